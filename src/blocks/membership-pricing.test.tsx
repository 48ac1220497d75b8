// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contentSource } from '@/lib/content';
import { storeCurrency } from '@/lib/pricing/currency-store';
import { promotionsService } from '@/lib/promotions/service';
import { blockContext, renderBlock } from '@/test/render-block';
import { membershipPricingClassicBlock } from './membership-pricing-classic';
import { membershipPricingTableAttributes } from './membership-pricing-table/fixture';
import { membershipPricingTableBlock } from './membership-pricing-table';

vi.mock('next-intl/server', () => import('@/test/next-intl-server-double'));

const plan = (key: string) => screen.getByTestId('membership-pricing-table').querySelector<HTMLElement>(`[data-plan="${key}"]`)!;
const amount = (key: string) => within(plan(key)).getByTestId('plan-price').textContent;

/** Inside the embedded campaigns (Basic S 60 % off the first year) and after their end. */
const DURING = '2027-06-15T10:00:00Z';
const AFTER = '2028-01-02T10:00:00Z';

beforeEach(() => vi.stubEnv('PROMOTIONS_NOW', AFTER));
afterEach(() => {
  window.localStorage.clear();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  promotionsService().purge();
});

describe('membership pricing table (newer block)', () => {
  it('starts on Monthly: yearly / 12 rounded down; Yearly by mouse; prices from the membership facts', async () => {
    const user = userEvent.setup();
    await renderBlock(membershipPricingTableBlock, membershipPricingTableAttributes);
    expect(screen.getByRole('radio', { name: 'Monthly' })).toHaveAttribute('aria-checked', 'true');
    expect(within(plan('basic')).getByTestId('plan-amount')).toHaveTextContent('$4.16');
    expect(amount('basic')).toContain('$49.99 billed yearly');
    expect(amount('free')).toBe('Free');
    expect(within(plan('professional')).getByTestId('plan-amount')).toHaveTextContent('$83.33');
    expect(within(plan('basic')).queryByTestId('sale-label')).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'Yearly' }));
    expect(screen.getByTestId('membership-pricing-table')).toHaveAttribute('data-period', 'year');
    expect(within(plan('basic')).getByTestId('plan-amount')).toHaveTextContent('$49.99');
    expect(within(plan('professional')).getByTestId('plan-amount')).toHaveTextContent('$999.99');
    // The free plan's business email shows only in the yearly view.
    expect(within(plan('free')).getByText('Free business email')).toBeInTheDocument();
  });

  it('while the membership promotion runs: its price on Basic, the regular one struck through, its label and call to action', async () => {
    vi.stubEnv('PROMOTIONS_NOW', DURING);
    const user = userEvent.setup();
    await renderBlock(membershipPricingTableBlock, membershipPricingTableAttributes);
    // Basic S 19.99 a year: 1.66 a month (rounded down), the regular 4.16 struck through.
    expect(within(plan('basic')).getByTestId('plan-amount')).toHaveTextContent('$1.66');
    expect(amount('basic')).toContain('Regular price $4.16');
    expect(within(plan('basic')).getByTestId('sale-label')).toHaveTextContent('60% off');
    expect(within(plan('basic')).getByRole('link', { name: 'Basic S for $19.99 the first year' })).toHaveAttribute('href', '/membership-plans');
    expect(within(plan('professional')).queryByTestId('sale-label')).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Yearly' }));
    expect(within(plan('basic')).getByTestId('plan-amount')).toHaveTextContent('$19.99');
    expect(amount('basic')).toContain('Regular price $49.99');
  });

  it('switches every price by keyboard', async () => {
    const user = userEvent.setup();
    await renderBlock(membershipPricingTableBlock, membershipPricingTableAttributes);
    screen.getByRole('radio', { name: 'Monthly' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(within(plan('basic')).getByTestId('plan-amount')).toHaveTextContent('$49.99');
    await user.keyboard('{ArrowLeft}');
    expect(within(plan('basic')).getByTestId('plan-amount')).toHaveTextContent('$4.16');
  });

  it('shows Most popular, highlight text and features with their figures filled, non-features, the discount link and the additional CTA', async () => {
    await renderBlock(membershipPricingTableBlock, membershipPricingTableAttributes);
    expect(within(plan('basic')).getByText('Most popular')).toBeInTheDocument();
    expect(within(plan('professional')).queryByText('Most popular')).toBeNull();
    // One break-even figure, from the facts: 16 .coms a year at the sample catalogue's .com prices.
    expect(within(plan('basic')).getByText('Pays for itself from 16 .com domains a year')).toBeInTheDocument();
    expect(within(plan('basic')).getByText('For resellers growing their portfolio.')).toBeInTheDocument();
    expect(within(plan('basic')).getByText('SSL from $6.99')).toBeInTheDocument();
    expect(within(plan('basic')).getByText('20% off Plesk')).toBeInTheDocument();
    // The plans' domain limits are the tiers' (Basic L, Professional L), not typed figures.
    expect(within(plan('basic')).getByText('Cost-price transactions up to 2,000 domains')).toBeInTheDocument();
    expect(within(plan('professional')).getByText('Cost-price transactions up to 15,000 domains')).toBeInTheDocument();
    expect(screen.getByText(/More than 15,000 domains a year\?/)).toBeInTheDocument();
    expect(within(plan('free')).getByText(/Domains at cost price/).closest('li')).toHaveTextContent('Not included: Domains at cost price');
    expect(within(plan('professional')).getByRole('link', { name: 'Moving more than 15,000 domains? Talk to us' })).toHaveAttribute('href', '/company/contact-us/sales-inquiries');
    expect(screen.getByRole('link', { name: 'Contact sales' })).toHaveAttribute('href', '/company/contact-us/sales-inquiries');
    expect(within(plan('free')).getByRole('link', { name: 'Sign up for free' })).toHaveAttribute('href', 'https://cp.nameport.example/signup');
    expect(within(plan('basic')).getByRole('link', { name: 'Buy Membership' })).toBeInTheDocument();
  });

  it('shows the plan tooltip on hover and on keyboard focus', async () => {
    const user = userEvent.setup();
    await renderBlock(membershipPricingTableBlock, membershipPricingTableAttributes);
    await user.click(screen.getByRole('radio', { name: 'Yearly' }));
    const info = within(plan('basic')).getByRole('button', { name: 'More about Basic Membership' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.hover(info);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Basic S: up to 100 domain operations a year');
    await user.unhover(info);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    act(() => info.focus());
    expect(await screen.findByRole('tooltip')).toHaveTextContent('up to 100 domain operations');
  });

  it('in the page currency: EUR on /es (Gratis), INR on /hi (2,499 for Basic yearly)', async () => {
    const user = userEvent.setup();
    const spanish = await renderBlock(membershipPricingTableBlock, membershipPricingTableAttributes, blockContext({ locale: 'es' }));
    expect(within(plan('basic')).getByTestId('plan-amount')).toHaveTextContent('4,16 €');
    expect(amount('free')).toBe('Gratis');
    // A currency picked on an English page does not change the Spanish page's EUR.
    act(() => storeCurrency('GBP'));
    expect(within(plan('basic')).getByTestId('plan-amount')).toHaveTextContent('4,16 €');
    spanish.unmount();

    await renderBlock(membershipPricingTableBlock, membershipPricingTableAttributes, blockContext({ locale: 'hi' }));
    expect(within(plan('basic')).getByTestId('plan-amount')).toHaveTextContent('₹208.25');
    await user.click(screen.getByRole('radio', { name: 'Yearly' }));
    expect(within(plan('basic')).getByTestId('plan-amount')).toHaveTextContent('₹2,499.00');
    expect(within(plan('professional')).getByTestId('plan-amount')).toHaveTextContent('₹49,999.00');
  });

  it("follows the visitor's currency on English pages, figures in the features too; every currency has every plan (RUB included)", async () => {
    await renderBlock(membershipPricingTableBlock, membershipPricingTableAttributes);
    act(() => storeCurrency('GBP'));
    expect(within(plan('basic')).getByTestId('plan-amount')).toHaveTextContent('£3.33');
    expect(within(plan('basic')).getByText('SSL from £5.38')).toBeInTheDocument();
    act(() => storeCurrency('RUB'));
    expect(within(plan('professional')).getByTestId('plan-amount')).toHaveTextContent('₽6,666.60');
    expect(screen.getByTestId('membership-pricing-table')).not.toHaveTextContent('Price Unavailable');
  });

  it("a price the content system types for a known plan is not shown: the facts' is (one membership truth)", async () => {
    const attributes = { pricingData: { '12': { plans: [{ title: 'Basic', tierKey: 'basic', price: { USD: 4.99 } }] } } };
    await renderBlock(membershipPricingTableBlock, attributes, blockContext({ locale: 'nl' }));
    expect(within(plan('basic')).getByTestId('plan-amount')).toHaveTextContent(/€\s4,16/);
  });

  it('a failed promotions call leaves the normal prices', async () => {
    vi.stubEnv('PROMOTIONS_NOW', DURING);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(contentSource(), 'listPromotions').mockRejectedValue(new Error('promotions down'));
    const user = userEvent.setup();
    await renderBlock(membershipPricingTableBlock, membershipPricingTableAttributes);
    await user.click(screen.getByRole('radio', { name: 'Yearly' }));
    expect(within(plan('basic')).getByTestId('plan-amount')).toHaveTextContent('$49.99');
    expect(within(plan('basic')).queryByTestId('sale-label')).toBeNull();
  });

  it('/membership-plans-new has its own sign-up labels', async () => {
    await renderBlock(membershipPricingTableBlock, membershipPricingTableAttributes, blockContext({ path: '/membership-plans-new' }));
    expect(within(plan('free')).getByRole('link', { name: 'Create your free account' })).toBeInTheDocument();
    expect(within(plan('basic')).getByRole('link', { name: 'Become a Member' })).toBeInTheDocument();
  });

  it('without pricing data shows the plans of the membership facts', async () => {
    await renderBlock(membershipPricingTableBlock, {}, blockContext({ path: '/blocks' }));
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Free account', 'Basic', 'Professional']);
    expect(within(plan('basic')).getByTestId('plan-amount')).toHaveTextContent('$4.16');
    expect(within(plan('professional')).getByTestId('plan-amount')).toHaveTextContent('$83.33');
  });
});

describe('older membership pricing block (reading b: the membership facts)', () => {
  it('starts on Monthly (monthly is the initial period); monthly figures are yearly / 12 to the nearest cent', async () => {
    const user = userEvent.setup();
    await renderBlock(membershipPricingClassicBlock, {});
    expect(screen.getByRole('radio', { name: 'Monthly' })).toHaveAttribute('aria-checked', 'true');
    expect(within(plan('basic')).getByTestId('plan-amount')).toHaveTextContent('$4.17');
    expect(within(plan('professional')).getByTestId('plan-amount')).toHaveTextContent('$83.33');
    await user.click(screen.getByRole('radio', { name: 'Yearly' }));
    expect(within(plan('basic')).getByTestId('plan-amount')).toHaveTextContent('$49.99');
    expect(within(plan('professional')).getByTestId('plan-amount')).toHaveTextContent('$999.99');
  });

  it('has every plan in every page currency: EUR on /es, INR on /hi', async () => {
    const spanish = await renderBlock(membershipPricingClassicBlock, {}, blockContext({ locale: 'es' }));
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Anual' }));
    expect(within(plan('basic')).getByTestId('plan-amount')).toHaveTextContent('49,99 €');
    expect(within(plan('professional')).getByTestId('plan-amount')).toHaveTextContent('999,99 €');
    spanish.unmount();
    await renderBlock(membershipPricingClassicBlock, {}, blockContext({ locale: 'hi' }));
    await user.click(screen.getByRole('radio', { name: 'Yearly' }));
    expect(within(plan('basic')).getByTestId('plan-amount')).toHaveTextContent('₹2,499.00');
  });

  it('shows the running membership promotion on Basic (Basic S)', async () => {
    vi.stubEnv('PROMOTIONS_NOW', DURING);
    await renderBlock(membershipPricingClassicBlock, {});
    await userEvent.setup().click(screen.getByRole('radio', { name: 'Yearly' }));
    expect(within(plan('basic')).getByTestId('plan-amount')).toHaveTextContent('$19.99');
    expect(within(plan('basic')).getByTestId('sale-label')).toHaveTextContent('60% off');
    expect(within(plan('professional')).getByTestId('plan-amount')).toHaveTextContent('$999.99');
    expect(within(plan('professional')).queryByTestId('sale-label')).toBeNull();
  });
});
