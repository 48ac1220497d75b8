import { getTranslations } from 'next-intl/server';
import { getPaginationLabels } from '@/components/ui/pagination-labels';
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
import { PromotionsBrowser, type MembershipOfferCard, type PromotionsBrowserLabels } from './PromotionsBrowser.lazy';
import type { PromotionsBrowserAttributes } from './schema';

export async function PromotionsBrowserBlock({ attributes, context }: BlockProps<PromotionsBrowserAttributes>) {
  const [t, pager, copy] = await Promise.all([getTranslations({ locale: context.locale, namespace: 'promotions' }), getPaginationLabels(context.locale), pageCopy(context.locale)]);
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
  const labels: PromotionsBrowserLabels = {
    deal: t('deal'),
    deals: { all: t('deals.all'), flash_sale: t('deals.flash_sale'), special_discounts: t('deals.special_discounts') },
    category: t('category'),
    categories: { domains: t('categories.domains'), membership: t('categories.membership'), products: t('categories.products') },
    search: t('search'),
    searchPlaceholder: t('searchPlaceholder'),
    results: t.raw('results') as string,
    noDomains: t('noDomains'),
    noMembership: t('noMembership'),
    noMembershipText: t('noMembershipText'),
    noProducts: t('noProducts'),
    memberPrice: t('memberPrice'),
    nonMemberPrice: t('nonMemberPrice'),
    perYear: t('perYear'),
    off: t.raw('off') as string,
    validUntil: t.raw('validUntil') as string,
    view: t.raw('view') as string,
    unavailable: t('unavailable'),
    was: t.raw('was') as string,
    seeOffer: t('seeOffer'),
    trialBadge: t('trialBadge'),
    pager,
  };
  return (
    <Section id={attributes.anchor} className={`py-10 ${attributes.className ?? ''}`}>
      <BlockTitle heading={attributes.heading} subHeading={attributes.sub_heading} copy={copy} subClassName="mb-6 text-lg" />
      <PromotionsBrowser locale={context.locale} deals={deals} trial={trial} memberships={memberships} labels={labels} />
    </Section>
  );
}
