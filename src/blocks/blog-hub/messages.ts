import { postCardMessages } from '@/components/blocks/blog/messages';

/** The BlogHub island's messages: its own (not the page's title and meta texts), the pagination bar's and the post cards'. */
export const blogHubMessages = [
  'blog.hub.searchLabel',
  'blog.hub.searchPlaceholder',
  'blog.hub.searchButton',
  'blog.hub.clear',
  'blog.hub.allArticles',
  'blog.hub.categories',
  'blog.hub.categoryLabel',
  'blog.hub.showCategory',
  'blog.hub.noPosts',
  'blog.hub.noPostsHint',
  'blog.hub.resultsFor',
  'blog.hub.inCategory',
  'blog.hub.latest',
  'blog.hub.loading',
  'blog.hub.pageStatus',
  'blog.hub.error',
  'blocks.pagination',
  ...postCardMessages,
] as const;
