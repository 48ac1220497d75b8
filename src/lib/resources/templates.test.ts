import { describe, expect, it } from 'vitest';
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
  TEMPLATES_PAGE_SIZE,
} from './templates';

describe('templates page', () => {
  it('?selectedoption forces the toolkits tab', () => {
    expect(hasSelectedOption('?selectedoption=1')).toBe(true);
    expect(hasSelectedOption('?selectedoption')).toBe(true);
    expect(hasSelectedOption('?other=1')).toBe(false);
    expect(initialTemplatesState(true).tab).toBe('toolkits');
    expect(initialTemplatesState(false)).toEqual({ tab: 'templates', search: '', page: 1 });
  });
  it('a tab change clears the search and resets to page 1; a search change resets to page 1', () => {
    const state = { tab: 'templates' as const, search: 'story', page: 2 };
    expect(changeTab(state, 'toolkits')).toEqual({ tab: 'toolkits', search: '', page: 1 });
    expect(changeTab(state, 'templates')).toBe(state);
    expect(changeSearch({ ...state, search: '' }, 's')).toEqual({ tab: 'templates', search: 's', page: 1 });
    expect(changePage(state, 9, 2).page).toBe(2);
  });
  it('page size 8; templates search the title, toolkits the heading, case-insensitive', () => {
    expect(TEMPLATES_PAGE_SIZE).toBe(8);
    const templates = Array.from({ length: 10 }, (_, index) => ({ title: index % 2 ? `Story ${index}` : `Banner ${index}` }));
    expect(pageCountOf(templates.length)).toBe(2);
    expect(pageOf(templates, 2)).toHaveLength(2);
    expect(filterTemplates(templates, 'STORY')).toHaveLength(5);
    expect(filterToolkits([{ heading: 'Email kit' }, { heading: 'Brand guide' }], 'kit')).toEqual([{ heading: 'Email kit' }]);
  });
  it('the templates pager shows only without search text; the toolkit pager whenever pages are not 1', () => {
    expect(showTemplatesPager('', 2)).toBe(true);
    expect(showTemplatesPager('story', 2)).toBe(false);
    expect(showTemplatesPager('', 1)).toBe(false);
    // The toolkit pager only when the page is not 1; page 1 has a lone Next button.
    expect(toolkitsNavigation(1, 3)).toBe('next');
    expect(toolkitsNavigation(2, 3)).toBe('pager');
    expect(toolkitsNavigation(3, 3)).toBe('pager');
    expect(toolkitsNavigation(1, 1)).toBe('none');
  });
});
