/**
 * Card search filter: case-insensitive substring match on sub_heading.
 * An empty (or whitespace-only) query shows every card.
 */
export function matchesSubHeading(subHeading: string, query: string): boolean {
  if (!query.trim()) return true;
  return subHeading.toLocaleLowerCase().includes(query.toLocaleLowerCase());
}

export interface ResultLabels {
  noResults: string;
  /** '{count} result' */
  resultsOne: string;
  /** '{count} results' */
  resultsOther: string;
}

/** What the live region says: 'No results found.' for none, else the count. */
export function resultsMessage(count: number, labels: ResultLabels): string {
  if (count === 0) return labels.noResults;
  return (count === 1 ? labels.resultsOne : labels.resultsOther).replaceAll('{count}', String(count));
}

/** Links only to http(s), mailto, tel, a site path ('/', not '//') or a fragment. */
export function safeHref(url: string): string | undefined {
  const href = url.trim();
  return /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i.test(href) ? href : undefined;
}
