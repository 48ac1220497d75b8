/**
 * Card search filter: case-insensitive substring match on sub_heading.
 * An empty (or whitespace-only) query shows every card.
 */
export function matchesSubHeading(subHeading: string, query: string): boolean {
  if (!query.trim()) return true;
  return subHeading.toLocaleLowerCase().includes(query.toLocaleLowerCase());
}

/** Links only to http(s), mailto, tel, a site path ('/', not '//') or a fragment. */
export function safeHref(url: string): string | undefined {
  const href = url.trim();
  return /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i.test(href) ? href : undefined;
}

/**
 * The search filter shows only over more than this many cards (the CMS's `filter` switch asks for
 * it; the count decides). Eight cards are two rows of four on a laptop and are read at a glance; a
 * filter box over them is a control with nothing to do (the home page's "Filter by topic… 4
 * results" over four cards). Above eight — a library of guides, a list of products — typing a topic
 * is quicker than scrolling.
 */
export const FILTER_MIN_CARDS = 9;

export function showsFilter(requested: boolean, cardCount: number): boolean {
  return requested && cardCount >= FILTER_MIN_CARDS;
}
