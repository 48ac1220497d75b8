'use client';

import { useEffect, useRef } from 'react';
import { amountIn, formatFigure, partsText, type Amounts, type Figure, type FilledPart } from '@/lib/pricing/money';
import { formatMoney } from '@/lib/pricing/currency';
import { useCurrency } from './use-currency';

/** The elements filled copy renders as: a block, a paragraph, inline text or a heading (a sub heading's tag). */
export type CopyTag = 'div' | 'p' | 'span' | 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

/**
 * A price in the page's currency (INR on /hi, EUR on /es and /nl, otherwise the visitor's choice
 * from the header). The figure arrives in every currency from its one source; nothing is converted
 * here. The server renders the locale's currency; the visitor's remembered choice follows after
 * hydration. A figure with no amount in that currency shows `unavailable` (empty by default).
 */
export function Money({ amounts, locale, unavailable = '', className, testId }: { amounts: Amounts; locale: string; unavailable?: string; className?: string; testId?: string }) {
  const [currency] = useCurrency(locale);
  const amount = amountIn(amounts, currency);
  return (
    <span className={className} data-currency={currency} data-testid={testId} data-unavailable={amount === null ? 'true' : undefined}>
      {amount === null ? unavailable : formatMoney(amount, currency, locale)}
    </span>
  );
}

/** Editorial copy with its placeholders filled, in the page's currency. */
export function FilledText({ parts, locale, unavailable = '' }: { parts: FilledPart[]; locale: string; unavailable?: string }) {
  const [currency] = useCurrency(locale);
  return <>{partsText(parts, currency, locale, unavailable)}</>;
}

/**
 * Sanitised CMS HTML whose placeholders were filled on the server: each figure sits in a
 * `<span data-figure="n">` holding the locale's currency; after hydration, and whenever the visitor
 * picks another currency, the spans are rewritten. React never reconciles the inner HTML, so the
 * rewrite cannot clash with hydration.
 */
export function FilledHtml({ html, figures, locale, as: Tag = 'div', className }: { html: string; figures: Figure[]; locale: string; as?: CopyTag; className?: string }) {
  const [currency] = useCurrency(locale);
  const ref = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    for (const slot of root.querySelectorAll<HTMLElement>('[data-figure]')) {
      const figure = figures[Number(slot.dataset.figure)];
      if (figure) slot.textContent = formatFigure(figure, currency, locale) ?? '';
    }
  }, [currency, figures, locale]);
  return <Tag ref={ref as never} className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
