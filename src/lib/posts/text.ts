import { stripHtml } from '@/lib/html/sanitize';
import { EXCERPT_CUT_LENGTH, EXCERPT_LIMIT, WORDS_PER_MINUTE } from './constants';

/**
 * Plain text of CMS HTML, entities decoded (the sanitiser leaves &amp; &lt; &gt; escaped; React
 * escapes again when it renders text, so they are decoded here once).
 */
export function plainText(html: string | null | undefined): string {
  return stripHtml(html).replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#0?39;/g, "'").replace(/&amp;/g, '&');
}

/** Words of a text: runs of letters, digits and joining marks (so "it's" and "e-mail" count once). */
export function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}][\p{L}\p{N}\p{M}'’._-]*/gu)?.length ?? 0;
}

/** Reading time in minutes (pricing §9): word count divided by 200, rounded up; at least 1. */
export function readingMinutes(html: string | null | undefined): number {
  return Math.max(1, Math.ceil(countWords(plainText(html)) / WORDS_PER_MINUTE));
}

/**
 * The excerpt cut (content-layer §5): a plain-text excerpt longer than 85 characters is cut to its
 * first 86 characters plus an ellipsis; 85 or fewer stay as they are. Characters are counted as
 * code points, so an emoji or accented letter is never split in half.
 */
export function cutExcerpt(htmlOrText: string | null | undefined): string {
  const text = plainText(htmlOrText);
  const characters = Array.from(text);
  if (characters.length <= EXCERPT_LIMIT) return text;
  return `${characters.slice(0, EXCERPT_CUT_LENGTH).join('')}…`;
}

/** Dates are shown in en-US format (content-layer §9), whatever the page language: 'October 16, 2026'. */
const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

export function formatPostDate(iso: string): string {
  const date = new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(iso) ? iso : `${iso}Z`);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}
