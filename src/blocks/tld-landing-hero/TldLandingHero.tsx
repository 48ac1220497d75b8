import { Heading } from '@/components/ui/Heading';
import { Section } from '@/components/ui/Section';
import type { Locale } from '@/i18n/locales';
import { controlPanelLinks, siteConfig } from '@/lib/site/config';
import { pricingLabels } from '@/components/blocks/pricing/labels';
import { PriceCard } from '@/components/blocks/pricing/PriceCard';
import type { LandingData } from '@/lib/pricing/landing-data';

/** TLD landing hero: the extension's name and two price cards (member and non-member). */
export async function TldLandingHero({ data, locale, headingTag = 'h1' }: { data: LandingData; locale: Locale; headingTag?: 'h1' | 'h2' }) {
  const { t, card } = await pricingLabels(locale);
  // On the landing page itself, Buy now goes on to the control panel: sign-up for the Member price,
  // fast checkout with the extension for the non-member price.
  const config = siteConfig();
  const memberHref = controlPanelLinks(config, locale).signUp;
  const checkoutHref = `${config.fastCheckoutUrl}?domain=${encodeURIComponent(data.entry.tld)}`;
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
            href={memberHref}
            labels={card}
            locale={locale}
            highlight
            headingLevel={headingTag === 'h1' ? 'h2' : 'h3'}
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
            href={checkoutHref}
            labels={card}
            locale={locale}
            headingLevel={headingTag === 'h1' ? 'h2' : 'h3'}
          />
        </div>
      </div>
    </Section>
  );
}
