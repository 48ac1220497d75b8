// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { BlockContext } from '../types';
import { cardGridBlock } from '.';
import { CardGridBlock } from './CardGrid';
import { cardGridBlockFixtures } from './fixture';
import { cardGridBlockSchema } from './schema';

vi.mock('next-intl/server', () => import('@/test/next-intl-server-double'));

const context: BlockContext = { locale: 'en', path: '/blocks', pageUri: '/blocks', nonce: 'n' };

const items = [
  { sub_heading: 'Domains', heading: 'Domains at cost price', text: '<p>1,900+ extensions</p>', link: { url: '/domains', target: '_blank' } },
  { sub_heading: '<strong>SSL</strong> Certificates', heading: { title: 'DV, OV and EV', tag: 'h4' }, button: { title: 'Compare SSL', url: '/ssl' } },
  { sub_heading: 'Domain transfer', heading: 'Bulk transfers' },
];

/** Enough cards for the filter (more than eight): the three above and six more. */
const many = [...items, ...['Email', 'Hosting', 'DNS', 'Marketing', 'API', 'Security'].map((topic) => ({ sub_heading: `${topic} tools`, heading: `${topic} guide` }))];

async function renderGrid(attributes: Record<string, unknown>, locale: BlockContext['locale'] = 'en') {
  const parsed = cardGridBlockSchema.parse(attributes);
  return render(await CardGridBlock({ attributes: parsed, innerBlocks: [], context: { ...context, locale } }));
}

function visibleTitles(): string[] {
  return screen.queryAllByRole('heading').map((heading) => heading.textContent ?? '');
}

describe('card grid schema', () => {
  it('columns one-four with cuatro/vier, default two', () => {
    expect(cardGridBlockSchema.parse({ items: [] }).columns).toBe(2);
    expect(cardGridBlockSchema.parse({ columns: 'three' }).columns).toBe(3);
    expect(cardGridBlockSchema.parse({ columns: 'cuatro' }).columns).toBe(4);
    expect(cardGridBlockSchema.parse({ columns: 'vier' }).columns).toBe(4);
    expect(cardGridBlockSchema.parse({ columns: 'seven' }).columns).toBe(2);
  });

  it('turns the filter on with search or filter', () => {
    expect(cardGridBlockSchema.parse({ search: 'on' }).filter).toBe(true);
    expect(cardGridBlockSchema.parse({ filter: true }).filter).toBe(true);
    expect(cardGridBlockSchema.parse({ search: 'off' }).filter).toBe(false);
    expect(cardGridBlockSchema.parse({}).filter).toBe(false);
  });

  it('reads card items, dropping unsafe links', () => {
    const [card] = cardGridBlockSchema.parse({ items: [{ heading: 'X', image: { url: '/i.svg' }, link: { url: 'javascript:alert(1)' } }] }).items;
    expect(card).toMatchObject({ heading: { title: 'X', tag: 'h3' }, image: { url: '/i.svg', alt: '' }, link: null, subHeading: '', button: null });
  });

  it('every fixture parses', () => {
    for (const fixture of cardGridBlockFixtures) expect(cardGridBlock.resolve(fixture.attributes).ok).toBe(true);
  });
});

describe('card grid block', () => {
  it('renders cards with headings, text, links and buttons in the chosen columns', async () => {
    await renderGrid({ columns: 'four', items });
    const list = screen.getByRole('list');
    expect(list.className).toContain('lg:grid-cols-4');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    // an internal link opens in the same tab even when the CMS asks for a new one
    expect(screen.getByRole('link', { name: 'Domains at cost price' })).not.toHaveAttribute('target');
    expect(screen.getByRole('heading', { level: 4, name: 'DV, OV and EV' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Compare SSL' })).toHaveAttribute('href', '/ssl');
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('renders nothing without items', async () => {
    const { container } = await renderGrid({ items: [] });
    expect(container).toBeEmptyDOMElement();
  });

  it('filters by sub_heading, case-insensitively, announcing the count', async () => {
    await renderGrid({ search: 'on', items: many });
    const input = screen.getByRole('searchbox', { name: 'Filter' });
    expect(input).toHaveAttribute('placeholder', 'Type to filter...');
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('9 results');

    fireEvent.change(input, { target: { value: 'DOMAIN' } });
    expect(visibleTitles()).toEqual(['Domains at cost price', 'Bulk transfers']);
    expect(status).toHaveTextContent('2 results');

    // sub_heading HTML is matched as text.
    fireEvent.change(input, { target: { value: 'ssl cert' } });
    expect(visibleTitles()).toEqual(['DV, OV and EV']);
    expect(status).toHaveTextContent('1 result');

    // Only sub_heading counts, not the heading.
    fireEvent.change(input, { target: { value: 'bulk' } });
    expect(visibleTitles()).toEqual([]);
    expect(status).toHaveTextContent('No results found.');

    fireEvent.change(input, { target: { value: '' } });
    expect(visibleTitles()).toHaveLength(9);
  });

  it('shows no filter box over a handful of cards, even when the CMS asks for one (more than eight: FILTER_MIN_CARDS)', async () => {
    await renderGrid({ search: 'on', items: many.slice(0, 8) });
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(visibleTitles()).toHaveLength(8);
  });

  it('uses the configured placeholder and the visitor language', async () => {
    await renderGrid({ filter: true, placeholder: 'Zoek een onderwerp...', items: many }, 'nl');
    const input = screen.getByRole('searchbox', { name: 'Filteren' });
    expect(input).toHaveAttribute('placeholder', 'Zoek een onderwerp...');
    fireEvent.change(input, { target: { value: 'zzz' } });
    expect(screen.getByRole('status')).toHaveTextContent('Geen resultaten gevonden.');
  });
});
