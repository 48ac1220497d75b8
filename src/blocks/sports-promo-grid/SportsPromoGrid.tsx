import { getTranslations } from 'next-intl/server';
import { IslandMessages } from '@/components/i18n/IslandMessages';
import { Section } from '@/components/ui/Section';
import { localizedPath } from '@/i18n/locales';
import { catalogue } from '@/lib/pricing/catalogue';
import { showsSportsPromoGrid, SPORTS_PROMO_ANCHOR } from '@/lib/promotions/browser';
import { pricedTlds } from '@/lib/promotions/domain-deals';
import { BlockTitle } from '@/components/blocks/BlockTitle';
import type { BlockProps } from '../types';
import type { SportsPromoGridAttributes, TldPromoEntry } from './schema';
import { ScrollToBlockOnLoad, TldPromoTiles, type TldPromoTile } from './TldPromoTiles.lazy';

/** Shown only on paths containing domain-registration or /promotions. */
export async function SportsPromoGrid({ attributes, context }: BlockProps<SportsPromoGridAttributes>) {
  if (!showsSportsPromoGrid(context.path)) return null;
  const [t, index] = await Promise.all([getTranslations({ locale: context.locale, namespace: 'promotions.sports' }), catalogue().current()]);
  const tiles = (entries: TldPromoEntry[]): TldPromoTile[] => {
    const byTld = new Map(entries.map((entry) => [entry.tld.replace(/^\./, '').toLowerCase(), entry]));
    // The lists say "on promotion": only extensions whose catalogue promotion runs are shown.
    return pricedTlds(
      index,
      entries.map((entry) => entry.tld),
      { onPromotionOnly: true },
    ).map((priced) => {
      const entry = byTld.get(priced.tld.slice(1)) ?? byTld.get(priced.name.slice(1));
      return { ...priced, href: entry?.link ? entry.link : localizedPath(priced.href, context.locale), imageUrl: entry?.imageUrl ?? null, hideOnMobile: entry?.hideOnMobile ?? false };
    });
  };
  const anchor = attributes.anchor || SPORTS_PROMO_ANCHOR;
  const sports = tiles(attributes.sports);
  const tldPromos = tiles(attributes.tld_promos);
  if (!sports.length && !tldPromos.length) return null;
  return (
    <Section id={anchor} className={`scroll-mt-20 py-10 ${attributes.className ?? ''}`}>
      <ScrollToBlockOnLoad anchor={anchor} />
      <BlockTitle heading={attributes.heading} subHeading={attributes.sub_heading} subClassName="mb-6 text-lg" />
      {sports.length ? (
        <div data-testid="sports-promos">
          <h3 className="mb-3 text-xl">{attributes.sports_heading || t('sports')}</h3>
          <IslandMessages locale={context.locale} namespaces={['promotions.sports']}>
            <TldPromoTiles tiles={sports} locale={context.locale} />
          </IslandMessages>
        </div>
      ) : null}
      {tldPromos.length ? (
        <div className="mt-8" data-testid="tld-promos">
          <h3 className="mb-3 text-xl">{attributes.tld_promos_heading || t('tldPromos')}</h3>
          <IslandMessages locale={context.locale} namespaces={['promotions.sports']}>
            <TldPromoTiles tiles={tldPromos} locale={context.locale} />
          </IslandMessages>
        </div>
      ) : null}
    </Section>
  );
}
