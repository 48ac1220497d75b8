// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderIsland } from '@/test/render-island';
import { promotionsPriceTableMessages } from './messages';
import { PromotionsPriceTable } from './PromotionsPriceTable.client';

const header = ['TLD', 'Currency', 'Price', 'Secret', 'Member', 'Hidden', 'Promo', 'Member promo', 'Start', 'End'];
const rows = [
  header,
  ...Array.from({ length: 14 }, (_unused, index) => [
    `.x${index}`,
    index < 7 ? 'USD' : 'EUR',
    '9.99',
    'secret',
    '8.99',
    'hidden',
    '1.99',
    '0.99',
    `2026-01-${String(20 - index).padStart(2, '0')}`,
    '2026-12-31',
  ]),
];

describe('promotions price table', () => {
  it('shows the header without columns 3 and 5, 10 rows sorted by start date, and the entries text', async () => {
    const user = userEvent.setup();
    renderIsland(<PromotionsPriceTable rows={rows} />, { namespaces: promotionsPriceTableMessages });
    const headers = screen.getAllByRole('columnheader');
    // Columns 3 and 5 are hidden from the header only: their labels are for screen readers alone…
    expect(headers.filter((cell) => !cell.querySelector('.sr-only')).map((cell) => cell.textContent)).toEqual(['TLD', 'Currency', 'Price', 'Member', 'Promo', 'Member promo', 'Start', 'End']);
    expect(headers.filter((cell) => cell.querySelector('.sr-only')).map((cell) => [headers.indexOf(cell), cell.textContent])).toEqual([[3, 'Secret'], [5, 'Hidden']]);
    const bodyRows = screen.getAllByRole('row').slice(1);
    expect(bodyRows).toHaveLength(10);
    // …while every row shows all ten cells, 3 and 5 included, under the header's ten columns.
    const cells = within(bodyRows[0] as HTMLElement).getAllByRole('cell');
    expect(cells).toHaveLength(10);
    expect(cells[0]).toHaveTextContent('.x13');
    expect(cells[3]).toHaveTextContent('secret');
    expect(cells[5]).toHaveTextContent('hidden');
    expect(screen.getByText('Showing 1 to 10 of 14 entries')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Showing 11 to 14 of 14 entries')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search'), '.x1');
    expect(screen.getByText('Showing 1 to 5 of 5 entries')).toBeInTheDocument();
  });

  it('filters by currency chip and back to page 1', async () => {
    const user = userEvent.setup();
    renderIsland(<PromotionsPriceTable rows={rows} />, { namespaces: promotionsPriceTableMessages });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'EUR' }));
    expect(screen.getByRole('button', { name: 'EUR' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Showing 1 to 7 of 7 entries')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(screen.getByText('Showing 1 to 10 of 14 entries')).toBeInTheDocument();
  });
});
