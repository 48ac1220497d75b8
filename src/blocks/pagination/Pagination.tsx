import { IslandMessages } from '@/components/i18n/IslandMessages';
import { getPaginationLabels } from '@/components/ui/pagination-labels';
import { PaginationNav } from '@/components/ui/PaginationNav';
import type { BlockProps } from '../types';
import { pageHref } from './links';
import { PaginationDemo } from './PaginationDemo.lazy';
import type { PaginationBlockAttributes } from './schema';

/**
 * 'acf/pagination': with base_url, server-rendered links `?page=N` (disabled controls are
 * aria-disabled text without a link); without it, the interactive island.
 */
export async function PaginationBlock({ attributes, context }: BlockProps<PaginationBlockAttributes>) {
  const { status: _status, ...labels } = await getPaginationLabels(context.locale);
  const { total_pages: totalPages, current_page: currentPage, base_url: baseUrl, anchor, className } = attributes;
  return (
    <div id={anchor || undefined} className={`mx-auto max-w-6xl px-4 py-6 ${className ?? ''}`.trim()}>
      {baseUrl ? (
        <PaginationNav
          page={currentPage}
          totalPages={totalPages}
          labels={labels}
          renderControl={(control) =>
            control.disabled ? (
              <span className={control.className} aria-disabled="true" role="link">
                {control.content}
              </span>
            ) : (
              <a
                href={pageHref(baseUrl, control.page)}
                className={control.className}
                aria-current={control.current ? 'page' : undefined}
                aria-label={control.kind === 'page' ? control.label : undefined}
              >
                {control.content}
              </a>
            )
          }
        />
      ) : (
        <IslandMessages locale={context.locale} namespaces={['blocks.pagination']}>
          <PaginationDemo initialPage={currentPage} totalPages={totalPages} />
        </IslandMessages>
      )}
    </div>
  );
}
