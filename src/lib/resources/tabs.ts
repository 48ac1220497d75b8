/**
 * Resource lists: items carry a ' - cat N'
 * suffix on their heading that sorts them into tab N (1-based) and is then removed. The SDG and
 * cybersecurity blocks show each tab's items in reverse order.
 *
 * Spec: pricing-and-catalogue.md §3 "Resource lists", §4 "Resource tabs".
 */
export interface ResourceItem {
  heading: string;
  text: string;
  link: { url: string; target: '_blank' | null } | null;
  image: { url: string; alt: string; width: number | null; height: number | null } | null;
}

const CAT_SUFFIX = /\s*-\s*cat\s*(\d+)\s*$/i;

/** 'Quality education - cat 1' -> { heading: 'Quality education', tab: 1 }; no suffix -> tab null. */
export function parseCatSuffix(heading: string): { heading: string; tab: number | null } {
  const match = heading.match(CAT_SUFFIX);
  if (!match) return { heading: heading.trim(), tab: null };
  return { heading: heading.slice(0, match.index).trim(), tab: Number(match[1]) };
}

/**
 * Sorts items into `tabCount` tabs by their ' - cat N' suffix (removed from the heading). Reading
 * chosen: an item without a suffix belongs to the first tab; one naming a tab that does not exist
 * is left out. With `reverse`, each tab lists its items last first.
 */
export function sortIntoTabs<T extends { heading: string }>(items: readonly T[], tabCount: number, options: { reverse?: boolean } = {}): T[][] {
  const tabs: T[][] = Array.from({ length: tabCount }, () => []);
  for (const item of items) {
    const { heading, tab } = parseCatSuffix(item.heading);
    const index = (tab ?? 1) - 1;
    if (index < 0 || index >= tabCount) continue;
    tabs[index]!.push({ ...item, heading });
  }
  return options.reverse ? tabs.map((tab) => tab.reverse()) : tabs;
}
