import 'server-only';
import { cache } from 'react';
import { DEFAULT_CONTENT_LOCALE, htmlLangByLocale, localeFromContentLocale, messageLocaleByLocale, type Locale } from '@/i18n/locales';
import { contentSource } from '@/lib/content';
import type { Category, Connection, ContentSource, Post, PostSummary } from '@/lib/content/types';
import { translateTexts } from '@/lib/translation';
import { findCategory, hubCategories } from './categories';
import { BLOG_FETCH_SIZE } from './constants';
import { canFetchMore, clampPage, hasNextHubPage, hubMode, loadedPageCount, needsFetchFor, pagerPageCount, pageSlice, type HubMode, type HubState } from './hub';
import { categoryPath, postPath, postUriCandidates } from './links';
import { cutExcerpt, formatPostDate, plainText, readingMinutes } from './text';
import type { CategoryLink, PostCardModel, PostImage } from './types';

export type { CategoryLink, PostCardModel, PostImage } from './types';

/**
 * The posts capability on the server: the blog hub, the post pages, the blog blocks, the feed, the
 * sitemap and GET /api/posts all read posts through these functions.
 *
 * Post text reaches pages only through presentPostCards / presentPost / presentCategories: that is
 * where the translation step plugs in. Category names are translated there (the
 * taxonomy is English in the content source; the shipped translations in the memory give Spanish
 * and Dutch, an engine only what is new). Titles, excerpts and bodies are not: a locale lists only
 * the posts written in its language (postContentLocale), so they are already in it. Dates are
 * written in the page's language (formatPostDate).
 */

/** Posts a site locale lists: its own language; the India variant reads the English posts. */
export function postContentLocale(locale: Locale): string {
  return locale === 'es' ? 'es_ES' : locale === 'nl' ? 'nl_NL' : DEFAULT_CONTENT_LOCALE;
}

export interface PostPageModel extends PostCardModel {
  post: Post;
  /** Full plain-text excerpt (meta description fallback). */
  summary: string;
  readingMinutes: number;
  dateModified: string | null;
  author: string | null;
}

function imageOf(post: PostSummary): PostImage | null {
  const image = post.featuredImage;
  return image ? { url: image.sourceUrl, alt: image.altText, width: image.width, height: image.height } : null;
}

function langOf(post: PostSummary): string {
  const locale = localeFromContentLocale(post.locale);
  return locale ? htmlLangByLocale[locale] : post.locale.replace('_', '-');
}

/** Category names in the page's language, by English name (empty on English pages). Never throws: a name the service cannot translate stays as it is. */
type CategoryNames = ReadonlyMap<string, string>;

async function categoryNames(categories: readonly Category[], locale: Locale): Promise<CategoryNames> {
  const target = messageLocaleByLocale[locale];
  const names = [...new Set(categories.map((category) => plainText(category.name)))];
  if (target === 'en' || names.length === 0) return new Map();
  const { texts } = await translateTexts(names, { source: 'en', target });
  return new Map(names.map((name, index) => [name, texts[index] ?? name]));
}

function cardOf(post: PostSummary, locale: Locale, names: CategoryNames): PostCardModel {
  return {
    id: post.id,
    title: plainText(post.title),
    excerpt: cutExcerpt(post.excerpt),
    href: postPath(post, locale),
    date: post.date,
    dateLabel: formatPostDate(post.date, locale),
    categories: categoryLinks(post.categories, locale, names),
    image: imageOf(post),
    lang: langOf(post),
  };
}

function categoryLinks(categories: readonly Category[], locale: Locale, names: CategoryNames): CategoryLink[] {
  return categories
    .filter((category) => category.slug.toLowerCase() !== 'uncategorized')
    .map((category) => {
      const name = plainText(category.name);
      return { name: names.get(name) ?? name, slug: category.slug, href: categoryPath(category, locale) };
    });
}

/** The one place post summaries become cards: category names in the page's language. */
export async function presentPostCards(posts: readonly PostSummary[], locale: Locale): Promise<PostCardModel[]> {
  const names = await categoryNames(
    posts.flatMap((post) => post.categories),
    locale,
  );
  return posts.map((post) => cardOf(post, locale, names));
}

/** Category names as links, in the page's language. */
export async function presentCategories(categories: readonly Category[], locale: Locale): Promise<CategoryLink[]> {
  return categoryLinks(categories, locale, await categoryNames(categories, locale));
}

/** A full post for its page (its title and body are in the post's own language, the locale's). */
export async function presentPost(post: Post, locale: Locale): Promise<PostPageModel> {
  return {
    ...cardOf(post, locale, await categoryNames(post.categories, locale)),
    post,
    summary: plainText(post.excerpt),
    readingMinutes: readingMinutes(post.content),
    dateModified: post.modified,
    author: post.author?.name ?? null,
  };
}

/** The hub's categories (Uncategorized hidden, category-first URIs only), one fetch per request. */
export const getHubCategories = cache(async (): Promise<Category[]> => hubCategories(await contentSource().listCategories()));

export interface PostListQuery {
  locale: Locale;
  category: Category | null;
  search: string | null;
}

/**
 * One cursor page from the content source: GetSearchedPosts for a search, BlogListQuery otherwise
 * (with the category's id when one is chosen).
 */
export async function fetchPostBatch(query: PostListQuery, after: string | null, first = BLOG_FETCH_SIZE, source: ContentSource = contentSource()): Promise<Connection<PostSummary>> {
  const locale = postContentLocale(query.locale);
  if (query.search) return source.searchPosts({ search: query.search, first, after, locale });
  const categoryId = query.category?.categoryId;
  const connection = await source.listPosts({ categories: categoryId != null ? [categoryId] : [], first, after, locale });
  if (!query.category || categoryId != null) return connection;
  // A category without a database id cannot be asked for by id: filter its posts by slug.
  const slug = query.category.slug;
  return { ...connection, nodes: connection.nodes.filter((post) => post.categories.some((category) => category.slug === slug)) };
}

export interface HubView {
  state: HubState;
  mode: HubMode;
  category: CategoryLink | null;
  categories: CategoryLink[];
  posts: PostCardModel[];
  page: number;
  pageCount: number;
  hasNext: boolean;
  /** Posts loaded so far and the cursor state after them (the island continues from here). */
  loaded: number;
  endCursor: string | null;
  hasNextPage: boolean;
}

/**
 * The hub as the server renders it for a state (first page, or a page reached by a link without
 * JavaScript): cursor pages of 50 are fetched until the page is filled or no more may be fetched;
 * a page beyond the last one shows the last one. An unknown category shows All Articles.
 */
export async function loadHub(locale: Locale, requested: HubState, source: ContentSource = contentSource()): Promise<HubView> {
  const categories = hubCategories(await source.listCategories());
  const category = findCategory(categories, requested.category);
  const state: HubState = { category: category?.slug ?? null, search: requested.search, page: clampPage(requested.page) };
  const query: PostListQuery = { locale, category, search: state.search };
  const posts: PostSummary[] = [];
  let endCursor: string | null = null;
  let hasNextPage = true;
  let fetched = false;
  while (!fetched || needsFetchFor(state.page, posts.length, hasNextPage)) {
    const batch = await fetchPostBatch(query, endCursor, BLOG_FETCH_SIZE, source);
    fetched = true;
    posts.push(...batch.nodes);
    const advanced = batch.pageInfo.endCursor !== null && batch.pageInfo.endCursor !== endCursor;
    endCursor = batch.pageInfo.endCursor ?? endCursor;
    hasNextPage = batch.pageInfo.hasNextPage && advanced;
    if (!canFetchMore(posts.length, hasNextPage)) break;
  }
  const page = Math.min(state.page, loadedPageCount(posts.length));
  return {
    state: { ...state, page },
    mode: hubMode(state),
    category: category ? (await presentCategories([category], locale))[0]! : null,
    categories: await presentCategories(categories, locale),
    posts: await presentPostCards(pageSlice(posts, page), locale),
    page,
    pageCount: pagerPageCount(posts.length, hasNextPage),
    hasNext: hasNextHubPage(page, posts.length, hasNextPage),
    loaded: posts.length,
    endCursor,
    hasNextPage,
  };
}

/** Latest posts of a locale (optionally one category), as cards: the blog blocks and category pages. */
export async function latestPosts(locale: Locale, options: { category?: string | null; first?: number; after?: string | null } = {}): Promise<{ posts: PostCardModel[]; endCursor: string | null; hasNextPage: boolean }> {
  const categories = await getHubCategories();
  const category = options.category ? findCategory(categories, options.category) : null;
  if (options.category && !category) return { posts: [], endCursor: null, hasNextPage: false };
  // At most 50 posts per request; a larger configured page is filled by further requests.
  const wanted = options.first ?? BLOG_FETCH_SIZE;
  const nodes: PostSummary[] = [];
  let after = options.after ?? null;
  let hasNextPage = true;
  while (nodes.length < wanted && hasNextPage) {
    const batch = await fetchPostBatch({ locale, category, search: null }, after, Math.min(BLOG_FETCH_SIZE, wanted - nodes.length));
    nodes.push(...batch.nodes);
    hasNextPage = batch.pageInfo.hasNextPage && batch.pageInfo.endCursor !== after && batch.nodes.length > 0;
    after = batch.pageInfo.endCursor;
  }
  return { posts: await presentPostCards(nodes, locale), endCursor: after, hasNextPage };
}

/** Posts matching a text (ranked), as cards: related reading on glossary and explore pages. */
export async function searchPostCards(locale: Locale, text: string, first = 6): Promise<PostCardModel[]> {
  const batch = await fetchPostBatch({ locale, category: null, search: text }, null, first);
  return presentPostCards(batch.nodes, locale);
}

/**
 * A post by its URL slug in a site locale; null when there is none in that language. The content
 * source is asked by uri (the embedded documents and a WordPress with /blog/%postname%/ permalinks
 * keep posts at /blog/{slug}/; plain /%postname%/ permalinks at /{slug}/).
 */
export const getPostBySlug = cache(async (locale: Locale, slug: string): Promise<Post | null> => {
  const contentLocale = postContentLocale(locale);
  for (const uri of postUriCandidates(slug, contentLocale)) {
    const post = await contentSource().getPost(uri);
    if (post && post.slug === slug && post.locale === contentLocale && post.status === 'publish') return post;
  }
  return null;
});

/** Other posts for the recommended-blog carousel: the post's first category first, then the latest. */
export async function recommendedFor(post: PostSummary | null, locale: Locale, count = 6): Promise<PostCardModel[]> {
  const categories = await getHubCategories();
  const category = post ? findCategory(categories, post.categories[0]?.slug) : null;
  const picked: PostSummary[] = [];
  const add = (nodes: PostSummary[]) => {
    for (const node of nodes) if (node.id !== post?.id && !picked.some((other) => other.id === node.id) && picked.length < count) picked.push(node);
  };
  if (category) add((await fetchPostBatch({ locale, category, search: null }, null, count + 1)).nodes);
  if (picked.length < count) add((await fetchPostBatch({ locale, category: null, search: null }, null, count + 1)).nodes);
  return presentPostCards(picked, locale);
}

export interface FeaturedPostModel extends PostCardModel {
  /** seo.metaDesc, else the whole excerpt. */
  description: string;
  /** opMetaData customImage.url before the featured image. */
  teaserImage: PostImage | null;
  category: CategoryLink | null;
}

/** The featured blog teaser: the post at `uri`, else the newest sticky post, else the newest post. */
export async function featuredPost(locale: Locale, uri?: string | null): Promise<FeaturedPostModel | null> {
  const source = contentSource();
  let summary: PostSummary | null = null;
  if (uri) summary = await source.getPost(uri);
  if (!summary || summary.locale !== postContentLocale(locale)) {
    const latest = (await fetchPostBatch({ locale, category: null, search: null }, null, BLOG_FETCH_SIZE)).nodes;
    summary = latest.find((post) => post.isSticky) ?? latest[0] ?? null;
  }
  if (!summary) return null;
  const full = 'content' in summary ? (summary as Post) : await source.getPost(summary.uri);
  const card = cardOf(summary, locale, await categoryNames(summary.categories, locale));
  const custom = full?.customImageUrl;
  return {
    ...card,
    description: plainText(full?.seo.metaDesc) || plainText(summary.excerpt),
    teaserImage: custom ? { url: custom, alt: card.image?.alt ?? '', width: null, height: null } : card.image,
    category: card.categories[0] ?? null,
  };
}

/**
 * Every published post in the languages the site serves (sitemap, feeds), newest first, read by
 * cursor. Bounded: at most `limit` posts per call, so a runaway cursor cannot hang a render.
 */
export async function allPosts(limit = 5000, source: ContentSource = contentSource()): Promise<PostSummary[]> {
  const posts: PostSummary[] = [];
  let after: string | null = null;
  for (;;) {
    const batch: Connection<PostSummary> = await source.listPosts({ first: 100, after });
    posts.push(...batch.nodes);
    if (!batch.pageInfo.hasNextPage || !batch.pageInfo.endCursor || batch.pageInfo.endCursor === after || posts.length >= limit) break;
    after = batch.pageInfo.endCursor;
  }
  return posts.slice(0, limit);
}

/** The newest posts of a locale with their content (the feed). */
export async function feedPosts(locale: Locale, count = 20): Promise<PostPageModel[]> {
  const source = contentSource();
  const batch = await source.listPosts({ first: count, locale: postContentLocale(locale) });
  const full = await Promise.all(batch.nodes.map((node) => source.getPost(node.uri)));
  return Promise.all(full.filter((post): post is Post => post !== null).map((post) => presentPost(post, locale)));
}
