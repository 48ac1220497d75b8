import { IslandMessages } from '@/components/i18n/IslandMessages';
import { Section } from '@/components/ui/Section';
import { localizedPath } from '@/i18n/locales';
import { longDay } from '@/lib/pricing/fill';
import { showTrialCard } from '@/lib/promotions/browser';
import { localizeLanding } from '@/lib/promotions/select';
import { pageCopy } from '@/components/blocks/pricing/copy';
import { promotionsNow } from '@/lib/promotions/clock';
import { domainDeals } from '@/lib/promotions/domain-deals';
import { BlockTitle } from '@/components/blocks/BlockTitle';
import type { BlockProps } from '../types';
import { promotionsBrowserMessages } from './messages';
import { PromotionsBrowser, type MembershipOfferCard } from './PromotionsBrowser.lazy';
import type { PromotionsBrowserAttributes } from './schema';

export async function PromotionsBrowserBlock({ attributes, context }: BlockProps<PromotionsBrowserAttributes>) {
  const copy = await pageCopy(context.locale);
  const index = copy.sources.index;
  const deals = domainDeals(index, { flash_sale: attributes.flash_sale, special_discounts: attributes.special_discounts }).map((deal) => ({
    ...deal,
    href: localizedPath(deal.href, context.locale),
  }));
  const trialAttributes = attributes.email_security_trial && showTrialCard(attributes.email_security_trial.launch_date, promotionsNow()) ? attributes.email_security_trial : null;
  const trial = trialAttributes ? { ...trialAttributes, price_text: copy.parts(trialAttributes.price_text) } : null;
  // The membership category lists the running membership promotion's offers (one card per tier it
  // prices), from the membership facts; without one it is the empty state.
  const offer = copy.sources.memberships.offer;
  const memberships: MembershipOfferCard[] = offer
    ? copy.sources.memberships.tiers.flatMap((tier) =>
        tier.promo
          ? [
              {
                id: tier.id,
                name: tier.name,
                saleLabel: tier.promo.saleLabel ? copy.parts(tier.promo.saleLabel) : [],
                yearly: tier.yearly,
                promo: tier.promo.yearly,
                ends: longDay(tier.promo.endsOn, context.locale),
                href: offer.landingUrl ? localizeLanding(offer.landingUrl, context.locale) : localizedPath('/membership-plans', context.locale),
                cta: offer.cta ? copy.parts(offer.cta) : [],
              },
            ]
          : [],
      )
    : [];
  return (
    <Section id={attributes.anchor} className={`py-10 ${attributes.className ?? ''}`}>
      <BlockTitle heading={attributes.heading} subHeading={attributes.sub_heading} copy={copy} subClassName="mb-6 text-lg" />
      <IslandMessages locale={context.locale} namespaces={promotionsBrowserMessages}>
        <PromotionsBrowser locale={context.locale} deals={deals} trial={trial} memberships={memberships} />
      </IslandMessages>
    </Section>
  );
}
