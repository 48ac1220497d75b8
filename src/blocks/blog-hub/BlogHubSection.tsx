import type { Locale } from '@/i18n/locales';
import type { HubState } from '@/lib/posts/hub';
import { blogPath } from '@/lib/posts/links';
import { loadHub } from '@/lib/posts/service';
import { FeaturedTeaser } from '@/components/blocks/blog/FeaturedTeaser';
import { BlogHub } from './BlogHub.lazy';
import { IslandMessages } from '@/components/i18n/IslandMessages';
import { blogHubMessages } from './messages';

/**
 * The hub's server part: loads the state's page (cursor pages of 50 until the page is filled) and
 * renders the island with it, so the first page (and any page reached by a link) is in the HTML.
 */
export async function BlogHubSection({ locale, state, withFeatured = true, syncUrl = false }: { locale: Locale; state: HubState; withFeatured?: boolean; syncUrl?: boolean }) {
  const view = await loadHub(locale, state);
  return (
    <IslandMessages locale={locale} namespaces={blogHubMessages}>
      <BlogHub
        basePath={blogPath(locale)}
        locale={locale}
        categories={view.categories}
        initial={{ state: view.state, posts: view.posts, page: view.page, pageCount: view.pageCount }}
        featured={withFeatured ? <FeaturedTeaser locale={locale} /> : undefined}
        syncUrl={syncUrl}
      />
    </IslandMessages>
  );
}
