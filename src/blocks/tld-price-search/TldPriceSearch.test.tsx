// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import { storeCurrency } from '@/lib/pricing/currency-store';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderIsland } from '@/test/render-island';
import { tldPriceSearchMessages } from './messages';
import { TldPriceSearch } from './TldPriceSearch.client';

const entry = {
  tld: '.com',
  memberPrice: 8.96,
  nonMemberPrice: 10.44,
  supremeMMPrice: 8.57,
  onGoingPromo: false,
  memberRenewPrice: 9.68,
  nonMemberRenewPrice: 11.28,
  landingPath: '/domains/tlds/com',
};

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  window.localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

function answer(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('TLD price search', () => {
  it('shows member and non-member cards, then Clear locks the input and resets', async () => {
    fetchMock.mockResolvedValueOnce(answer({ success: true, message: { USD: entry } }));
    const user = userEvent.setup();
    renderIsland(<TldPriceSearch locale="en" />, { namespaces: tldPriceSearchMessages });
    const input = screen.getByLabelText('Search a domain extension');
    await user.type(input, '.com');
    await user.click(screen.getByRole('button', { name: 'SEARCH' }));
    expect(await screen.findByRole('article', { name: 'Member price .com' })).toHaveTextContent('$8.96');
    expect(screen.getByRole('article', { name: 'Non-member price .com' })).toHaveTextContent('$10.44');
    expect(screen.getByRole('article', { name: 'Non-member price .com' })).toHaveTextContent('Renews at $11.28');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/search-tld?selectedCurrency=USD&searchText=com');
    expect(input).toHaveAttribute('readonly');
    expect(screen.getAllByRole('link', { name: /Buy now/ })[0]).toHaveAttribute('href', '/domains/tlds/com');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(input).not.toHaveAttribute('readonly');
    expect(input).toHaveValue('');
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.getByRole('button', { name: 'SEARCH' })).toBeInTheDocument();
  });

  it('shows the error panel when the answer has no message; try again resets', async () => {
    fetchMock.mockResolvedValueOnce(answer({ success: false, code: 'tld-not-found' }));
    const user = userEvent.setup();
    renderIsland(<TldPriceSearch locale="en" />, { namespaces: tldPriceSearchMessages });
    await user.type(screen.getByLabelText('Search a domain extension'), 'nope{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Result not found');
    expect(screen.getByRole('button', { name: 'Clear' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('does nothing for empty input', async () => {
    const user = userEvent.setup();
    renderIsland(<TldPriceSearch locale="en" />, { namespaces: tldPriceSearchMessages });
    await user.click(screen.getByRole('button', { name: 'SEARCH' }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'SEARCH' })).toBeInTheDocument();
  });

  it('searches in the chosen currency, remembers it, and hides cards without both prices', async () => {
    fetchMock.mockResolvedValueOnce(answer({ success: true, message: { GBP: { ...entry, memberPrice: null } } }));
    const user = userEvent.setup();
    renderIsland(<TldPriceSearch locale="en" />, { namespaces: tldPriceSearchMessages });
    // the page's one currency control is the header's: the block follows the shared choice
    act(() => storeCurrency('GBP'));
    await user.type(screen.getByLabelText('Search a domain extension'), 'com{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Clear' })).toBeInTheDocument());
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/search-tld?selectedCurrency=GBP&searchText=com');
    expect(window.localStorage.getItem('selectedCurrency')).toBe('GBP');
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('shows a discount badge only while a promotion runs and a promo price exists', async () => {
    fetchMock.mockResolvedValueOnce(
      answer({ success: true, message: { EUR: { ...entry, onGoingPromo: true, nonMemberPromoPrice: 3.13, nonMemberPromoPercentageOff: 70, nonMemberPromoEndDate: '2027-12-31' } } }),
    );
    const user = userEvent.setup();
    renderIsland(<TldPriceSearch locale="nl" />, { namespaces: tldPriceSearchMessages });
    await user.type(screen.getByLabelText('Search a domain extension'), 'com{Enter}');
    const nonMember = await screen.findByRole('article', { name: 'Non-member price .com' });
    expect(nonMember).toHaveTextContent('70% Off');
    // Dutch page: Intl puts the euro sign first with a no-break space and a decimal comma.
    expect(nonMember).toHaveTextContent(/€\s3,13/);
    expect(nonMember).toHaveTextContent('Valid until 31 december 2027');
    expect(screen.getByRole('article', { name: 'Member price .com' })).not.toHaveTextContent('% Off');
  });
});

describe('TLD price search links', () => {
  it('links Buy now to the landing page in the page locale', async () => {
    fetchMock.mockResolvedValueOnce(answer({ success: true, message: { EUR: entry } }));
    const user = userEvent.setup();
    renderIsland(<TldPriceSearch locale="nl" />, { namespaces: tldPriceSearchMessages });
    await user.type(screen.getByLabelText('Search a domain extension'), 'com{Enter}');
    await screen.findByRole('article', { name: 'Member price .com' });
    expect(screen.getAllByRole('link', { name: /Buy now/ })[0]).toHaveAttribute('href', '/nl/domains/tlds/com');
  });
});
