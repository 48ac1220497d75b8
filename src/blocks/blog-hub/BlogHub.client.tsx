'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore, type MouseEvent, type ReactNode } from 'react';
import { PaginationNav } from '@/components/ui/PaginationNav';
import {
  allArticles,
  clearSearch,
  goToPage,
  hubMode,
  hubQuery,
  hubStateFromQuery,
  loadedPageCount,
  needsFetchFor,
  pagerPageCount,
  pageSlice,
  searchFor,
  selectCategory,
  type HubState,
} from '@/lib/posts/hub';
import { BLOG_FETCH_SIZE } from '@/lib/posts/constants';
import type { CategoryLink, PostBatch, PostCardModel } from '@/lib/posts/types';
import { PostCard } from '@/components/blocks/blog/PostCard';
import { usePostCardLabels } from '@/components/blocks/blog/use-post-card-labels';
import { LabelledInput } from '@/components/ui/LabelledInput';
import { usePaginationLabels } from '@/components/ui/use-pagination-labels';

/** What the server rendered: the state, its page of cards and the cursor state after the loaded posts. */
export interface BlogHubInitial {
  state: HubState;
  posts: PostCardModel[];
  page: number;
  pageCount: number;
}

interface View {
  state: HubState;
  posts: PostCardModel[];
  page: number;
  pageCount: number;
}

/** The posts loaded for one mode (category or search), in order, with the cursor after them. */
interface Loaded {
  key: string;
  posts: PostCardModel[];
  endCursor: string | null;
  hasNextPage: boolean;
}

const noSubscription = () => () => {};

function modeKey(state: HubState): string {
  return state.search ? `search:${state.search}` : `category:${state.category ?? ''}`;
}

/**
 * The blog hub. Server-rendered with its first page:
 * every control is a link or a GET form, so it works without JavaScript (the server reads
 * ?category=&search=&page=). Once hydrated it takes over those links: posts are fetched from
 * GET /api/posts 50 at a time by cursor and shown 10 per page; Next on the last loaded page
 * fetches the next cursor page while at most 200 posts are loaded. Choosing a category resets to
 * page 1 and clears the cursor and loaded posts; All Articles resets search, cursor and page;
 * Clear after a search restores the list. The URL follows (history), and Back restores.
 */
export function BlogHub({
  basePath,
  locale,
  categories,
  initial,
  featured,
  syncUrl = true,
}: {
  /** '/blog', '/es/blog' … */
  basePath: string;
  locale: string;
  categories: CategoryLink[];
  initial: BlogHubInitial;
  featured?: ReactNode;
  /** The /blog routes keep the URL in step (history); a hub block on another page does not. */
  syncUrl?: boolean;
}) {
  const t = useTranslations('blog.hub');
  const card = usePostCardLabels();
  const pagination = usePaginationLabels();
  const [view, setView] = useState<View>({ state: initial.state, posts: initial.posts, page: initial.page, pageCount: initial.pageCount });
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  // false in the server HTML (the category form keeps its submit button), true once hydrated.
  const enhanced = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [searchText, setSearchText] = useState(initial.state.search ?? '');
  const loaded = useRef<Loaded | null>(null);
  const request = useRef(0);
  const gridTop = useRef<HTMLDivElement>(null);
  const selectId = useId();

  const fetchBatch = useCallback(
    async (state: HubState, after: string | null): Promise<PostBatch> => {
      const params = new URLSearchParams({ locale, first: String(BLOG_FETCH_SIZE) });
      if (state.search) params.set('search', state.search);
      else if (state.category) params.set('category', state.category);
      if (after) params.set('after', after);
      const response = await fetch(`/api/posts?${params.toString()}`, { headers: { accept: 'application/json' } });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return (await response.json()) as PostBatch;
    },
    [locale],
  );

  const show = useCallback(
    async (target: HubState, history: 'push' | 'none' = 'push') => {
      const ticket = ++request.current;
      const key = modeKey(target);
      // A new mode (category or search) starts over: cursor and loaded posts are cleared.
      if (loaded.current?.key !== key) loaded.current = { key, posts: [], endCursor: null, hasNextPage: true };
      const cache = loaded.current;
      setLoading(true);
      setFailed(false);
      try {
        let first = cache.posts.length === 0 && cache.endCursor === null;
        while (first || needsFetchFor(target.page, cache.posts.length, cache.hasNextPage)) {
          const batch = await fetchBatch(target, cache.endCursor);
          if (ticket !== request.current) return;
          cache.posts.push(...batch.posts);
          const advanced = batch.pageInfo.endCursor !== null && batch.pageInfo.endCursor !== cache.endCursor;
          cache.endCursor = batch.pageInfo.endCursor ?? cache.endCursor;
          cache.hasNextPage = batch.pageInfo.hasNextPage && advanced;
          first = false;
        }
        const page = Math.min(target.page, loadedPageCount(cache.posts.length));
        const state = { ...target, page };
        setView({ state, posts: pageSlice(cache.posts, page), page, pageCount: pagerPageCount(cache.posts.length, cache.hasNextPage) });
        setSearchText(state.search ?? '');
        if (history === 'push' && syncUrl) window.history.pushState({ blogHub: true }, '', `${basePath}${hubQuery(state)}`);
      } catch (error) {
        // Blog list fetch errors are only logged; a failed search says so.
        if (ticket !== request.current) return;
        if (target.search) setFailed(true);
        else console.warn('[blog] loading posts failed:', error instanceof Error ? error.message : error);
      } finally {
        if (ticket === request.current) setLoading(false);
      }
    },
    [basePath, fetchBatch, syncUrl],
  );

  useEffect(() => {
    if (!syncUrl) return;
    const onPop = () => {
      if (window.location.pathname.replace(/\/$/, '') !== basePath) return;
      void show(hubStateFromQuery(new URLSearchParams(window.location.search)), 'none');
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [basePath, show, syncUrl]);

  /** Links keep working as links (new tab, modifier keys); a plain click is handled here. */
  const follow = (target: HubState, scroll = false) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void show(target).then(() => {
      if (scroll) gridTop.current?.scrollIntoView({ block: 'start' });
    });
  };

  const { state } = view;
  const mode = hubMode(state);
  const href = (target: HubState) => `${basePath}${hubQuery(target)}`;
  const activeCategory = categories.find((category) => category.slug === state.category) ?? null;
  const heading = mode === 'search' ? t('resultsFor', { search: state.search ?? '' }) : activeCategory ? t('inCategory', { category: activeCategory.name }) : t('latest');
  const tabClass = (active: boolean) =>
    `inline-flex min-h-10 items-center whitespace-nowrap rounded-full border px-4 text-sm font-semibold transition-colors ${
      active ? 'border-brand bg-brand text-white' : 'border-slate-300 bg-white text-heading hover:border-brand hover:text-brand'
    }`;

  return (
    <div data-testid="blog-hub" data-mode={mode} data-page={view.page} aria-busy={loading}>
      <form
        role="search"
        action={basePath}
        method="get"
        className="flex flex-col gap-2 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          const next = searchFor(state, searchText);
          if (next !== state) void show(next);
        }}
      >
        <LabelledInput
          label={t('searchLabel')}
          labelClassName="text-sm font-semibold text-heading"
          fieldClassName="flex flex-1 flex-col gap-1"
          type="search"
          name="search"
          required
          maxLength={100}
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          placeholder={t('searchPlaceholder')}
          className="w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-ink placeholder:text-slate-600"
        />
        {state.category ? <input type="hidden" name="category" value={state.category} /> : null}
        <div className="flex gap-2">
          <button type="submit" className="min-h-11 rounded-md bg-brand px-5 font-semibold text-white hover:bg-brand-dark">
            {t('searchButton')}
          </button>
          {mode === 'search' ? (
            <a href={href(clearSearch(state))} onClick={follow(clearSearch(state))} className="inline-flex min-h-11 items-center rounded-md border-2 border-brand px-4 font-semibold text-brand hover:bg-muted">
              {t('clear')}
            </a>
          ) : null}
        </div>
      </form>

      {/* Desktop: All Articles and the category tabs (links). */}
      <nav aria-label={t('categories')} className="mt-6 hidden md:block">
        <ul className="flex flex-wrap gap-2">
          <li>
            <a href={href(allArticles())} onClick={follow(allArticles())} aria-current={mode === 'all' ? 'page' : undefined} className={tabClass(mode === 'all')}>
              {t('allArticles')}
            </a>
          </li>
          {categories.map((category) => {
            const active = mode === 'category' && state.category === category.slug;
            return (
              <li key={category.slug}>
                <a href={href(selectCategory(state, category.slug))} onClick={follow(selectCategory(state, category.slug))} aria-current={active ? 'page' : undefined} className={tabClass(active)}>
                  {category.name}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>

      {/* Mobile: the category dropdown (a GET form without JavaScript; it applies on change once hydrated). */}
      <form action={basePath} method="get" className="mt-6 flex items-end gap-2 md:hidden">
        <div className="flex flex-1 flex-col gap-1">
          <label htmlFor={selectId} className="text-sm font-semibold text-heading">
            {t('categoryLabel')}
          </label>
          <select
            id={selectId}
            name="category"
            value={mode === 'search' ? '' : (state.category ?? '')}
            onChange={(event) => {
              const slug = event.target.value;
              void show(slug ? selectCategory(state, slug) : allArticles());
            }}
            className="w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-ink"
          >
            <option value="">{t('allArticles')}</option>
            {categories.map((category) => (
              <option key={category.slug} value={category.slug}>
                {category.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" hidden={enhanced} className="min-h-11 rounded-md border-2 border-brand px-4 font-semibold text-brand">
          {t('showCategory')}
        </button>
      </form>

      {featured && mode === 'all' && view.page === 1 ? <div className="mt-8">{featured}</div> : null}

      <div ref={gridTop} className="scroll-mt-24 pt-8">
        <h2 className="text-2xl sm:text-3xl">{heading}</h2>
        <p role="status" aria-live="polite" className="mt-1 text-sm text-slate-700">
          {loading ? t('loading') : failed ? t('error') : view.posts.length ? t('pageStatus', { page: view.page, total: view.pageCount }) : ''}
        </p>
        {view.posts.length ? (
          <ul role="list" className={`mt-4 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3 ${loading ? 'opacity-60' : ''}`}>
            {view.posts.map((post, index) => (
              <li key={post.id}>
                <PostCard post={post} labels={card} priority={index < 3 && view.page === 1} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="mt-6 rounded-xl border border-dashed border-slate-300 bg-muted p-8 text-center">
            <p className="text-xl font-semibold text-heading">{t('noPosts')}</p>
            <p className="mt-2 text-ink">
              {t('noPostsHint')}{' '}
              <a href={href(allArticles())} onClick={follow(allArticles())} className="font-semibold text-brand underline">
                {t('allArticles')}
              </a>
            </p>
          </div>
        )}
      </div>

      {view.posts.length ? (
        <PaginationNav
          className="mt-10"
          page={view.page}
          totalPages={view.pageCount}
          labels={pagination}
          renderControl={(control) =>
            control.disabled ? (
              <span className={control.className} aria-disabled="true">
                {control.content}
              </span>
            ) : (
              <a
                href={href(goToPage(state, control.page))}
                onClick={follow(goToPage(state, control.page), true)}
                className={control.className}
                aria-current={control.current ? 'page' : undefined}
                aria-label={control.kind === 'page' ? control.label : undefined}
                rel={control.kind === 'next' ? 'next' : control.kind === 'previous' ? 'prev' : undefined}
              >
                {control.content}
              </a>
            )
          }
        />
      ) : null}
    </div>
  );
}
