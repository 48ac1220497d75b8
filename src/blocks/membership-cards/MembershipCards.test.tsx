// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetContentSourceForTests } from '@/lib/content';
import type { Membership } from '@/lib/content/types';
import { startFakeWordPress, type FakeWordPress } from '@/lib/content/wordpress/testing/fake-wpgraphql';
import { fixtureSite } from '@/lib/content/wordpress/testing/fixtures';
import { blockContext, renderBlock } from '@/test/render-block';
import { buildMembershipFacts } from '@/lib/memberships/facts';
import { membershipCard, PLAN_SELECTOR_CAP, selectMemberships } from './cards';
import { membershipCardsBlock } from './index';

vi.mock('next-intl/server', () => import('@/test/next-intl-server-double'));

const card = (title: string) => screen.getAllByTestId('membership-card').find((element) => within(element).queryByRole('heading', { name: title }))!;
const price = (title: string) => within(card(title)).getByTestId('membership-card-price').textContent;
const cta = (title: string) => within(card(title)).getByTestId('membership-card-cta');

// After the embedded campaigns: regular prices (the membership promotion is tested in membership-blocks.test.tsx).
// (Set directly: the WordPress suite below stubs its own variables for all of its tests.)
beforeEach(() => {
  process.env.PROMOTIONS_NOW = '2028-01-02T10:00:00Z';
});
afterEach(() => {
  delete process.env.PROMOTIONS_NOW;
});

describe('membership cards from the embedded content source', () => {
  it('shows the memberships of a category; each card starts at its isDefault plan item', async () => {
    await renderBlock(membershipCardsBlock, { category: 21 });
    expect(screen.getAllByTestId('membership-card').map((element) => within(element).getByRole('heading').textContent)).toEqual(['Basic', 'Professional', 'Expert']);
    expect(price('Basic')).toBe('From$49.99per year');
    expect(within(card('Basic')).getByRole('radio', { name: '100 domains' })).toHaveAttribute('aria-checked', 'true');
    expect(cta('Basic')).toHaveAttribute('href', 'https://cp.nameport.example/signup?membership=basic-s');
    expect(cta('Basic')).toHaveAttribute('target', '_blank');
    expect(cta('Basic')).toHaveAttribute('rel', 'noopener noreferrer');
    expect(price('Professional')).toContain('$999.99');
    // The description's and features' figures are the membership facts' (placeholders in the content).
    const text = (title: string) => card(title).textContent ?? '';
    expect(text('Basic')).toContain('ROI from 3.4X.'); // the facts' ROI of Basic at the sample prices (the content had typed 6X)
    expect(text('Basic')).toContain('20% off Plesk');
    expect(text('Professional')).toContain('25% off Plesk');
    expect(text('Expert')).toContain('For portfolios above 15,000 domains.');
    expect(text('Basic') + text('Professional') + text('Expert')).not.toContain('{');
  });

  it("the selector changes the card's price and link, by mouse and by keyboard", async () => {
    const user = userEvent.setup();
    await renderBlock(membershipCardsBlock, { category: 21 });
    await user.click(within(card('Basic')).getByRole('radio', { name: '500 domains' }));
    expect(price('Basic')).toContain('$199.99');
    expect(cta('Basic')).toHaveAttribute('href', 'https://cp.nameport.example/signup?membership=basic-m');
    await user.keyboard('{ArrowRight}');
    expect(within(card('Basic')).getByRole('radio', { name: '2,000 domains' })).toHaveFocus();
    expect(price('Basic')).toContain('$499.99');
    expect(cta('Basic')).toHaveAttribute('href', 'https://cp.nameport.example/signup?membership=basic-l');
    // The other cards keep their own active plan.
    expect(price('Professional')).toContain('$999.99');
  });

  it('a membership without an isDefault item starts with none: no price, no link until one is chosen', async () => {
    const user = userEvent.setup();
    await renderBlock(membershipCardsBlock, { category: 21 });
    expect(price('Expert')).toBe('Choose a domain count to see the price');
    expect(cta('Expert').tagName).toBe('BUTTON');
    expect(cta('Expert')).toBeDisabled();
    await user.click(within(card('Expert')).getByRole('radio', { name: '30,000 domains' }));
    expect(price('Expert')).toContain('$4,999.00');
    expect(cta('Expert')).toHaveAttribute('href', 'https://cp.nameport.example/signup?membership=expert-m');
  });

  it('hovering a card highlights it; the info icon shows the tooltip content', async () => {
    const user = userEvent.setup();
    await renderBlock(membershipCardsBlock, { category: 21 });
    await user.hover(card('Professional'));
    expect(card('Professional')).toHaveAttribute('data-highlighted', 'true');
    expect(card('Basic')).not.toHaveAttribute('data-highlighted');
    await user.unhover(card('Professional'));
    expect(card('Professional')).not.toHaveAttribute('data-highlighted');
    await user.hover(within(card('Basic')).getByRole('button', { name: 'More about Domain operations per year' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Domain operations are registrations, renewals and transfers at cost price.');
  });

  it("on /es every plan item is in EUR (the facts' price of its tier); feature figures too", async () => {
    await renderBlock(membershipCardsBlock, { category: 21 }, blockContext({ locale: 'es' }));
    expect(price('Basic')).toMatch(/49,99\s€/);
    expect(price('Basic')).not.toContain('$');
    expect(within(card('Basic')).getByText('SSL from 6,29 €')).toBeInTheDocument();
  });

  it('picks memberships by slug, in that order; an unknown category shows nothing', async () => {
    await renderBlock(membershipCardsBlock, { memberships: ['supreme', 'basic'] });
    expect(screen.getAllByTestId('membership-card').map((element) => within(element).getByRole('heading').textContent)).toEqual(['Supreme', 'Basic']);
    const empty = await renderBlock(membershipCardsBlock, { category: 999 });
    expect(empty.container.querySelector('[data-testid="membership-cards"]')).toBeNull();
  });
});

describe('plan selector rules', () => {
  const membership = (items: Array<{ price: string; isDefault: boolean }>): Membership => ({
    databaseId: 1,
    title: 'M',
    slug: 'm',
    categoryIds: [1],
    description: '',
    cta: '',
    textBeforePrice: '',
    textAfterPrice: '',
    selectDomainCountText: '',
    tooltipContent: '',
    listTitle: '',
    features: [],
    planItems: items.map((item, index) => ({ numberOfDomains: String((index + 1) * 100), price: item.price, isDefault: item.isDefault, link: null })),
  });

  const facts = buildMembershipFacts({ USD: { nonMember: 10.44, member: 8.96, supreme: 8.57 } }, null);
  const fill = (text: string) => [text];

  it('shows at most 4 items; a default beyond them starts with none', () => {
    const five = membership([0, 1, 2, 3, 4].map((index) => ({ price: `${index}9.99`, isDefault: index === 4 })));
    const data = membershipCard(five, facts, fill);
    expect(PLAN_SELECTOR_CAP).toBe(4);
    expect(data.items).toHaveLength(4);
    expect(data.defaultIndex).toBeNull();
    expect(membershipCard(membership([{ price: '1', isDefault: false }, { price: '2', isDefault: true }]), facts, fill).defaultIndex).toBe(1);
  });

  it("an item's price is the membership facts' price of the tier for its domain count, whatever the content typed", () => {
    const data = membershipCard(membership([{ price: '1,999.00', isDefault: true }, { price: 'ask us', isDefault: false }]), facts, fill);
    // 100 domains: Basic S; 200 domains: Basic M.
    expect(data.items.map((item) => item.yearly.USD)).toEqual([49.99, 199.99]);
  });

  it('a category is matched by its id', () => {
    const list = [membership([]), { ...membership([]), databaseId: 2, slug: 'n', categoryIds: [7] }];
    expect(selectMemberships(list, { category: 7 }).map((item) => item.slug)).toEqual(['n']);
    expect(selectMemberships(list, {}).map((item) => item.slug)).toEqual(['m', 'n']);
  });
});

describe('membership cards from WordPress (WPGraphQL on loopback)', () => {
  let fake: FakeWordPress;

  beforeAll(async () => {
    fake = await startFakeWordPress(fixtureSite);
    vi.stubEnv('CONTENT_SOURCE', 'wordpress');
    vi.stubEnv('WORDPRESS_GRAPHQL_URL', fake.url);
    vi.stubEnv('WORDPRESS_REVALIDATE_SECONDS', '0');
    resetContentSourceForTests();
  });

  afterAll(async () => {
    vi.unstubAllEnvs();
    resetContentSourceForTests();
    await fake.close();
  });

  afterEach(() => {
    fake.override = null;
  });

  it('renders the GetMemberships answer: category, default item, price and link; the selector works', async () => {
    const user = userEvent.setup();
    await renderBlock(membershipCardsBlock, { category: 31 });
    expect(fake.requests.some((request) => request.operationName === 'GetMemberships')).toBe(true);
    expect(price('Basic')).toBe('from$49.99/year');
    expect(cta('Basic')).toHaveAttribute('href', 'https://cp.example.com/basic-s');
    expect(within(card('Basic')).getByText('SSL from 6.99')).toBeInTheDocument();
    await user.click(within(card('Basic')).getByRole('radio', { name: '500 domains' }));
    expect(price('Basic')).toContain('$199.99');
    // This plan item has no link in WordPress: the button is not a link.
    expect(cta('Basic').tagName).toBe('BUTTON');
  });

  it('WordPress down: no memberships, the block renders nothing and the page goes on', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fake.override = () => ({ status: 503 });
    const view = await renderBlock(membershipCardsBlock, { category: 31 });
    expect(view.container.querySelector('[data-testid="membership-cards"]')).toBeNull();
  });
});
