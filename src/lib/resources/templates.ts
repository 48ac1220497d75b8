import { matchesTitle } from '@/lib/glossary/glossary';

/**
 * Templates page: two tabs (Canva templates, Marketing
 * toolkits), search, page size 8. Changing tab clears the search and resets to page 1; any search
 * change resets to page 1; ?selectedoption forces the toolkits tab.
 *
 * Spec: pricing-and-catalogue.md §2, §4 "Templates page", §5, §9.
 */
export const TEMPLATES_PAGE_SIZE = 8;
export type TemplatesTab = 'templates' | 'toolkits';

export interface TemplatesState {
  tab: TemplatesTab;
  search: string;
  page: number;
}

export const initialTemplatesState = (selectedOption: boolean): TemplatesState => ({ tab: selectedOption ? 'toolkits' : 'templates', search: '', page: 1 });

/** A page with the query parameter selectedoption (any value) preselects the toolkits tab. */
export function hasSelectedOption(search: string | URLSearchParams): boolean {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return params.has('selectedoption');
}

export function changeTab(state: TemplatesState, tab: TemplatesTab): TemplatesState {
  return tab === state.tab ? state : { tab, search: '', page: 1 };
}

export function changeSearch(state: TemplatesState, search: string): TemplatesState {
  return { ...state, search, page: 1 };
}

export function changePage(state: TemplatesState, page: number, pageCount: number): TemplatesState {
  return { ...state, page: Math.min(Math.max(1, Math.trunc(page)), Math.max(1, pageCount)) };
}

/** Templates are searched on the title, toolkits on the heading (case-insensitive substring). */
export function filterTemplates<T extends { title: string }>(items: readonly T[], search: string): T[] {
  return items.filter((item) => matchesTitle(item.title, search));
}

export function filterToolkits<T extends { heading: string }>(items: readonly T[], search: string): T[] {
  return items.filter((item) => matchesTitle(item.heading, search));
}

export function pageCountOf(total: number, pageSize = TEMPLATES_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export function pageOf<T>(items: readonly T[], page: number, pageSize = TEMPLATES_PAGE_SIZE): T[] {
  return items.slice((page - 1) * pageSize, page * pageSize);
}

/** The templates pager is shown only with no search text (and more than one page). */
export function showTemplatesPager(search: string, pageCount: number): boolean {
  return search.trim() === '' && pageCount > 1;
}

/**
 * The toolkits' page navigation: the
 * pager shows from page 2 on; on page 1 with more pages there is no pager, only a Next button (so
 * page 1 can still be left); with one page, nothing.
 */
export type ToolkitsNavigation = 'pager' | 'next' | 'none';
export function toolkitsNavigation(page: number, pageCount: number): ToolkitsNavigation {
  if (page !== 1) return 'pager';
  return pageCount > 1 ? 'next' : 'none';
}
