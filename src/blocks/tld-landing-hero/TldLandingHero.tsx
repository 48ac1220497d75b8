import { Heading } from '@/components/ui/Heading';
import { Section } from '@/components/ui/Section';
import type { Locale } from '@/i18n/locales';
import { controlPanelLinks, siteConfig } from '@/lib/site/config';
import { pricingLabels } from '@/components/blocks/pricing/labels';
import { TldPriceCards } from '@/components/blocks/pricing/TldPriceCards.lazy';
import { priceCardMessages } from '@/components/blocks/pricing/messages';
import { IslandMessages } from '@/components/i18n/IslandMessages';
import type { LandingData } from '@/lib/pricing/landing-data';

/** TLD landing hero: the extension's name and two price cards (member and non-member). */
export async function TldLandingHero({ data, locale, headingTag = 'h1' }: { data: LandingData; locale: Locale; headingTag?: 'h1' | 'h2' }) {
  const { t } = await pricingLabels(locale);
  // On the landing page itself, Buy now goes on to the control panel: sign-up for the Member price,
  // fast checkout with the extension for the non-member price.
  const config = siteConfig();
  const memberHref = controlPanelLinks(config, locale).signUp;
  const checkoutHref = `${config.fastCheckoutUrl}?domain=${encodeURIComponent(data.entry.tld)}`;
  const { entry, views } = data;
  const display = entry.unicodeTld || entry.tld;
  return (
    <Section className="py-12">
      <div className="grid items-center gap-8 md:grid-cols-2">
        <div>
          <Heading tag={headingTag}>{t('landing.title', { tld: display })}</Heading>
          <p className="mt-4 text-lg">{t('landing.intro', { tld: display })}</p>
        </div>
        <div className="grid gap-4 sm:grid-cols-2" data-testid="tld-price-cards">
          <IslandMessages locale={locale} namespaces={priceCardMessages}>
            <TldPriceCards tld={display} views={views} locale={locale} hrefs={{ member: memberHref, nonMember: checkoutHref }} headingLevel={headingTag === 'h1' ? 'h2' : 'h3'} />
          </IslandMessages>
        </div>
      </div>
    </Section>
  );
}
