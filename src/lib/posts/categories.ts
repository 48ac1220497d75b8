import type { Category } from '@/lib/content/types';

function firstSegment(uri: string): string {
  return uri.replace(/^\/+/, '').split('/')[0]?.toLowerCase() ?? '';
}

/**
 * The hub's category list: Uncategorized is hidden, and only categories whose URI has
 * 'category' as its first segment are kept ('/category/domains/' yes; '/es/category/x/' or
 * '/tag/x/' no). Order as the content system gives it; duplicates by slug are dropped.
 */
export function hubCategories(categories: readonly Category[]): Category[] {
  const seen = new Set<string>();
  return categories.filter((category) => {
    const uncategorized = category.slug.toLowerCase() === 'uncategorized' || category.name.trim().toLowerCase() === 'uncategorized';
    if (uncategorized || firstSegment(category.uri) !== 'category' || seen.has(category.slug)) return false;
    seen.add(category.slug);
    return true;
  });
}

/** The category a `?category=` slug names, among the hub's categories (case-insensitive); null when none. */
export function findCategory(categories: readonly Category[], slug: string | null | undefined): Category | null {
  if (!slug) return null;
  const wanted = slug.trim().toLowerCase();
  return categories.find((category) => category.slug.toLowerCase() === wanted) ?? null;
}
