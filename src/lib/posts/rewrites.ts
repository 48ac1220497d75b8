import { defaultLocale, locales } from '../../i18n/locales';

/**
 * next.config.ts `rewrites().beforeFiles`: the blog hub with a state in its query (?category=,
 * ?search=, ?page=) is served by /[locale]/blog/hub, which reads the query per request; /blog
 * without a query stays a cached page. Only the path changes: the query goes along.
 */
const HUB_QUERY_KEYS = ['category', 'search', 'page'] as const;
const prefixed = locales.filter((locale) => locale !== defaultLocale).join('|');

export const BLOG_HUB_REWRITES = HUB_QUERY_KEYS.flatMap((key) => [
  { source: '/blog', has: [{ type: 'query' as const, key }], destination: `/${defaultLocale}/blog/hub` },
  { source: `/:locale(${prefixed})/blog`, has: [{ type: 'query' as const, key }], destination: '/:locale/blog/hub' },
]);
