/**
 * Internal links open in the same tab: a CMS link's `target="_blank"` is kept only for an address
 * that leaves the site (http or https). A site path, an anchor, a query or a mailto/tel link opens
 * where the visitor is — a new tab for an internal page breaks the back button and surprises screen
 * reader users (WCAG technique G201). Browser-safe.
 */
export function opensElsewhere(href: string): boolean {
  return /^https?:\/\//i.test(href.trim());
}

export function linkTarget(href: string, target: unknown): '_blank' | undefined {
  return target === '_blank' && opensElsewhere(href) ? '_blank' : undefined;
}
