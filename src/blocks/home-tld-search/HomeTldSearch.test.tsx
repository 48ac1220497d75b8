// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderIsland } from '@/test/render-island';
import { HomeTldSearch } from './HomeTldSearch.client';
import { homeTldSearchMessages } from './messages';

const namespaces = homeTldSearchMessages;

const com = { tld: '.com', memberPrice: 8.96, nonMemberPrice: 10.44, memberRenewPrice: 9.68, nonMemberRenewPrice: 11.28, landingPath: '/domains/tlds/com' };
const net = { tld: '.net', memberPrice: 10.5, nonMemberPrice: 12.64, landingPath: '/domains/tlds/net' };

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status });
}

describe('home TLD search and featured grid', () => {
  it("shows a spinner, then the default list from tld-data in the page's currency (USD on English pages)", async () => {
    let release: (response: Response) => void = () => undefined;
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (release = resolve)));
    renderIsland(<HomeTldSearch defaultTlds={['.com', 'NET']} />, { namespaces });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/tld-data');
    expect(JSON.parse(String(init?.body))).toEqual({ tlds: ['com', 'net'] });
    release(json({ success: true, data: { com: { USD: com, EUR: { ...com, memberPrice: 1 } }, net: { USD: net } } }));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(screen.getByRole('link', { name: /\.com/ })).toHaveTextContent('Member: $8.96 (renews at $9.68)');
    expect(screen.getByRole('link', { name: /\.net/ })).toHaveAttribute('href', '/domains/tlds/net');
  });

  it("shows 'No results found for “{text}.”' in red with Clear back to the default list", async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).startsWith('/api/search-tld') ? json({ success: false, code: 'tld-not-found' }) : json({ success: true, data: { com: { USD: com } } }),
    );
    const user = userEvent.setup();
    renderIsland(<HomeTldSearch defaultTlds={['com']} />, { namespaces });
    await screen.findByRole('link', { name: /\.com/ });
    await user.type(screen.getByLabelText('Search a domain extension'), 'nosuch{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No results found for “nosuch.”');
    expect(alert).toHaveClass('text-red-700');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(await screen.findByRole('link', { name: /\.com/ })).toBeInTheDocument();
    expect(screen.getByLabelText('Search a domain extension')).toHaveValue('');
  });

  it('shows the found TLD and ends the spinner even when the grid fetch fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockImplementation(async (input) =>
      String(input).startsWith('/api/search-tld') ? json({ success: true, message: { USD: net } }) : json({}, 500),
    );
    const user = userEvent.setup();
    renderIsland(<HomeTldSearch defaultTlds={['com']} />, { namespaces });
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(screen.queryByRole('link')).toBeNull();
    await user.type(screen.getByLabelText('Search a domain extension'), '.net{Enter}');
    expect(await screen.findByRole('link', { name: /\.net/ })).toHaveTextContent('Non-member: $12.64');
    expect(screen.getByRole('button', { name: 'Clear' })).toBeInTheDocument();
    error.mockRestore();
  });

  describe('currency by language', () => {
    afterEach(() => window.localStorage.clear());

    it("on /es: the featured grid shows tld-data's EUR entry (never a conversion); the search asks for EUR and shows it as is", async () => {
      fetchMock.mockImplementation(async (input) =>
        String(input).startsWith('/api/search-tld')
          ? json({ success: true, message: { EUR: { ...net, memberPrice: 9.99, nonMemberPrice: 11.38 } } })
          : json({ success: true, data: { com: { USD: com, EUR: { ...com, memberPrice: 8.07, nonMemberPrice: 9.41 } } } }),
      );
      const user = userEvent.setup();
      renderIsland(<HomeTldSearch defaultTlds={['com']} locale="es" />, { locale: 'es', namespaces });
      // The catalogue's own EUR figure, in Spanish notation (8.96 x 0.9 would be 8,06).
      expect(await screen.findByRole('link', { name: /\.com/ })).toHaveTextContent(/Miembro: 8,07\s€/);
      await user.type(screen.getByLabelText('Buscar una extensión de dominio'), '.net{Enter}');
      const link = await screen.findByRole('link', { name: /\.net/ });
      expect(String(fetchMock.mock.calls.find(([input]) => String(input).startsWith('/api/search-tld'))?.[0])).toBe('/api/search-tld?selectedCurrency=EUR&searchText=net');
      expect(link).toHaveTextContent(/9,99\s€/);
      expect(link).toHaveTextContent(/11,38\s€/);
    });

    it('on /hi: INR, whatever the visitor chose; on /en the visitor\'s choice (GBP)', async () => {
      window.localStorage.setItem('selectedCurrency', 'GBP');
      fetchMock.mockImplementation(async (input) =>
        String(input).startsWith('/api/search-tld')
          ? json({ success: true, message: { GBP: { ...net, memberPrice: 8.09, nonMemberPrice: 9.73 } } })
          : json({ success: true, data: { com: { USD: com, INR: { ...com, memberPrice: 797.44 }, GBP: { ...com, memberPrice: 6.9 } } } }),
      );
      const user = userEvent.setup();
      const { unmount } = renderIsland(<HomeTldSearch defaultTlds={['com']} locale="hi" />, { locale: 'hi', namespaces });
      await waitFor(() => expect(screen.getByRole('link', { name: /\.com/ })).toHaveTextContent('₹797.44'));
      unmount();
      renderIsland(<HomeTldSearch defaultTlds={['com']} locale="en" />, { namespaces });
      await waitFor(() => expect(screen.getByRole('link', { name: /\.com/ })).toHaveTextContent('£6.90'));
      await user.type(screen.getByLabelText('Search a domain extension'), 'net{Enter}');
      expect(await screen.findByRole('link', { name: /\.net/ })).toHaveTextContent('Member: £8.09');
      expect(String(fetchMock.mock.calls.find(([input]) => String(input).startsWith('/api/search-tld'))?.[0])).toBe('/api/search-tld?selectedCurrency=GBP&searchText=net');
    });
  });
});
