'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import type { Locale } from '@/i18n/locales';
import { formatMoney } from '@/lib/pricing/currency';
import type { PricedTld } from '@/lib/promotions/domain-deals';
import { useCurrency } from '@/components/blocks/pricing/use-currency';

export interface TldPromoTile extends PricedTld {
  imageUrl: string | null;
  hideOnMobile: boolean;
}

/**
 * TLD tiles priced in the page's currency (the visitor's choice on English pages): the first-year
 * price anyone pays now (non-member) — the promotion's, with the list price struck through — the
 * same role as the home page's '.com from' chip and the sticky bar (one price per role).
 */
export function TldPromoTiles({ tiles, locale }: { tiles: TldPromoTile[]; locale: Locale }) {
  const t = useTranslations('promotions.sports');
  const [currency] = useCurrency(locale);
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {tiles.map((tile) => {
        const price = tile.prices[currency]?.nonMember ?? null;
        return (
          <li key={tile.tld} className={tile.hideOnMobile ? 'hidden md:block' : undefined} data-tld={tile.tld}>
            <a href={tile.href} title={tile.name !== tile.tld ? tile.tld : undefined} className="flex h-full flex-col items-center justify-center rounded-xl border border-slate-200 bg-white p-4 text-center shadow-sm transition hover:-translate-y-0.5 hover:border-brand hover:shadow-md">
              {tile.imageUrl ? (
                <img src={tile.imageUrl} alt="" width={48} height={48} className="mb-2 size-12 object-contain" loading="lazy" />
              ) : null}
              <span className="text-xl font-extrabold text-heading">{tile.name}</span>
              {price ? (
                <span className="mt-1 text-sm text-slate-700">
                  {t('from')} <strong className="text-ink">{formatMoney(price.now, currency, locale)}</strong>
                  {t('perYear')}
                  {price.off !== null ? (
                    <span className="block text-xs">
                      <s>{formatMoney(price.regular, currency, locale)}</s> <span className="font-bold text-danger">-{price.off}%</span>
                    </span>
                  ) : null}
                </span>
              ) : null}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Tld promo lists auto-scroll to the sports block on load: once the list has loaded the
 * page scrolls to the block (#sports-promo-block) — smoothly, or at once with reduced motion. Not
 * when the address targets another part of the page (#pricing-table from Explore pricing) or the
 * visitor has already scrolled (a restored position or their own): the rule moves a page opened at
 * its top, it does not take the page from a visitor.
 */
export function ScrollToBlockOnLoad({ anchor }: { anchor: string }) {
  useEffect(() => {
    const hash = window.location.hash;
    if (hash && hash !== `#${anchor}`) return;
    if (!hash && window.scrollY > 0) return;
    const target = document.getElementById(anchor);
    if (!target) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const timer = window.setTimeout(() => {
      stop();
      target.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
    }, 100);
    // A visitor who acts first (a click, a key, a wheel or touch) keeps the page where they take it.
    const events = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;
    function stop() {
      window.clearTimeout(timer);
      for (const event of events) window.removeEventListener(event, stop);
    }
    for (const event of events) window.addEventListener(event, stop, { passive: true });
    return stop;
  }, [anchor]);
  return null;
}
