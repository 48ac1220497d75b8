// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import type { ReactElement, ReactNode } from 'react';
import { exploreBlock } from './explore';
import { faqBlock } from './faq';
import { glossaryBlock } from './glossary';
import { mediaResourcesBlock, sdgsBlock } from './resource-tabs';
import { templatesBlock } from './templates';
import type { BlockContext, BlockFixture, RegisteredBlock } from './types';
import { contentHubBlocks } from './registry';

vi.mock('next-intl/server', () => import('@/test/next-intl-server-double'));

/**
 * The content hub's blocks rendered from their fixtures the way the server renders them (server
 * components awaited, islands rendered in jsdom): no serious axe violation in en, es and nl, and
 * the island rules a reader meets (tabs, search as you type, one podcast at a time).
 */
async function renderServerTree(node: ReactNode): Promise<ReactNode> {
  if (Array.isArray(node)) return Promise.all(node.map(renderServerTree));
  if (!node || typeof node !== 'object' || !('type' in node)) return node;
  const element = node as ReactElement<{ children?: ReactNode }>;
  if (typeof element.type === 'function' && element.type.constructor.name === 'AsyncFunction') {
    return renderServerTree(await (element.type as (props: unknown) => Promise<ReactNode>)(element.props));
  }
  // Plain server components (not islands): called, so async components inside them resolve too.
  if (typeof element.type === 'function' && !isIsland(element.type)) {
    return renderServerTree((element.type as (props: unknown) => ReactNode)(element.props));
  }
  if (element.props?.children !== undefined) {
    const children = await renderServerTree(element.props.children);
    return { ...element, props: { ...element.props, children } } as ReactElement;
  }
  return element;
}

// Client components are left to React (next-intl's provider of IslandMessages among them).
const ISLANDS = new Set(['NextIntlClientProvider', 'BlogHub', 'BlogCards', 'BlogCarousel', 'Templates', 'Glossary', 'Explore', 'ResourceTabs', 'FaqSearch', 'FaqAccordion']);
function isIsland(component: { name: string }): boolean {
  return ISLANDS.has(component.name);
}

async function renderFixture(block: RegisteredBlock, fixture: BlockFixture, locale: BlockContext['locale'] = 'en', path = '/blocks') {
  const resolved = block.resolve(fixture.attributes);
  if (!resolved.ok) throw new Error(`fixture does not parse: ${resolved.field}: ${resolved.message}`);
  const node = await renderServerTree(resolved.render(fixture.innerBlocks ?? [], { locale, path, pageUri: path, nonce: 'n' }, null));
  return render(<main>{node}</main>);
}


describe.each(['en', 'es', 'nl'] as const)('content hub blocks (%s)', (locale) => {
  it.each(contentHubBlocks.flatMap((block) => block.fixtures.map((fixture) => [block.name, fixture.title, block, fixture] as const)))(
    '%s: %s has no serious or critical axe violation',
    async (_name, _title, block, fixture) => {
      const { container } = await renderFixture(block, fixture, locale);
      const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
      const serious = result.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
      expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
    },
  );
});

describe('templates page', () => {
  it('a tab change clears the search; ?selectedoption forces the toolkits tab; Download opens in a new tab', async () => {
    await renderFixture(templatesBlock, templatesBlock.fixtures[0]!);
    const search = screen.getByLabelText('Search templates and toolkits');
    fireEvent.change(search, { target: { value: 'template 1' } });
    expect(screen.getByText('2 results')).toBeInTheDocument();
    // no pager while searching the templates
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Marketing toolkits' }));
    expect(screen.getByRole('tab', { name: 'Marketing toolkits' })).toHaveAttribute('aria-selected', 'true');
    expect(search).toHaveValue('');
    const download = screen.getAllByRole('link', { name: /Download/ })[0]!;
    expect(download).toHaveAttribute('target', '_blank');
    expect(screen.getByText('Brand guide').closest('li')!.querySelector('[data-icon]')).toHaveAttribute('data-icon', 'box');
    fireEvent.change(search, { target: { value: 'nothing like this' } });
    expect(screen.getByText('Sorry, we couldn’t find any matching results.')).toBeInTheDocument();
  });

  it('pages by 8 with the default link labels; a search change goes back to page 1', async () => {
    await renderFixture(templatesBlock, templatesBlock.fixtures[0]!);
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getAllByRole('link', { name: /^Rectangle/ })).toHaveLength(8);
    expect(within(panel).getAllByRole('link', { name: /^Square/ })).toHaveLength(8);
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(screen.getByTestId('templates')).toHaveAttribute('data-page', '2');
    fireEvent.change(screen.getByLabelText('Search templates and toolkits'), { target: { value: 'Social' } });
    expect(screen.getByTestId('templates')).toHaveAttribute('data-page', '1');
  });

  it('opens on the toolkits tab with ?selectedoption', async () => {
    window.history.pushState(null, '', '/templates?selectedoption=1');
    await act(async () => {
      await renderFixture(templatesBlock, templatesBlock.fixtures[0]!);
    });
    expect(screen.getByTestId('templates')).toHaveAttribute('data-tab', 'toolkits');
    window.history.pushState(null, '', '/');
  });
});

describe('glossary, explore and FAQ search', () => {
  it('the glossary filters as you type, greys letters without entries, and says so when nothing matches', async () => {
    await renderFixture(glossaryBlock, glossaryBlock.fixtures[0]!);
    const bar = screen.getByRole('navigation', { name: 'Glossary from A to Z' });
    expect(within(bar).getByRole('link', { name: 'Terms starting with D' })).toHaveAttribute('href', '#glossary-d');
    expect(within(bar).queryByRole('link', { name: /starting with B$/ })).toBeNull();
    expect(within(bar).getByText('B: no terms')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Search the glossary'), { target: { value: 'regist' } });
    expect(screen.getByText('2 terms')).toBeInTheDocument();
    expect(within(bar).queryByRole('link', { name: 'Terms starting with D' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Search the glossary'), { target: { value: 'dnssec' } });
    expect(screen.getByText('1 term')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Search the glossary'), { target: { value: 'qqq' } });
    expect(screen.getByText('No results found.')).toBeInTheDocument();
    expect(screen.getByText('Please try again with some different keywords.')).toBeInTheDocument();
  });

  it('the glossary counts its matches in Spanish (one plural message)', async () => {
    await renderFixture(glossaryBlock, glossaryBlock.fixtures[0]!, 'es');
    const search = screen.getByRole('searchbox');
    fireEvent.change(search, { target: { value: 'dnssec' } });
    expect(screen.getByText('1 término')).toBeInTheDocument();
    fireEvent.change(search, { target: { value: 'regist' } });
    expect(screen.getByText('2 términos')).toBeInTheDocument();
  });

  it('explore cards link to /explore/{slug} (with the language prefix)', async () => {
    await renderFixture(exploreBlock, exploreBlock.fixtures[0]!, 'nl');
    expect(screen.getByRole('link', { name: 'Ontdek DNS' })).toHaveAttribute('href', '/nl/explore/dns');
    fireEvent.change(screen.getByLabelText('Onderwerpen zoeken'), { target: { value: 'dns' } });
    expect(screen.getByText('1 onderwerp')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Onderwerpen zoeken'), { target: { value: 'xyz' } });
    expect(screen.getByText('Geen resultaten gevonden.')).toBeInTheDocument();
  });

  it('on /faq the FAQ has a search box and no side heading; the search is case-insensitive on headings', async () => {
    const fixture = faqBlock.fixtures[0]!;
    await renderFixture(faqBlock, fixture, 'es', '/faq');
    expect(screen.queryByRole('heading', { name: 'Frequently asked questions' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Buscar en las preguntas frecuentes'), { target: { value: 'MEMBERSHIP' } });
    expect(screen.getAllByRole('button', { expanded: false }).map((button) => button.textContent)).toEqual([expect.stringContaining('membership')]);
    expect(screen.getByText('1 pregunta')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Buscar en las preguntas frecuentes'), { target: { value: 'zzz' } });
    expect(screen.getByText('No se encontraron resultados.')).toBeInTheDocument();
  });
});

describe('resource tabs', () => {
  it("sorts items by ' - cat N' into Ebooks, Whitepapers and Podcasts (E-books in Dutch); one podcast open at a time", async () => {
    await renderFixture(mediaResourcesBlock, mediaResourcesBlock.fixtures[0]!, 'nl');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['E-books', 'Whitepapers', 'Podcasts']);
    expect(screen.getByRole('heading', { name: 'The reseller handbook' })).toBeInTheDocument();
    const tiles = screen.getByTestId('podcast-tiles');
    const [first, second] = within(tiles).getAllByRole('button');
    fireEvent.click(first!);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(within(tiles).getByText('Audiospeler laden...')).toBeInTheDocument();
    fireEvent.click(second!);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(second!);
    expect(second).toHaveAttribute('aria-expanded', 'false');
  });

  it("the SDG block lists each tab in reverse order and says 'No Posts Found!' for an empty one", async () => {
    await renderFixture(sdgsBlock, sdgsBlock.fixtures[0]!);
    expect(screen.getByRole('heading', { name: 'SDGs in action' })).toBeInTheDocument();
    const panels = screen.getAllByRole('tabpanel', { hidden: true });
    expect(within(panels[0]!).getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Scholarships for IT students', 'Coding classes for teenagers']);
    expect(within(panels[2]!).getByText('No Posts Found!')).toBeInTheDocument();
  });
});
