/**
 * Testimonial rules: testimonials without text are dropped; initials are
 * the first letters of the first two words of the name, uppercase, and 'NA' without a name.
 */

/** Initials for an avatar: 'Ada Lovelace King' -> 'AL', 'cher' -> 'C', '' -> 'NA'. */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '')
    .replace(/<[^>]*>/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0) return 'NA';
  return words
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toLocaleUpperCase('en-US');
}

/** True when the text has something to read once tags and whitespace are gone. */
export function hasText(text: string | null | undefined): boolean {
  return Boolean(
    (text ?? '')
      .replace(/<[^>]*>/g, ' ')
      .replace(/&nbsp;/gi, ' ')
      .trim(),
  );
}

/** Drops testimonials without text, keeping the order of the rest. */
export function dropWithoutText<T>(items: readonly T[], textOf: (item: T) => string | null | undefined): T[] {
  return items.filter((item) => hasText(textOf(item)));
}

/** The next `step` more items, never past the total (wall Load More). */
export function nextVisibleCount(visible: number, total: number, step: number): number {
  return Math.min(total, visible + step);
}

/** The others of a carousel as its preview list: up to `max`, starting after the current one, wrapping. */
export function previewIndices(current: number, total: number, max: number): number[] {
  const indices: number[] = [];
  for (let offset = 1; offset < total && indices.length < max; offset++) indices.push((current + offset) % total);
  return indices;
}
