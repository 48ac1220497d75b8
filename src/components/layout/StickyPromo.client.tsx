'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { useCurrency } from '@/components/blocks/pricing/use-currency';
import { partsText, type FilledPart } from '@/lib/pricing/money';
import { assignVariant, type VariantStorage } from '@/lib/promotions/variants';

const DISMISSED_KEY = 'sticky_promo_dismissed';

/**
 * The sticky promo bar: stays at the bottom of the screen while the page scrolls and takes its own
 * place after the footer, so nothing is hidden behind it at the end of the page; one line on phones.
 * Dismissing it hides it for this promotion (remembered in the browser; storage failures ignored).
 * Its text's figures arrive in every currency (filled from the catalogue on the server) and show in
 * the page's: EUR on /es and /nl, INR on /hi, the visitor's choice on English pages.
 */
/** One A/B variation of the promotion: its own text (filled, every currency) and landing link, where it has them. */
export interface StickyVariation {
  variantKey: string;
  text: FilledPart[] | null;
  href: string | null;
}

export function StickyPromo({
  promotionId,
  text: baseParts,
  locale,
  href: baseHref,
  variations = [],
  cta,
  dismiss,
  icons,
}: {
  promotionId: string;
  text: FilledPart[];
  locale: string;
  href: string | null;
  variations?: StickyVariation[];
  cta: string;
  /** The bar's megaphone and the dismiss cross, rendered on the server (no icon code in the island). */
  icons?: { promo: ReactNode; dismiss: ReactNode };
  dismiss: string;
}) {
  const [dismissed, setDismissed] = useState(false);
  const [variant, setVariant] = useState<StickyVariation | null>(null);
  const [currency] = useCurrency(locale);
  useEffect(() => {
    try {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- browser storage is read after hydration on purpose
      if (window.localStorage.getItem(DISMISSED_KEY) === promotionId) setDismissed(true);
    } catch {
      // ignored
    }
    // The visitor's A/B variant of this promotion (the same pr_v_{id} the promo carousel uses).
    let storage: VariantStorage | null = null;
    try {
      storage = window.localStorage;
    } catch {
      storage = null;
    }
    const key = assignVariant({ id: promotionId, variations: variations.map((variation) => ({ variantKey: variation.variantKey })) }, storage);
    setVariant(variations.find((variation) => variation.variantKey === key) ?? null);
  }, [promotionId, variations]);
  const text = partsText(variant?.text ?? baseParts, currency, locale);
  const href = variant?.href ?? baseHref;
  if (dismissed) return null;
  return (
    <aside aria-label={cta} data-testid="sticky-promo" data-variant={variant?.variantKey ?? 'A'} className="sticky bottom-0 z-30 border-t border-brand-dark bg-brand-dark text-white shadow-[0_-4px_16px_rgba(0,0,0,0.15)]">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-3 py-2 sm:px-6">
        {icons?.promo}
        <p className="line-clamp-2 min-w-0 flex-1 text-sm font-semibold sm:truncate sm:text-base" title={text}>
          {text}
        </p>
        {href ? (
          <a href={href} className="inline-flex min-h-11 shrink-0 items-center rounded-md bg-highlight px-3 text-sm font-bold text-slate-900 hover:brightness-95">
            {cta}
          </a>
        ) : null}
        <button
          type="button"
          aria-label={dismiss}
          onClick={() => {
            setDismissed(true);
            try {
              window.localStorage.setItem(DISMISSED_KEY, promotionId);
            } catch {
              // ignored
            }
          }}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-md hover:bg-white/10"
        >
          {icons?.dismiss}
        </button>
      </div>
    </aside>
  );
}
