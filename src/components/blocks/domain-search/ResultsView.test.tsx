// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SearchAnswer, SearchRow } from '@/lib/domain-search/types';
import { renderIsland } from '@/test/render-island';
import { onCheckoutClick } from './checkout-click';
import { resultsMessages } from './messages';
import { ResultsView, SearchError } from './ResultsView';

const price = { currency: 'USD' as const, firstYear: '$10.44', regular: null, percentOff: null, renewal: '$11.28', member: '$8.96' };
const row = (id: string, display: string, status: SearchRow['status'], extra: Partial<SearchRow> = {}): SearchRow => ({
  id,
  domain: display,
  display,
  tld: `.${display.split('.').slice(1).join('.')}`,
  kind: 'suggestion',
  price,
  status,
  ...extra,
});
const answer: SearchAnswer = {
  mode: 'single',
  query: 'mybrand.com',
  currency: 'USD',
  rows: [
    row('r0', 'mybrand.com', 'available', { kind: 'exact' }),
    row('r1', 'mybrand.net', 'taken'),
    row('r2', 'mybrand.io', 'unknown', { reason: 'timeout' }),
    row('r3', 'mybrand.org', 'pending'),
    row('r4', 'mybrand.shop', 'available', { price: { ...price, firstYear: '$5.21', regular: '$25.29', percentOff: 79 } }),
  ],
};
const checkout = { endpoint: 'https://cp.example/fast-checkout', querystring: 'domain' };

afterEach(() => {
  document.body.innerHTML = '';
  delete window.dataLayer;
});

describe('ResultsView', () => {
  it('shows each row with its status, price and hand-off', () => {
    renderIsland(<ResultsView answer={answer} checkout={checkout} bulkHref="/domains/search#bulk" />, { namespaces: resultsMessages });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Results for mybrand.com');
    const exact = document.querySelector('[data-row="mybrand.com"]') as HTMLElement;
    expect(within(exact).getByText('Available')).toBeTruthy();
    expect(within(exact).getByText('$10.44')).toBeTruthy();
    expect(within(exact).getByText('Renews at $11.28/yr')).toBeTruthy();
    const buy = within(exact).getByRole('link', { name: 'Buy mybrand.com (opens in a new tab)' });
    expect(buy.getAttribute('href')).toBe('https://cp.example/fast-checkout?domain=mybrand.com');
    expect(buy.getAttribute('target')).toBe('_blank');
    expect(buy.getAttribute('rel')).toBe('noopener noreferrer');

    const taken = document.querySelector('[data-row="mybrand.net"]') as HTMLElement;
    expect(taken.textContent).toContain('Taken');
    expect(taken.textContent).not.toContain('$');
    expect(within(taken).queryByRole('link')).toBeNull();

    const unknown = document.querySelector('[data-row="mybrand.io"]') as HTMLElement;
    expect(unknown.textContent).toContain('The registry did not answer in time.');
    expect(within(unknown).getByRole('link', { name: 'Try mybrand.io at checkout (opens in a new tab)' })).toBeTruthy();

    const pending = document.querySelector('[data-row="mybrand.org"]') as HTMLElement;
    expect(pending.textContent).toContain('Checking…');
    expect(within(pending).queryByRole('link')).toBeNull();

    const sale = document.querySelector('[data-row="mybrand.shop"]') as HTMLElement;
    expect(sale.textContent).toContain('79% off');
    expect(within(sale).getByText('Regular price $25.29')).toBeTruthy();

    expect(screen.getByTestId('premium-note').textContent).toMatch(/^Premium and reserved names are priced at checkout/);
    expect(screen.queryByTestId('results-summary')).toBeNull(); // still checking
    expect(screen.getByRole('link', { name: /bulk search/ }).getAttribute('href')).toBe('/domains/search#bulk');
  });

  it('sums up once every row is in, in the page language', () => {
    const finished = { ...answer, rows: answer.rows.filter((candidate) => candidate.status !== 'pending') };
    renderIsland(<ResultsView answer={finished} checkout={checkout} />, { locale: 'nl', namespaces: resultsMessages });
    expect(screen.getByTestId('results-summary').textContent).toBe('2 beschikbaar · 1 bezet · 1 niet te controleren');
    expect(screen.getByRole('link', { name: 'mybrand.com kopen (opent in een nieuw tabblad)' })).toBeTruthy();
  });

  it('a bulk answer, an extension not offered and an error read with their values filled in', () => {
    const bulk: SearchAnswer = { mode: 'bulk', query: 'uno.com\ndos.foo', currency: 'EUR', rows: [row('b0', 'uno.com', 'taken', { kind: 'bulk' }), row('b1', 'dos.foo', 'not-offered', { kind: 'bulk', price: null })] };
    renderIsland(
      <>
        <ResultsView answer={bulk} checkout={checkout} />
        <ResultsView answer={{ ...answer, notOffered: 'foo', rows: [] }} checkout={checkout} idPrefix="single" />
        <SearchError code="query-too-long" />
      </>,
      { locale: 'es', namespaces: resultsMessages },
    );
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Resultados para 2 nombres', 'Resultados para mybrand.com']);
    expect(document.querySelector('[data-row="dos.foo"]')?.textContent).toContain('No ofrecemos dominios .foo.');
    expect(screen.getByTestId('not-offered').textContent).toBe('No ofrecemos dominios .foo. Aquí tienes tu nombre con las extensiones que sí ofrecemos.');
    expect(screen.getAllByText('Precios en EUR para no miembros: el primer año y después cada renovación. Los miembros pagan el precio de miembro.')).toHaveLength(1);
    expect(screen.getByRole('alert').getAttribute('data-error-code')).toBe('query-too-long');
    expect(screen.getByRole('alert').textContent).toBe('Es demasiado largo para un nombre de dominio: usa como máximo 255 caracteres.');
  });

  it("a click on Buy pushes the spec's fast_checkout_www 'search' event with the domain", () => {
    renderIsland(
      <div onClick={onCheckoutClick}>
        <ResultsView answer={answer} checkout={checkout} />
      </div>,
      { namespaces: resultsMessages },
    );
    const buy = screen.getByRole('link', { name: 'Buy mybrand.com (opens in a new tab)' });
    buy.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(buy);
    expect(window.dataLayer).toEqual([{ event: 'fast_checkout_www', category: 'Fast Checkout', action: 'search', value: 'mybrand.com' }]);
  });
});
