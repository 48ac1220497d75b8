/** The /faq search, zod-free so the island does not load the block schema. */

/** Case-insensitive substring on the item's heading. */
export function matchesFaqHeading(heading: string, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase();
  return !needle || heading.toLocaleLowerCase().includes(needle);
}

/** Paths where the FAQ shows its search box and no side heading. */
export const FAQ_SEARCH_PATHS: ReadonlySet<string> = new Set(['/faq']);
