// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeCurrency } from '@/lib/pricing/currency-store';
import { blockContext, renderBlock } from '@/test/render-block';
import { membershipTierCardsBlock } from './membership-tier-cards';
import { membershipTierTableBlock } from './membership-tier-table';
import { membershipTierSelectorBlock } from './membership-tier-selector';

vi.mock('next-intl/server', () => import('@/test/next-intl-server-double'));

// After the embedded campaigns: regular prices (the promotion is tested in membership-blocks.test.tsx).
beforeEach(() => vi.stubEnv('PROMOTIONS_NOW', '2028-01-02T10:00:00Z'));
afterEach(() => {
  window.localStorage.clear();
  vi.unstubAllEnvs();
});

const tiers = (container: HTMLElement) => [...container.querySelectorAll('[data-testid="tier-card"]')].map((element) => element.getAttribute('data-tier'));

describe('membership tier selector', () => {
  it('starts on the overview of three plans; 5,000 domains shows the single Professional S card; Reset returns', async () => {
    const user = userEvent.setup();
    await renderBlock(membershipTierSelectorBlock, {});
    const selector = screen.getByTestId('tier-selector');
    const select = screen.getByLabelText('How many domains do you register, renew or transfer a year?');
    expect(select).toHaveValue('');
    expect(tiers(selector)).toEqual(['basic_s', 'professional_s', 'supreme_s']);
    expect(screen.queryByRole('button', { name: 'Reset' })).toBeNull();
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Show all plans',
      'Up to 100 domains',
      '500 domains',
      '2,000 domains',
      '5,000 domains',
      '10,000 domains',
      '15,000 domains',
      '30,000 domains',
      '50,000 domains',
      '125,000 domains',
      '250,000 domains',
      'More than 250,000 domains',
    ]);

    await user.selectOptions(select, '5,000 domains');
    expect(selector).toHaveAttribute('data-state', 'tier');
    expect(tiers(selector)).toEqual(['professional_s']);
    const card = within(selector).getByTestId('tier-card');
    expect(within(card).getByRole('heading', { name: 'Professional S' })).toBeInTheDocument();
    expect(card).toHaveTextContent('$999.99');
    expect(card).toHaveTextContent('75 free .com domains a year');
    // Real savings: 5,000 .coms at the Member price instead of the list price, 75 of them free.
    expect(card).toHaveTextContent('Save up to $8,072.00 a year');
    expect(card).toHaveTextContent('ROI 8X');
    expect(screen.getByText('The plan for 5,000 domains')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(select).toHaveValue('');
    expect(select).toHaveFocus();
    expect(tiers(selector)).toEqual(['basic_s', 'professional_s', 'supreme_s']);
    expect(screen.queryByRole('button', { name: 'Reset' })).toBeNull();
  });

  it('every option shows its tier of the mapping; more than 250,000 is Supreme L with ROI starting from', async () => {
    const user = userEvent.setup();
    await renderBlock(membershipTierSelectorBlock, {});
    const select = screen.getByRole('combobox');
    const expected = ['basic_s', 'basic_m', 'basic_l', 'professional_s', 'professional_m', 'professional_l', 'expert_m', 'expert_l', 'supreme_s', 'supreme_m', 'supreme_l'];
    const values = within(select).getAllByRole('option').slice(1).map((option) => option.getAttribute('value')!);
    for (const [index, value] of values.entries()) {
      await user.selectOptions(select, value);
      expect(tiers(screen.getByTestId('tier-selector'))).toEqual([expected[index]]);
    }
    const supremeL = screen.getByTestId('tier-card');
    expect(within(supremeL).getByTestId('tier-savings')).toHaveTextContent('ROI starting from $486,782.50');
    expect(within(supremeL).getByRole('link', { name: 'Contact sales' })).toHaveAttribute('href', '/company/contact-us/sales-inquiries');
  });

  it('an unknown tier shows nothing (and Reset still returns to the overview)', async () => {
    const user = userEvent.setup();
    await renderBlock(membershipTierSelectorBlock, { options: ['100', 'Custom volume'], overview: ['Basic S', 'Basic M', 'Basic L'] });
    const selector = screen.getByTestId('tier-selector');
    expect(tiers(selector)).toEqual(['basic_s', 'basic_m', 'basic_l']);
    await user.selectOptions(screen.getByRole('combobox'), 'Custom volume');
    expect(selector).toHaveAttribute('data-state', 'none');
    expect(tiers(selector)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(tiers(selector)).toEqual(['basic_s', 'basic_m', 'basic_l']);
  });

  it('on /hi the Professional S card is in INR; tier cards follow the header currency on English pages', async () => {
    const user = userEvent.setup();
    const india = await renderBlock(membershipTierSelectorBlock, {}, blockContext({ locale: 'hi' }));
    await user.selectOptions(screen.getByRole('combobox'), '5000');
    expect(screen.getByTestId('tier-card')).toHaveTextContent('₹49,999.00');
    // Savings in INR from the catalogue's INR prices: never a dollar figure on /hi.
    expect(within(screen.getByTestId('tier-card')).getByTestId('tier-savings')).toHaveTextContent(/^Save up to ₹[\d,]+\.\d\d a year$/);
    expect(screen.getByTestId('tier-card')).not.toHaveTextContent('$');
    india.unmount();
    await renderBlock(membershipTierSelectorBlock, {});
    act(() => storeCurrency('EUR'));
    const basic = screen.getAllByTestId('tier-card')[0]!;
    expect(basic).toHaveTextContent('€49.99');
    expect(within(basic).getByText('SSL from €6.29')).toBeInTheDocument();
  });
});

describe('membership tier table', () => {
  it('11 rows: ranges without shared edges, tier, free .coms, annual price, real savings; ROI starting from on Supreme L; contact sales above 15,000', async () => {
    await renderBlock(membershipTierTableBlock, {});
    const rows = within(screen.getByTestId('membership-tier-table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(11);
    expect(rows.map((row) => [...row.children].slice(0, 5).map((cell) => cell.textContent))).toEqual([
      ['Up to 100 domains a year', 'Basic S', '3', '$49.99', '$174.88'],
      ['101–500 domains a year', 'Basic M', '15', '$199.99', '$874.40'],
      ['501–2,000 domains a year', 'Basic L', '35', '$499.99', '$3,273.60'],
      ['2,001–5,000 domains a year', 'Professional S', '75', '$999.99', '$8,072.00'],
      ['5,001–10,000 domains a year', 'Professional M', '150', '$1,999.00', '$16,144.00'],
      ['10,001–15,000 domains a year', 'Professional L', '200', '$2,499.00', '$23,992.00'],
      ['15,001–30,000 domains a year', 'Expert M', '400', '$4,999.00', '$47,984.00'],
      ['30,001–50,000 domains a year', 'Expert L', '600', '$7,999.00', '$79,376.00'],
      ['50,001–125,000 domains a year', 'Supreme S', '750', '$9,999.00', '$240,177.50'],
      ['125,001–250,000 domains a year', 'Supreme M', '1,500', '$19,999.00', '$480,355.00'],
      ['250,001+ domains a year', 'Supreme L', '2,250', '$29,999.00', 'ROI starting from $486,782.50'],
    ]);
    // Above the last tier that signs up, the sales team: the threshold is the one the buttons follow.
    expect(screen.getByText('More than 15,000 domains? Our sales team makes you an offer.')).toBeInTheDocument();
    expect(rows.map((row) => row.querySelector('a')!.textContent)).toEqual([
      ...['Basic S', 'Basic M', 'Basic L', 'Professional S', 'Professional M', 'Professional L'].map((tier) => `Choose ${tier}`),
      ...Array(5).fill('Contact sales'),
    ]);
  });

  it('on /es: every tier in EUR (no Price Unavailable)', async () => {
    await renderBlock(membershipTierTableBlock, {}, blockContext({ locale: 'es' }));
    const prices = screen.getAllByTestId('tier-price').map((cell) => cell.textContent);
    expect(prices[0]).toMatch(/^49,99\s€$/);
    expect(prices[1]).toMatch(/^179,99\s€$/);
    expect(prices[3]).toMatch(/^999,99\s€$/);
    expect(screen.getByTestId('membership-tier-table')).not.toHaveTextContent('Precio no disponible');
    expect(screen.getAllByTestId('tier-savings').every((cell) => /€/.test(cell.textContent ?? ''))).toBe(true);
    expect(screen.getByRole('link', { name: 'Elegir Basic S' })).toHaveAttribute('href', 'https://cp.nameport.example/signup');
    expect(screen.getAllByRole('link', { name: 'Contactar con ventas' })[0]).toHaveAttribute('href', '/es/company/contact-us/sales-inquiries');
  });

  it('rows from the content system choose the tiers; their typed figures are not shown; unknown tiers left out', async () => {
    await renderBlock(membershipTierTableBlock, {
      rows: [
        { no_of_domains: '0-100', membershipTier: 'Basic S', free_domains: 3, price: { USD: 4.99 }, savings: '32' },
        { membershipTier: 'Gold', price: 1 },
      ],
    });
    const rows = within(screen.getByTestId('membership-tier-table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.children].slice(0, 5).map((cell) => cell.textContent))).toEqual([['Up to 100 domains a year', 'Basic S', '3', '$49.99', '$174.88']]);
  });
});

describe('membership tier cards', () => {
  it('Basic/Professional/Expert/Supreme S/M/L with features, feature tooltips, ROI and savings', async () => {
    const user = userEvent.setup();
    await renderBlock(membershipTierCardsBlock, {});
    expect(tiers(document.body)).toHaveLength(11);
    const basicS = screen.getAllByTestId('tier-card')[0]!;
    expect(basicS).toHaveTextContent('ROI 3.4X');
    expect(basicS).toHaveTextContent('Save up to $174.88 a year');
    expect(within(basicS).getByText('Spam filtering from $1.25')).toBeInTheDocument();
    await user.hover(within(basicS).getByRole('button', { name: 'More about Domain transactions at cost price' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent("at the registry's price");
  });

  it("content cards choose the tiers and may set features; price, ROI and savings are always the facts'", async () => {
    await renderBlock(membershipTierCardsBlock, {
      cards: [
        { membershipType: 'Expert M', roi: '15X', price: { USD: 4999, EUR: 4500 }, features: [{ text: 'Account manager', tooltip: ['A named contact'] }] },
        { membershipType: 'Unknown' },
      ],
    });
    const card = screen.getByTestId('tier-card');
    expect(card).toHaveAttribute('data-tier', 'expert_m');
    expect(card).toHaveTextContent('ROI 9.5X');
    expect(card).not.toHaveTextContent('15X');
    expect(card).toHaveTextContent('$4,999.00');
    expect(within(card).getByRole('button', { name: 'More about Account manager' })).toBeInTheDocument();
  });
});
