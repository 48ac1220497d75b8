// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchStreamLine } from '@/lib/domain-search/types';
import { renderIsland } from '@/test/render-island';
import { BulkSearchForm } from './BulkSearch.client';
import { DomainSearchForm, type DomainSearchFormProps } from './DomainSearch.client';
import { bulkSearchMessages, domainSearchMessages } from './messages';

const checkout = { endpoint: 'https://cp.example/fast-checkout', querystring: 'domain' };
const box: DomainSearchFormProps = {
  endpoint: checkout.endpoint,
  querystring: 'domain',
  searchExt: '',
  theme: 'normal',
  locale: 'es',
  resultsPath: '/es/domains/search',
  bulkHref: '/es/domains/search#bulk',
};

/** POST /api/domain-search as the route answers it: NDJSON lines in one streamed body. */
function streamed(lines: SearchStreamLine[]): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const line of lines) controller.enqueue(new TextEncoder().encode(`${JSON.stringify(line)}\n`));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'application/x-ndjson' } });
}

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  window.localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete window.dataLayer;
});

describe('DomainSearchForm reads its messages', () => {
  it("the catalogue's label, placeholder and button in the page language; the invalid-name message", async () => {
    const user = userEvent.setup();
    renderIsland(<DomainSearchForm {...box} />, { locale: 'es', namespaces: domainSearchMessages });
    const input = screen.getByLabelText('Nombre de dominio');
    expect(input.getAttribute('placeholder')).toBe('Encuentra tu dominio...');
    await user.type(input, 'no es un dominio!');
    await user.click(screen.getByRole('button', { name: 'BUSCAR' }));
    expect(screen.getByRole('alert').textContent).toBe('Nombre de dominio no válido');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("the content's own placeholder and button win over the catalogue's", () => {
    renderIsland(<DomainSearchForm {...box} locale="en" placeholder="yourname.shop" buttonLabel="Go" />, { namespaces: domainSearchMessages });
    expect(screen.getByLabelText('Domain name').getAttribute('placeholder')).toBe('yourname.shop');
    expect(screen.getByRole('button', { name: 'Go' })).toBeTruthy();
  });

  it('streams the results in and announces start, the exact name and the end (es)', async () => {
    const user = userEvent.setup();
    const price = { currency: 'EUR' as const, firstYear: '9,99 €', regular: null, percentOff: null, renewal: '10,99 €', member: '8,99 €' };
    fetchMock.mockResolvedValue(
      streamed([
        {
          type: 'answer',
          mode: 'single',
          query: 'mitienda.com',
          currency: 'EUR',
          rows: [
            { id: 'r0', domain: 'mitienda.com', display: 'mitienda.com', tld: '.com', kind: 'exact', price, status: 'pending' },
            { id: 'r1', domain: 'mitienda.net', display: 'mitienda.net', tld: '.net', kind: 'suggestion', price, status: 'pending' },
          ],
        },
        { type: 'result', id: 'r0', status: 'available' },
        { type: 'result', id: 'r1', status: 'unknown', reason: 'timeout' },
        { type: 'done' },
      ]),
    );
    renderIsland(<DomainSearchForm {...box} />, { locale: 'es', namespaces: domainSearchMessages });
    await user.type(screen.getByLabelText('Nombre de dominio'), 'mitienda.com');
    await user.click(screen.getByRole('button', { name: 'BUSCAR' }));
    const results = await screen.findByTestId('domain-results');
    await waitFor(() => expect(within(results).getByTestId('results-summary').textContent).toBe('1 disponibles · 0 registrados · 1 sin comprobar'));
    expect(within(results).getByRole('heading', { level: 2 }).textContent).toBe('Resultados para mitienda.com');
    expect(within(results).getByRole('link', { name: 'Comprar mitienda.com (se abre en una pestaña nueva)' })).toBeTruthy();
    expect(results.querySelector('[data-row="mitienda.net"]')?.textContent).toContain('El registro no respondió a tiempo. Vuelve a intentarlo en un minuto o compruébalo al pagar.');
    expect(screen.getByRole('status').textContent).toBe('Búsqueda terminada: 1 disponibles, 0 registrados, 1 sin comprobar.');
  });

  it("an answer the search could not give reads as the errors' sentence", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ code: 'rate-limit-exceeded' }), { status: 429 }));
    renderIsland(<DomainSearchForm {...box} locale="nl" />, { locale: 'nl', namespaces: domainSearchMessages });
    await user.type(screen.getByLabelText('Domeinnaam'), 'mijnwinkel.nl');
    await user.click(screen.getByRole('button', { name: 'ZOEKEN' }));
    const alert = await screen.findByRole('alert');
    expect(alert.getAttribute('data-error-code')).toBe('rate-limit-exceeded');
    expect(alert.textContent).toBe('Je hebt in korte tijd vaak gezocht. Wacht een minuut en probeer het dan opnieuw.');
  });
});

describe('BulkSearchForm reads its messages', () => {
  it('counts the names in the page language and refuses more than 50', async () => {
    const user = userEvent.setup();
    renderIsland(<BulkSearchForm locale="es" resultsPath="/es/domains/search#bulk" checkout={checkout} initialNames={'uno.com\ndos.es'} />, { locale: 'es', namespaces: bulkSearchMessages });
    const names = screen.getByLabelText('Nombres de dominio, uno por línea');
    expect(names.getAttribute('placeholder')).toBe('mitienda.com\nmitienda.es\nmi-marca.io');
    expect(screen.getByText('2 de 50 nombres')).toBeTruthy();
    await user.clear(names);
    await user.click(names);
    await user.paste(Array.from({ length: 51 }, (_unused, index) => `n${index}.com`).join('\n'));
    expect(screen.getByText('51 de 50 nombres')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Comprobar nombres' }));
    expect(screen.getByRole('alert').textContent).toBe('Escribe como máximo 50 nombres, uno por línea.');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
