import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { paginate } from './paging';
import { rawPageDocumentSchema } from './raw';
import {
  ContentValidationError,
  normaliseUri,
  parseOrThrow,
  reshapePage,
  reshapeThemeOptions,
  selectMenu,
  type MenusByLocation,
} from './reshape';
import { readDocument } from './documents';
import type { Category, ContentSource, Membership, MenuItem, MenuLocation, Page, PageRef, Post, Promotion, ThemeOptions } from './types';
import { DEFAULT_CONTENT_LOCALE } from '@/i18n/locales';
import { selectPromotions } from '@/lib/promotions/select';
import { PostSearchIndex } from '@/lib/posts/search-index';
import { plainText } from '@/lib/posts/text';

/**
 * The default content source: documents under content/ in the content system's own shapes.
 *   content/pages/<locale>/*.json     GetPageDetail answers ({data:{page}})
 *   content/posts/<locale>/*.json     getPostDetail answers ({data:{post}})
 *   content/categories.json, theme-options.json, memberships.json, promotions.json, menus.json
 * Every document is validated when the source loads; the first broken one throws a
 * ContentValidationError naming the file and the JSON path.
 */
export interface EmbeddedContent {
  pages: Map<string, Map<string, Page>>;
  posts: Post[];
  categories: Category[];
  themeOptions: ThemeOptions;
  memberships: Membership[];
  promotions: Promotion[];
  menus: MenusByLocation;
}

function readJson(file: string, root: string): unknown {
  const relative = path.relative(path.dirname(root), file);
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ContentValidationError(relative, '', `not valid JSON: ${(error as Error).message}`);
  }
}

function jsonFiles(directory: string): string[] {
  if (!existsSync(directory)) return [];
  return readdirSync(directory)
    .flatMap((entry) => {
      const full = path.join(directory, entry);
      return statSync(full).isDirectory() ? jsonFiles(full) : entry.endsWith('.json') ? [full] : [];
    })
    .sort();
}

export function loadEmbeddedContent(root: string): EmbeddedContent {
  const rel = (file: string) => path.relative(path.dirname(root), file);
  const pages = new Map<string, Map<string, Page>>();
  const pagesDir = path.join(root, 'pages');
  for (const localeDir of existsSync(pagesDir) ? readdirSync(pagesDir).sort() : []) {
    for (const file of jsonFiles(path.join(pagesDir, localeDir))) {
      const doc = parseOrThrow(rawPageDocumentSchema, readJson(file, root), rel(file));
      const rawPage = doc.data.page ?? doc.data.pageBy;
      if (!rawPage) continue;
      const page = reshapePage(rawPage, rel(file), doc.data.page ? 'data.page' : 'data.pageBy');
      if (page.locale !== localeDir) {
        throw new ContentValidationError(rel(file), 'data.page.locale.id', `is ${page.locale} but the file is under pages/${localeDir}`);
      }
      const byUri = pages.get(page.locale) ?? new Map<string, Page>();
      if (byUri.has(page.uri)) throw new ContentValidationError(rel(file), 'data.page.uri', `duplicate uri ${page.uri} in ${page.locale}`);
      byUri.set(page.uri, page);
      pages.set(page.locale, byUri);
    }
  }
  const posts = jsonFiles(path.join(root, 'posts'))
    .map((file) => readDocument.post(readJson(file, root), rel(file)))
    .sort((a, b) => b.date.localeCompare(a.date));
  const optional = <T>(name: string, parse: (value: unknown, source: string) => T, fallback: T): T => {
    const file = path.join(root, name);
    return existsSync(file) ? parse(readJson(file, root), rel(file)) : fallback;
  };
  return {
    pages,
    posts,
    categories: optional('categories.json', readDocument.categories, []),
    themeOptions: optional(
      'theme-options.json',
      readDocument.themeOptions,
      reshapeThemeOptions({ data: { themeOptions: {} } }),
    ),
    memberships: optional('memberships.json', readDocument.memberships, []),
    promotions: optional('promotions.json', readDocument.promotions, []),
    menus: optional('menus.json', readDocument.menus, {}),
  };
}

export class EmbeddedContentSource implements ContentSource {
  readonly kind = 'embedded' as const;
  private content: EmbeddedContent | null = null;
  private searchIndex: Promise<PostSearchIndex> | null = null;

  constructor(private readonly root: string) {}

  /** The FTS5 index of the posts (src/lib/posts/search-index.ts), built in memory on first search. */
  private index(): Promise<PostSearchIndex> {
    this.searchIndex ??= PostSearchIndex.build(
      this.load().posts.map((post) => ({
        id: post.id,
        locale: post.locale,
        title: plainText(post.title),
        excerpt: plainText(post.excerpt),
        content: plainText(post.content),
        date: post.date,
      })),
    ).catch((error: unknown) => {
      this.searchIndex = null;
      throw error;
    });
    return this.searchIndex;
  }

  private load(): EmbeddedContent {
    this.content ??= loadEmbeddedContent(this.root);
    return this.content;
  }

  async getPage(uri: string, locale: string): Promise<Page | null> {
    const { pages } = this.load();
    const key = normaliseUri(uri);
    return pages.get(locale)?.get(key) ?? pages.get(DEFAULT_CONTENT_LOCALE)?.get(key) ?? null;
  }

  async getPost(uri: string): Promise<Post | null> {
    const key = normaliseUri(uri);
    return this.load().posts.find((post) => post.uri === key) ?? null;
  }

  /** Ranked full-text search (FTS5, bm25, prefix words, diacritics folded), paged by cursor. */
  async searchPosts(query: { search: string; first: number; after?: string | null; locale?: string }) {
    const ids = await (await this.index()).search(query.search, query.locale);
    const byId = new Map(this.load().posts.map((post) => [post.id, post]));
    const posts = ids.flatMap((id) => byId.get(id) ?? []);
    return paginate(posts, query.first, query.after);
  }

  async listPosts(query: { categories?: number[]; first: number; after?: string | null; locale?: string }) {
    const wanted = query.categories ?? [];
    const posts = this.load().posts.filter(
      (post) =>
        (!query.locale || post.locale === query.locale) &&
        (wanted.length === 0 || post.categories.some((category) => category.categoryId !== null && wanted.includes(category.categoryId))),
    );
    return paginate(posts, query.first, query.after);
  }

  async listCategories(): Promise<Category[]> {
    return this.load().categories;
  }

  async listPages(): Promise<PageRef[]> {
    const refs: PageRef[] = [];
    for (const [locale, byUri] of this.load().pages) {
      for (const page of byUri.values()) {
        refs.push({ uri: page.uri, locale, modified: page.seo.opengraph.modifiedTime, noindex: page.seo.robots.noindex });
      }
    }
    return refs;
  }

  async getThemeOptions(): Promise<ThemeOptions> {
    return this.load().themeOptions;
  }

  async getMemberships(): Promise<Membership[]> {
    return this.load().memberships;
  }

  async getMenu(location: MenuLocation, locale: string): Promise<MenuItem[]> {
    return selectMenu(this.load().menus, location, locale);
  }

  async getPromotions(language: string): Promise<Promotion[]> {
    return selectPromotions(this.load().promotions, language);
  }

  async listPromotions(): Promise<Promotion[]> {
    return this.load().promotions;
  }
}
