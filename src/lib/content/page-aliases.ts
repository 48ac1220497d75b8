/**
 * Paths the spec names that serve another page (pure, client-safe):
 * - the home page has paths of its own: '/', a home test page and homepage-new-2025,
 *   plain and under the es and nl prefixes. They are the home page under other addresses (a test or
 *   a relaunch preview): the home document answers them, its canonical URL stays '/'.
 * - /plesk (hero with Get it now and Discover membership benefits) is named where the
 *   content serves the Plesk product page at /products/plesk: /plesk is that page's alias.
 * A page the content source has at the alias's own path wins (a CMS may publish one there);
 * aliases do not chain.
 */
export const PAGE_ALIASES: Readonly<Record<string, string>> = {
  '/homepage-new-2025': '/',
  '/home-test': '/',
  '/plesk': '/products/plesk',
};

/** The page an alias path stands for ('/plesk/' -> '/products/plesk'), or null. */
export function pageAliasTarget(uri: string): string | null {
  const path = ('/' + uri.trim().replace(/^\/+|\/+$/g, '')).toLowerCase();
  return PAGE_ALIASES[path] ?? null;
}
