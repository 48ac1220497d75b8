import { describe, expect, it } from 'vitest';
import type { Category } from '@/lib/content/types';
import { findCategory, hubCategories } from './categories';

const category = (slug: string, uri: string, name = slug): Category => ({ id: slug, categoryId: slug.length, name, slug, uri });

describe('hub category list', () => {
  it('hides Uncategorized and keeps only URIs whose first segment is category', () => {
    const list = [
      category('domains', '/category/domains/'),
      category('uncategorized', '/category/uncategorized/', 'Uncategorized'),
      category('misc', '/category/misc/', 'uncategorized'),
      category('press-releases', '/press/press-releases/'),
      category('email', 'category/email'),
      category('dns', '/es/category/dns/'),
      category('domains', '/category/domains-again/'),
      category('security', '/CATEGORY/security/'),
    ];
    expect(hubCategories(list).map((c) => c.slug)).toEqual(['domains', 'email', 'security']);
  });
  it('finds a ?category= slug case-insensitively; unknown is null', () => {
    const list = [category('domains', '/category/domains/')];
    expect(findCategory(list, 'Domains')?.slug).toBe('domains');
    expect(findCategory(list, 'nope')).toBeNull();
    expect(findCategory(list, null)).toBeNull();
  });
});
