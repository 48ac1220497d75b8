// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

afterEach(() => {
  window.localStorage.clear();
  vi.restoreAllMocks();
  promotionsService().purge();
});

describe('membership pricing table (newer block)', () => {
  it('starts on Monthly: yearly / 12 rounded down; Yearly by mouse; the promotion on Professional', async () => {
    const user = userEvent.setup();
    await renderBlock(membershipPricingTableBlock, membershipPricingTableAttributes);
    expect(screen.getByRole('radio', { name: 'Monthly' })).toHaveAttribute('aria-checked', 'true');
    expect(within(plan('basic')).getByTestId('plan-amount')).toHaveTextContent('$4.16');
    expect(amount('basic')).toContain('$49.99 billed yearly');
    expect(amount('free')).toBe('Free');
    // Professional: the membership promotion's yearly $499.99 / 12, the regular $83.33 struck through.
    expect(within(plan('professional')).getByTestId('plan-amount')).toHaveTextContent('$41.66');
    expect(amount('professional')).toContain('Regular price $83.33');
    expect(within(plan('professional')).getByTestId('sale-label')).toHaveTextContent('50% off');
    expect(within(plan('basic')).queryByTestId('sale-label')).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'Yearly' }));
    expect(screen.getByTestId('membership-pricing-table')).toHaveAttribute('data-period', 'year');
    expect(within(plan('basic')).getByTestId('plan-amount')).toHaveTextContent('$49.99');
    expect(within(plan('professional')).getByTestId('plan-amount')).toHaveTextContent('$499.99');
    expect(amount('professional')).toContain('Regular price $999.99');
    // The free plan's business email shows only in the yearly view.
    expect(within(plan('free')).getByText('Free business email')).toBeInTheDocument();
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

  it('shows Most popular, highlight text, descriptions, features with converted prices, non-features, the discount link and the additional CTA', async () => {
    await renderBlock(membershipPricingTableBlock, membershipPricingTableAttributes);
    expect(within(plan('basic')).getByText('Most popular')).toBeInTheDocument();
    expect(within(plan('professional')).queryByText('Most popular')).toBeNull();
    expect(within(plan('basic')).getByText('Pays for itself from about 20 domains')).toBeInTheDocument();
    expect(within(plan('basic')).getByText('For resellers growing their portfolio.')).toBeInTheDocument();
    expect(within(plan('basic')).getByText('SSL from $6.99')).toBeInTheDocument();
    expect(within(plan('free')).getByText(/Domains at cost price/).closest('li')).toHaveTextContent('Not included: Domains at cost price');
    expect(within(plan('professional')).getByRole('link', { name: 'Moving more than 2,000 domains? Talk to us' })).toHaveAttribute('href', '/company/contact-us/sales-inquiries');
    expect(screen.getByRole('link', { name: 'Contact sales' })).toHaveAttribute('href', '/company/contact-us/sales-inquiries');
    expect(within(plan('free')).getByRole('link', { name: 'Sign up for free' })).toHaveAttribute('href', 'https://cp.registrar.example/signup');
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
    expect(within(plan('professional')).getByTestId('plan-amount')).toHaveTextContent('₹24,999.00');
  });

  it("follows the visitor's currency on English pages; a plan without that currency shows Price Unavailable", async () => {
    const attributes = structuredClone(membershipPricingTableAttributes) as { pricingData: Record<string, { plans: Array<Record<string, unknown>> }> };
    attributes.pricingData['12']!.plans[2]!.price = { USD: 999.99 };
    await renderBlock(membershipPricingTableBlock, attributes as never);
    act(() => storeCurrency('GBP'));
    expect(within(plan('basic')).getByTestId('plan-amount')).toHaveTextContent('£3.33');
    expect(within(plan('basic')).getByText('SSL from £5.38')).toBeInTheDocument();
    // Professional has a dollar price only: the promotion's GBP price does not make one up.
    expect(within(plan('professional')).getByTestId('plan-amount')).toHaveTextContent('Price Unavailable');
    expect(within(plan('professional')).queryByText(/Regular price/)).toBeNull();
    act(() => storeCurrency('INR'));
    expect(within(plan('basic')).getByTestId('plan-amount')).toHaveTextContent('₹208.25');
  });

  it('a plan with no price in the page currency and no promotion shows Price Unavailable', async () => {
    const attributes = { pricingData: { '12': { plans: [{ title: 'Basic', tierKey: 'basic', price: { USD: 49.99 } }] } } };
    await renderBlock(membershipPricingTableBlock, attributes, blockContext({ locale: 'nl' }));
    expect(within(plan('basic')).getByTestId('plan-amount')).toHaveTextContent('Prijs niet beschikbaar');
  });

  it('a failed promotions call leaves the normal prices', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(contentSource(), 'listPromotions').mockRejectedValue(new Error('promotions down'));
    const user = userEvent.setup();
    await renderBlock(membershipPricingTableBlock, membershipPricingTableAttributes);
    await user.click(screen.getByRole('radio', { name: 'Yearly' }));
    expect(within(plan('professional')).getByTestId('plan-amount')).toHaveTextContent('$999.99');
    expect(within(plan('professional')).queryByTestId('sale-label')).toBeNull();
  });

  it('/membership-plans-new has its own sign-up labels', async () => {
    await renderBlock(membershipPricingTableBlock, membershipPricingTableAttributes, blockContext({ path: '/membership-plans-new' }));
    expect(within(plan('free')).getByRole('link', { name: 'Create your free account' })).toBeInTheDocument();
    expect(within(plan('basic')).getByRole('link', { name: 'Become a Member' })).toBeInTheDocument();
  });

  it('without pricing data shows the catalogue plans; oldPrices are struck through', async () => {
    await renderBlock(membershipPricingTableBlock, { oldPrices: { professional: { USD: 1199.99 } } }, blockContext({ path: '/blocks' }));
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Free account', 'Basic', 'Professional']);
    expect(within(plan('basic')).getByTestId('plan-amount')).toHaveTextContent('$4.16');
    // Professional 'Professional' is the promotion's 'professional': its promo price wins over oldPrices.
    expect(within(plan('professional')).getByTestId('plan-amount')).toHaveTextContent('$41.66');
  });
});

describe('older membership pricing block (display prices, reading a)', () => {
  it('starts on Monthly (monthly initial) with the display prices; Basic $0.42 ↔ $4.99 (was $49.99); Professional $83.33 a month', async () => {
    const user = userEvent.setup();
    vi.spyOn(contentSource(), 'listPromotions').mockResolvedValue([]);
    await renderBlock(membershipPricingClassicBlock, {});
    expect(screen.getByRole('radio', { name: 'Monthly' })).toHaveAttribute('aria-checked', 'true');
    expect(within(plan('basic')).getByTestId('plan-amount')).toHaveTextContent('$0.42');
    expect(within(plan('professional')).getByTestId('plan-amount')).toHaveTextContent('$83.33');
    await user.click(screen.getByRole('radio', { name: 'Yearly' }));
    expect(within(plan('basic')).getByTestId('plan-amount')).toHaveTextContent('$4.99');
    expect(amount('basic')).toContain('Regular price $49.99');
    expect(within(plan('professional')).getByTestId('plan-amount')).toHaveTextContent('$999.99');
  });

  it('EUR has no Basic figure (Price Unavailable) and Professional 951.65; INR Professional 7,147 a month', async () => {
    const user = userEvent.setup();
    vi.spyOn(contentSource(), 'listPromotions').mockResolvedValue([]);
    const spanish = await renderBlock(membershipPricingClassicBlock, {}, blockContext({ locale: 'es' }));
    await user.click(screen.getByRole('radio', { name: 'Anual' }));
    expect(within(plan('basic')).getByTestId('plan-amount')).toHaveTextContent('Precio no disponible');
    expect(within(plan('professional')).getByTestId('plan-amount')).toHaveTextContent('951,65 €');
    spanish.unmount();
    await renderBlock(membershipPricingClassicBlock, {}, blockContext({ locale: 'hi' }));
    expect(within(plan('professional')).getByTestId('plan-amount')).toHaveTextContent('₹7,147.00');
    await user.click(screen.getByRole('radio', { name: 'Yearly' }));
    expect(within(plan('basic')).getByTestId('plan-amount')).toHaveTextContent('₹430.00');
  });

  it('matches the promotion only on basic and professional, as basic_s and professional_s', async () => {
    // The embedded English promotion has 'basic_s' ($24.99) and 'professional' (not professional_s).
    await renderBlock(membershipPricingClassicBlock, {});
    await userEvent.setup().click(screen.getByRole('radio', { name: 'Yearly' }));
    expect(within(plan('basic')).getByTestId('plan-amount')).toHaveTextContent('$24.99');
    expect(within(plan('basic')).getByTestId('sale-label')).toHaveTextContent('50% off');
    expect(within(plan('professional')).getByTestId('plan-amount')).toHaveTextContent('$999.99');
    expect(within(plan('professional')).queryByTestId('sale-label')).toBeNull();
  });
});
