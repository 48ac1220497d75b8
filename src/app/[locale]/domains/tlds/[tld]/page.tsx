import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound, permanentRedirect } from 'next/navigation';
import { TldDetails } from '@/blocks/tld-details/TldDetails';
import { landingData } from '@/lib/pricing/landing-data';
import { TldLandingHero } from '@/blocks/tld-landing-hero/TldLandingHero';
import { WholesalePrices } from '@/blocks/tld-landing-hero/Wholesale';
import { localizedPath } from '@/i18n/locales';
import { formatMoney } from '@/lib/pricing/currency';
import { jsonLdScript, tldProductJsonLd } from '@/lib/pricing/landing';
import { siteConfig } from '@/lib/site/config';
import { samePathPageMetadata } from '@/lib/site/metadata';
import { cspNonce } from '@/lib/security/csp-nonce';
import { decodePathSegment } from '@/lib/http/path-segment';
import { localeParams } from '@/app/[locale]/on-demand';

/**
 * Rendered on first request and then served from Next's page cache (no page is prerendered at
 * build: the nonce placeholder only exists at run time); re-rendered in the background after
 * PAGE_REVALIDATE_SECONDS (promotions and prices move on their own clock) and at once on
 * /api/revalidate. See docs/csp.md.
 */
export const revalidate = 300;
export { generateStaticParams } from '@/app/[locale]/on-demand';

type Params = Promise<{ locale: string; tld: string }>;

/**
 * /domains/tlds/{tld}: one landing page per catalogue extension (leading dot removed, dots as
 * dashes; IDNs by their xn-- form). Rendered per request from the in-memory catalogue, so a price
 * import or sync shows up within a second, without a rebuild. Other spellings ('co.uk', 'рф',
 * 'CO-UK') redirect to the canonical slug.
 */
async function load(params: Params) {
  const { locale, tld } = await localeParams(params);
  const slug = decodePathSegment(tld);
  if (slug === undefined || slug.length > 100) notFound();
  const data = await landingData(slug, locale);
  if (!data) notFound();
  return { locale, slug, data };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, data } = await load(params);
  const t = await getTranslations({ locale, namespace: 'pricing' });
  const display = data.entry.unicodeTld || data.entry.tld;
  const path = `/domains/tlds/${data.extension.slug}`;
  // The Member's first-year price now (a running promotion applied), as the price cards show it.
  const member = data.views[data.currency]?.member;
  const price = formatMoney(member?.now ?? data.entry.memberPrice, data.currency, locale);
  const renewal = formatMoney(data.entry.memberRenewPrice, data.currency, locale);
  const title = t('landing.metaTitle', { tld: display, price });
  const description = t('landing.metaDescription', { tld: display, price, renewal });
  return samePathPageMetadata({ path, locale, title, description });
}

export default async function TldLandingPage({ params }: { params: Params }) {
  const { locale, slug, data } = await load(params);
  if (slug !== data.extension.slug) permanentRedirect(localizedPath(`/domains/tlds/${data.extension.slug}`, locale));
  setRequestLocale(locale);
  const nonce = cspNonce();
  const { siteUrl } = siteConfig();
  const url = `${siteUrl}${localizedPath(`/domains/tlds/${data.extension.slug}`, locale)}`;
  const jsonLd = tldProductJsonLd(
    {
      tld: data.extension.tld,
      unicodeTld: data.extension.unicodeName,
      currency: data.currency,
      // The prices a buyer pays now: a running promotion's, as on the cards.
      memberPrice: data.views[data.currency]?.member?.now ?? data.entry.memberPrice,
      nonMemberPrice: data.views[data.currency]?.nonMember?.now ?? data.entry.nonMemberPrice,
      memberRenewPrice: data.entry.memberRenewPrice,
      nonMemberRenewPrice: data.entry.nonMemberRenewPrice,
    },
    url,
    'Registrar',
  );
  return (
    <main id="main" data-tld={data.extension.tld}>
      <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: jsonLdScript(jsonLd) }} />
      <TldLandingHero data={data} locale={locale} />
      <TldDetails data={data} locale={locale} />
      <WholesalePrices locale={locale} />
    </main>
  );
}
