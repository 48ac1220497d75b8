// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import { storeCurrency } from '@/lib/pricing/currency-store';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderIsland } from '@/test/render-island';
import { savingsCalculatorMessages } from './messages';
import { SavingsCalculator } from './SavingsCalculator.client';

const usd = [
  { tld: '.com', nonMemberPrice: 10.44, membershipPrice: 8.96, nonMemberRenewPrice: 11.28, membershipRenewPrice: 9.68 },
  { tld: '.net', nonMemberPrice: 12.64, membershipPrice: 10.5 },
  { tld: '.org', nonMemberPrice: 10.92, membershipPrice: 9 },
  { tld: '.nl', nonMemberPrice: 5.99, membershipPrice: 5.01 },
  { tld: '.eu', nonMemberPrice: 6.49, membershipPrice: null },
  { tld: '.be', nonMemberPrice: '6.99', membershipPrice: '5.99' },
  { tld: '.shop', nonMemberPrice: 30, membershipPrice: 20 },
];

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    const list = url.endsWith('currency=EUR') ? usd.map((row) => ({ ...row, nonMemberPrice: 100, membershipPrice: 90 })) : usd;
    return new Response(JSON.stringify({ success: true, domains: list }), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  window.localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

function firstColumn(): string[] {
  return screen.getAllByRole('rowheader').map((cell) => cell.textContent ?? '');
}

describe('savings calculator', () => {
  it('shows the featured TLDs in order with savings, dash, percent and the summary sentence', async () => {
    renderIsland(<SavingsCalculator locale="en" path="/" signUpUrl="https://cp.example/signup" />, { locale: 'en', namespaces: savingsCalculatorMessages });
    await waitFor(() => expect(firstColumn()).toEqual(['.nl', '.net', '.eu', '.be', '.com']));
    const eu = screen.getByRole('rowheader', { name: '.eu' }).closest('tr') as HTMLElement;
    expect(within(eu).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['$6.49', '-', '-', '-']);
    const net = screen.getByRole('rowheader', { name: '.net' }).closest('tr') as HTMLElement;
    expect(within(net).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['$12.64', '$10.50', '17%', '$2.14']);
    expect(screen.getByText('With 100 .net domains you save $214.00 per year as a Member.')).toBeInTheDocument();
    const com = screen.getByRole('rowheader', { name: '.com' }).closest('tr') as HTMLElement;
    expect(within(com).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['$10.44renews at $11.28', '$8.96renews at $9.68', '14%', '$1.48']);
    expect(screen.getByRole('link', { name: 'Buy Membership' })).toHaveAttribute('href', 'https://cp.example/signup');
    expect(screen.queryByRole('navigation')).toBeNull(); // no pagination off the domain-prices paths
  });

  it('searches exact-then-contains, says no match, and returns to featured when cleared', async () => {
    const user = userEvent.setup();
    renderIsland(<SavingsCalculator locale="en" path="/" signUpUrl="#" />, { locale: 'en', namespaces: savingsCalculatorMessages });
    await waitFor(() => expect(firstColumn()).toHaveLength(5));
    const input = screen.getByLabelText('Search TLD');
    await user.type(input, ' .SHO{Enter}');
    expect(firstColumn()).toEqual(['.shop']);
    await user.clear(input);
    await user.type(input, 'zzz');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('No matching domain found.')).toBeInTheDocument();
    await user.clear(input);
    expect(firstColumn()).toEqual(['.nl', '.net', '.eu', '.be', '.com']);
  });

  it('pages on /domains/domain-prices: page 2 starts the full list', async () => {
    const user = userEvent.setup();
    renderIsland(<SavingsCalculator locale="en" path="/domains/domain-prices" signUpUrl="#" />, { locale: 'en', namespaces: savingsCalculatorMessages });
    await waitFor(() => expect(firstColumn()).toHaveLength(5));
    const nav = screen.getByRole('navigation', { name: 'Calculator pages' });
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(firstColumn()).toEqual(['.com', '.net', '.org', '.nl', '.eu']);
    await user.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(firstColumn()).toEqual(['.be', '.shop']);
    expect(within(nav).getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('refetches when the currency changes (the header is the page\'s one currency control; no select of its own)', async () => {
    renderIsland(<SavingsCalculator locale="en" path="/" signUpUrl="#" />, { locale: 'en', namespaces: savingsCalculatorMessages });
    await waitFor(() => expect(firstColumn()).toHaveLength(5));
    expect(screen.queryByRole('combobox', { name: 'Currency' })).toBeNull();
    act(() => storeCurrency('EUR'));
    await waitFor(() => expect(screen.getAllByText('€100.00').length).toBeGreaterThan(0));
    expect(fetchMock.mock.calls.map((call) => String(call[0]))).toEqual(['/api/tld-info?currency=USD', '/api/tld-info?currency=EUR']);
  });

  it("says 'No matching domain found.' when tld-info fails", async () => {
    fetchMock.mockReset();
    fetchMock.mockResolvedValue(new Response('oops', { status: 500 }));
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderIsland(<SavingsCalculator locale="hi" path="/" signUpUrl="#" />, { locale: 'hi', namespaces: savingsCalculatorMessages });
    expect(await screen.findByText('No matching domain found.')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/tld-info?currency=INR');
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
