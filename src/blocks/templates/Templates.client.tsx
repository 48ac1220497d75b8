'use client';

import * as Tabs from '@radix-ui/react-tabs';
import { Box, Download, FileText, Globe, Image as ImageIcon, LayoutTemplate, Mail, Megaphone, Palette, Presentation, Share2, Shield, Video, type LucideIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { GRID_COLUMNS } from '@/components/ui/grid-columns';
import { Pagination } from '@/components/ui/Pagination';
import { SearchField } from '@/components/ui/SearchField';
import { usePaginationLabels } from '@/components/ui/use-pagination-labels';
import {
  changePage,
  changeSearch,
  changeTab,
  filterTemplates,
  filterToolkits,
  hasSelectedOption,
  initialTemplatesState,
  pageCountOf,
  pageOf,
  showTemplatesPager,
  toolkitsNavigation,
  type TemplatesState,
  type TemplatesTab,
} from '@/lib/resources/templates';
import type { TemplateCard, ToolkitCard } from './schema';
import { partsText, type FilledPart } from '@/lib/pricing/money';
import { useCurrency } from '@/components/blocks/pricing/use-currency';

/** Toolkit icons by name (icon, default 'box'); an unknown name shows the box. */
const ICONS: Record<string, LucideIcon> = {
  box: Box,
  'file-text': FileText,
  file: FileText,
  image: ImageIcon,
  megaphone: Megaphone,
  mail: Mail,
  email: Mail,
  presentation: Presentation,
  video: Video,
  palette: Palette,
  share: Share2,
  social: Share2,
  layout: LayoutTemplate,
  globe: Globe,
  shield: Shield,
};

/**
 * The templates page: a search box and two tabs,
 * Canva templates (image cards with two links) and Marketing toolkits (icon, heading, text and a
 * Download link opening in a new tab). Changing tab clears the search and resets to page 1; any
 * search change resets to page 1; ?selectedoption forces the toolkits tab. Page size 8.
 */
/** Card titles are h3 under the block's heading, h2 when the block has none (no level skipped). */
export function Templates({
  templates,
  toolkits,
  columns,
  placeholder,
  linkOne,
  linkTwo,
  locale = 'en',
  headingLevel = 'h3',
}: {
  templates: Array<TemplateCard & { titleParts?: FilledPart[] }>;
  toolkits: ToolkitCard[];
  columns: 1 | 2 | 3 | 4;
  /** The block's own texts (content), else the catalogue's: the search placeholder and the two template links ('Rectangle', 'Square'). */
  placeholder?: string;
  linkOne?: string;
  linkTwo?: string;
  locale?: string;
  headingLevel?: 'h2' | 'h3';
}) {
  const t = useTranslations('resources');
  const pagination = usePaginationLabels();
  const CardTitle = headingLevel;
  const [state, setState] = useState<TemplatesState>(initialTemplatesState(false));
  // A title's figures ('.com from {price:com}') follow the page's currency.
  const [currency] = useCurrency(locale);
  const titleOf = (item: { title: string; titleParts?: FilledPart[] }) => (item.titleParts?.length ? partsText(item.titleParts, currency, locale) : item.title);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the query string is read after hydration on purpose (the page is cached)
    if (hasSelectedOption(window.location.search)) setState((current) => changeTab(current, 'toolkits'));
  }, []);

  const shownTemplates = filterTemplates(templates, state.search);
  const shownToolkits = filterToolkits(toolkits, state.search);
  const total = state.tab === 'templates' ? shownTemplates.length : shownToolkits.length;
  const pageCount = pageCountOf(total);
  const page = Math.min(state.page, pageCount);
  const navigation = state.tab === 'templates' ? (showTemplatesPager(state.search, pageCount) ? 'pager' : 'none') : toolkitsNavigation(page, pageCount);

  const renderPager = () =>
    navigation === 'next' ? (
      <div className="mt-10 flex justify-center">
        <button type="button" className="inline-flex min-h-11 items-center rounded-md border-2 border-brand px-6 font-semibold text-brand hover:bg-brand hover:text-white" data-testid="toolkits-next" onClick={() => setState((current) => changePage(current, 2, pageCount))}>
          {pagination.next}
        </button>
      </div>
    ) : navigation === 'pager' ? (
      <Pagination className="mt-10" page={page} totalPages={pageCount} labels={pagination} onChange={(next) => setState((current) => changePage(current, next, pageCount))} />
    ) : null;

  const empty = (
    <p className="mt-8 rounded-xl border border-dashed border-slate-300 bg-muted p-8 text-center text-lg font-semibold text-heading" data-testid="templates-empty">
      {t('templates.noResults')}
    </p>
  );

  return (
    <div data-testid="templates" data-tab={state.tab} data-page={page}>
      <SearchField
        label={t('templates.searchLabel')}
        placeholder={placeholder || t('templates.searchPlaceholder')}
        value={state.search}
        onChange={(search) => setState((current) => changeSearch(current, search))}
        status={state.search.trim() ? t('templates.results', { count: total }) : ''}
        className="mx-auto max-w-xl"
      />
      <Tabs.Root value={state.tab} onValueChange={(value) => setState((current) => changeTab(current, value as TemplatesTab))} className="mt-6">
        <Tabs.List aria-label={t('templates.tabsLabel')} className="flex justify-center gap-2 border-b border-slate-200">
          {(['templates', 'toolkits'] as const).map((tab) => (
            <Tabs.Trigger
              key={tab}
              value={tab}
              className="-mb-px min-h-11 border-b-4 border-transparent px-4 font-semibold text-slate-700 hover:text-brand data-[state=active]:border-brand data-[state=active]:text-brand-dark"
            >
              {tab === 'templates' ? t('templates.tabTemplates') : t('templates.tabToolkits')}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="templates" className="pt-8 outline-none">
          {shownTemplates.length ? (
            <ul role="list" className={`grid gap-6 ${GRID_COLUMNS[columns]}`}>
              {pageOf(shownTemplates, page).map((item, index) => (
                <li key={`${item.title}-${index}`} className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
                  {item.image ? (
                    <img src={item.image.url} alt={item.image.alt} width={item.image.width ?? 800} height={item.image.height ?? 600} loading="lazy" decoding="async" className="aspect-[4/3] w-full bg-muted object-cover" />
                  ) : null}
                  <div className="flex flex-1 flex-col gap-3 p-5">
                    <CardTitle className="text-lg">{titleOf(item)}</CardTitle>
                    <p className="mt-auto flex flex-wrap gap-2">
                      {[
                        { url: item.linkOne, label: linkOne || t('templates.linkOne') },
                        { url: item.linkTwo, label: linkTwo || t('templates.linkTwo') },
                      ]
                        .filter((link) => link.url)
                        .map((link) => (
                          <a key={link.label} href={link.url} target="_blank" rel="noopener noreferrer" className="inline-flex min-h-10 items-center rounded-md border-2 border-brand px-3 text-sm font-semibold text-brand hover:bg-brand hover:text-white">
                            {link.label}
                            <span className="sr-only">
                              {' '}
                              {titleOf(item)} {t('newTab')}
                            </span>
                          </a>
                        ))}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          ) : (
            empty
          )}
          {shownTemplates.length ? renderPager() : null}
        </Tabs.Content>
        <Tabs.Content value="toolkits" className="pt-8 outline-none">
          {shownToolkits.length ? (
            <ul role="list" className={`grid gap-6 ${GRID_COLUMNS[columns]}`}>
              {pageOf(shownToolkits, page).map((item, index) => {
                const Icon = ICONS[item.icon] ?? Box;
                return (
                  <li key={`${item.heading}-${index}`} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
                    <span className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-muted text-brand" data-icon={ICONS[item.icon] ? item.icon : 'box'}>
                      <Icon aria-hidden="true" size={24} />
                    </span>
                    <CardTitle className="text-lg">{item.heading}</CardTitle>
                    {item.text ? <p className="flex-1 text-ink">{item.text}</p> : null}
                    {item.downloadLink ? (
                      <a href={item.downloadLink} target="_blank" rel="noopener noreferrer" className="inline-flex min-h-11 items-center gap-2 self-start rounded-md bg-brand px-4 font-semibold text-white hover:bg-brand-dark">
                        <Download aria-hidden="true" size={18} />
                        {t('templates.download')}
                        <span className="sr-only">
                          {' '}
                          {item.heading} {t('newTab')}
                        </span>
                      </a>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          ) : (
            empty
          )}
          {shownToolkits.length ? renderPager() : null}
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
