import { matchesTitle } from '@/lib/glossary/glossary';

/**
 * Templates page (pricing §2, §4 "Templates page", §5, §9): two tabs (Canva templates, Marketing
 * toolkits), search, page size 8. Changing tab clears the search and resets to page 1; any search
 * change resets to page 1; ?selectedoption forces the toolkits tab.
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
 * The toolkit pager 'only when the page is not 1' (pricing §5). Reading chosen: when the number
 * of pages is not 1 — a pager hidden on page 1 could never be used to leave page 1.
 */
export function showToolkitsPager(pageCount: number): boolean {
  return pageCount !== 1;
}
