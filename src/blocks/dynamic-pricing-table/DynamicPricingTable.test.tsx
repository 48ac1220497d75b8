// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderIsland } from '@/test/render-island';
import { DynamicPricingTable } from './DynamicPricingTable.client';
import { dynamicPricingTableMessages } from './messages';

const rows = Array.from({ length: 20 }, (_unused, index) => ({
  tld: `.t${String(index).padStart(2, '0')}`,
  currency: 'USD',
  registerFee: 20 - index,
  transferFee: 5,
  renewalFee: 6,
  restoreFee: index === 0 ? null : 90,
}));
rows.push({ tld: '.com', currency: 'USD', registerFee: 10.44, transferFee: 10.44, renewalFee: 11.28, restoreFee: 131.09 });

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const ok = (data: unknown) => new Response(JSON.stringify({ success: true, data }), { status: 200 });
const tlds = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

describe('dynamic pricing table', () => {
  it('pages by 15 and sorts price columns', async () => {
    fetchMock.mockImplementation(async () => ok(rows));
    const user = userEvent.setup();
    renderIsland(<DynamicPricingTable featuredTlds={[]} path="/domains/domain-prices" />, { namespaces: dynamicPricingTableMessages });
    await waitFor(() => expect(tlds()).toHaveLength(15));
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/pricing-data');
    const first = screen.getByRole('rowheader', { name: '.t00' }).closest('tr') as HTMLElement;
    expect(within(first).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['USD', '$20.00', '$5.00', '$6.00', 'Price Unavailable']);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(tlds()).toHaveLength(6);
    await user.click(screen.getByRole('button', { name: /Register fee/ }));
    expect(tlds().slice(0, 2)).toEqual(['.t19', '.t18']);
    expect(screen.getByRole('columnheader', { name: /Register fee/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('follows the page currency: EUR on /nl and /es, INR on /hi, fetched in it and shown in the page locale', async () => {
    const eur = [{ tld: '.com', currency: 'EUR', registerFee: 9.4, transferFee: 9.4, renewalFee: 10.15, restoreFee: 117.98 }];
    fetchMock.mockImplementation(async () => ok(eur));
    const { unmount } = renderIsland(<DynamicPricingTable featuredTlds={[]} path="/domains/domain-prices" locale="nl" />, { namespaces: dynamicPricingTableMessages });
    await waitFor(() => expect(tlds()).toEqual(['.com']));
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/pricing-data?currency=EUR');
    const row = screen.getByRole('rowheader', { name: '.com' }).closest('tr') as HTMLElement;
    expect(within(row).getAllByRole('cell')[0]).toHaveTextContent('EUR');
    expect(within(row).getAllByRole('cell')[1]?.textContent).toMatch(/^€\s9,40$/);
    unmount();
    fetchMock.mockImplementation(async () => ok([{ ...eur[0], currency: 'INR', registerFee: 929.16 }]));
    renderIsland(<DynamicPricingTable featuredTlds={['com']} path="/domains/domain-transfer" locale="hi" />, { namespaces: dynamicPricingTableMessages });
    await waitFor(() => expect(tlds()).toEqual(['.com']));
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toBe('/api/pricing-data?tlds=com&currency=INR');
    expect(screen.getByRole('rowheader', { name: '.com' }).closest('tr')).toHaveTextContent('₹929.16');
  });

  it('shows only the featured TLDs on /domains/domain-transfer, without pagination', async () => {
    fetchMock.mockResolvedValue(ok(rows.filter((row) => ['.com', '.t03'].includes(row.tld))));
    renderIsland(<DynamicPricingTable featuredTlds={['.com', 't03']} path="/domains/domain-transfer" />, { namespaces: dynamicPricingTableMessages });
    await waitFor(() => expect(tlds()).toEqual(['.com', '.t03']));
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/pricing-data?tlds=com%2Ct03');
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getByRole('link', { name: '.com' })).toHaveAttribute('href', '/domains/tlds/com');
  });

  it("shows 'HTTP {status}' in red for a non-OK answer and 'Failed to load' for a network failure", async () => {
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 503 }));
    const { unmount } = renderIsland(<DynamicPricingTable featuredTlds={[]} path="/" />, { namespaces: dynamicPricingTableMessages });
    expect(await screen.findByRole('alert')).toHaveTextContent('HTTP 503');
    expect(screen.getByRole('alert')).toHaveClass('text-red-700');
    unmount();
    fetchMock.mockRejectedValueOnce(new TypeError('network down'));
    renderIsland(<DynamicPricingTable featuredTlds={[]} path="/" />, { namespaces: dynamicPricingTableMessages });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load');
  });

  it('refetches and goes back to page 1 when the TLD list changes', async () => {
    fetchMock.mockImplementation(async () => ok(rows));
    const user = userEvent.setup();
    const { rerender } = renderIsland(<DynamicPricingTable featuredTlds={[]} path="/" />, { namespaces: dynamicPricingTableMessages });
    await waitFor(() => expect(tlds()).toHaveLength(15));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    rerender(<DynamicPricingTable featuredTlds={['com']} path="/" />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page'));
  });
});
