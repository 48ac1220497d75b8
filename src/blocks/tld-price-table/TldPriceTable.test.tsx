// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderIsland } from '@/test/render-island';
import { tldPriceTableMessages } from './messages';
import { TldPriceTable } from './TldPriceTable.client';

const domains = Array.from({ length: 14 }, (_unused, index) => ({
  tld: `.d${String(index).padStart(2, '0')}`,
  nonMemberPrice: 20 + index,
  membershipPrice: 15 + index,
  supremeMMPrice: 14 + index,
  nonMemberRenewPrice: 21 + index,
  membershipRenewPrice: 16 + index,
}));

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => new Response(JSON.stringify({ success: true, domains }), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  window.localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

const tlds = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

describe('TLD price table', () => {
  it('shows member, non-member and Supreme prices with renewals, 6 per page', async () => {
    const user = userEvent.setup();
    renderIsland(<TldPriceTable locale="en" />, { namespaces: tldPriceTableMessages });
    await waitFor(() => expect(tlds()).toEqual(['.d00', '.d01', '.d02', '.d03', '.d04', '.d05']));
    const row = screen.getByRole('rowheader', { name: '.d00' }).closest('tr') as HTMLElement;
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['$15.00renews at $16.00', '$20.00renews at $21.00', '$14.00']);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(tlds()).toEqual(['.d12', '.d13']);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('searches (back to page 1), sorts, and can be limited to the block TLDs', async () => {
    const user = userEvent.setup();
    const { unmount } = renderIsland(<TldPriceTable locale="en" />, { namespaces: tldPriceTableMessages });
    await waitFor(() => expect(tlds()).toHaveLength(6));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByLabelText('Search TLD'), '.D1');
    expect(tlds()).toEqual(['.d10', '.d11', '.d12', '.d13']);
    await user.click(screen.getByRole('button', { name: /Member price/ }));
    await user.click(screen.getByRole('button', { name: /^Member price/ }));
    expect(tlds()).toEqual(['.d13', '.d12', '.d11', '.d10']);
    unmount();
    renderIsland(<TldPriceTable locale="en" tlds={['.d03', 'd07']} />, { namespaces: tldPriceTableMessages });
    await waitFor(() => expect(tlds()).toEqual(['.d03', '.d07']));
  });
});
