import { Heading } from '@/components/ui/Heading';
import { Section } from '@/components/ui/Section';
import { pricingLabels } from '../pricing-shared/labels';
import { PriceCard } from '../pricing-shared/PriceCard';
import type { LandingData } from './data';

/** TLD landing hero: the extension's name and two price cards (member and non-member). */
export async function TldLandingHero({ data, locale, headingTag = 'h1' }: { data: LandingData; locale: string; headingTag?: 'h1' | 'h2' }) {
  const { t, card } = await pricingLabels(locale);
  const { entry, currency } = data;
  const display = entry.unicodeTld || entry.tld;
  return (
    <Section className="py-12">
      <div className="grid items-center gap-8 md:grid-cols-2">
        <div>
          <Heading tag={headingTag}>{t('landing.title', { tld: display })}</Heading>
          <p className="mt-4 text-lg">{t('landing.intro', { tld: display })}</p>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <PriceCard
            title={t('priceCard.member')}
            tld={display}
            price={entry.memberPrice}
            renewPrice={entry.memberRenewPrice}
            promoPrice={entry.memberPromoPrice}
            promoPercentageOff={entry.memberPromoPercentageOff}
            promoEndDate={entry.memberPromoEndDate}
            onGoingPromo={entry.onGoingPromo}
            currency={currency}
            href={entry.landingPath}
            labels={card}
            highlight
          />
          <PriceCard
            title={t('priceCard.nonMember')}
            tld={display}
            price={entry.nonMemberPrice}
            renewPrice={entry.nonMemberRenewPrice}
            promoPrice={entry.nonMemberPromoPrice}
            promoPercentageOff={entry.nonMemberPromoPercentageOff}
            promoEndDate={entry.nonMemberPromoEndDate}
            onGoingPromo={entry.onGoingPromo}
            currency={currency}
            href={entry.landingPath}
            labels={card}
          />
        </div>
      </div>
    </Section>
  );
}
