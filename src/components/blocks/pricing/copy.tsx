import 'server-only';
import { cache, type ReactNode } from 'react';
import { sanitizeContentHtml, sanitizeInlineHtml } from '@/lib/html/sanitize';
import { fillSources } from '@/lib/pricing/fill-sources';
import { currencyForLocale, isCurrencyFixed } from '@/lib/pricing/currency';
import { fillText, type FillContext, type FillSources } from '@/lib/pricing/fill';
import { formatFigure, isCurrencyFree, partsText, type Figure, type FilledPart } from '@/lib/pricing/money';
import { hasPlaceholders } from '@/lib/pricing/placeholders';
import { FilledHtml, FilledText, type CopyTag } from './Money.client';

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Copy with placeholders, ready for a block (issue 25): every {price:…}, {plan:…}, {product:…}
 * placeholder filled from the page's sources. On pages with a fixed currency (es, nl, hi) and for
 * figures that do not depend on the currency the result is plain server text; on English pages a
 * money figure becomes a small island that follows the visitor's currency.
 */
export interface Copy {
  readonly locale: string;
  readonly sources: FillSources;
  /** The filled parts of a text (for blocks that hand copy to their own island). */
  parts(value: string | null | undefined, promotion?: FillContext['promotion']): FilledPart[];
  /** Plain text in the locale's own currency: metadata, alt and aria texts. */
  plain(value: string | null | undefined, promotion?: FillContext['promotion']): string;
  /** A text node. */
  text(value: string | null | undefined, promotion?: FillContext['promotion']): ReactNode;
  /** Sanitised CMS HTML (the content allowlist, or the inline one). */
  html(value: string | null | undefined, options?: { inline?: boolean; as?: CopyTag; className?: string }): ReactNode;
}

export function createCopy(locale: string, sources: FillSources): Copy {
  const fixed = isCurrencyFixed(locale);
  const currency = currencyForLocale(locale, null);
  const parts = (value: string | null | undefined, promotion?: FillContext['promotion']): FilledPart[] => (value ? fillText(value, sources, { locale, promotion }).parts : []);
  return {
    locale,
    sources,
    parts,
    plain: (value, promotion) => partsText(parts(value, promotion), currency, locale),
    text(value, promotion) {
      if (!value) return null;
      if (!hasPlaceholders(value)) return value;
      const filled = parts(value, promotion);
      if (fixed || isCurrencyFree(filled)) return partsText(filled, currency, locale);
      return <FilledText parts={filled} locale={locale} />;
    },
    html(value, options = {}) {
      if (!value) return null;
      const clean = options.inline ? sanitizeInlineHtml(value) : sanitizeContentHtml(value);
      if (!clean) return null;
      const Tag = options.as ?? (options.inline ? 'span' : 'div');
      const className = `prose-cms ${options.className ?? ''}`.trim();
      if (!hasPlaceholders(clean)) return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
      const figures: Figure[] = [];
      // Placeholders are filled in text only, never inside a tag.
      const html = clean
        .split(/(<[^>]*>)/)
        .map((piece) => {
          if (piece.startsWith('<')) return piece;
          return parts(piece)
            .map((part) => {
              if (typeof part === 'string') return part;
              const shown = escapeHtml(formatFigure(part, currency, locale) ?? '');
              if (fixed || isCurrencyFree([part])) return shown;
              figures.push(part);
              return `<span data-figure="${figures.length - 1}">${shown}</span>`;
            })
            .join('');
        })
        .join('');
      if (!figures.length) return <Tag className={className} dangerouslySetInnerHTML={{ __html: html }} />;
      return <FilledHtml html={html} figures={figures} locale={locale} as={Tag} className={className} />;
    },
  };
}

/** The copy helper of a page: its catalogue and its language's membership facts (once per request and locale). */
export const pageCopy = cache(async (locale: string): Promise<Copy> => createCopy(locale, await fillSources(locale)));
