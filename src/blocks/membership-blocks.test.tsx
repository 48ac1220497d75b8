// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentSource } from '@/lib/content';
import { storeCurrency } from '@/lib/pricing/currency-store';
import { promotionsService } from '@/lib/promotions/service';
import { bannerBlock as membershipBannerBlock } from './banner';
import { membershipLandingBannerFixture } from './banner/membership-fixture';
import { membershipCardsBlock } from './membership-cards';
import { membershipPlanCardsBlock } from './membership-plan-cards';
import { membershipPricingClassicBlock } from './membership-pricing-classic';
import { membershipPricingTableBlock } from './membership-pricing-table';
import { blockContext, renderBlock } from '@/test/render-block';
import { membershipTierCardsBlock } from './membership-tier-cards';
import { membershipTierSelectorBlock } from './membership-tier-selector';
import { membershipTierTableBlock } from './membership-tier-table';
import type { BlockContext } from './types';
import { homeMembershipsBlock } from './membership-home';

vi.mock('next-intl/server', () => import('@/test/next-intl-server-double'));

afterEach(() => {
  window.localStorage.clear();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  promotionsService().purge();
});

describe('static membership plan cards', () => {
  it('Basic S/M/L: $49.99/$199.99/$499.99, up to 100/500/2000 domain operations, ROI 6X/7X/12X', async () => {
    await renderBlock(membershipPlanCardsBlock, {});
    const cards = within(screen.getByTestId('membership-plan-cards')).getAllByRole('article');
    expect(cards.map((card) => card.textContent)).toEqual([
      expect.stringMatching(/^Basic S\$49\.99per yearUp to 100 domain operations per yearROI 6X/),
      expect.stringMatching(/^Basic M\$199\.99per yearUp to 500 domain operations per yearROI 7X/),
      expect.stringMatching(/^Basic L\$499\.99per yearUp to 2,000 domain operations per yearROI 12X/),
    ]);
    expect(within(cards[0]!).getByRole('link', { name: 'Buy Membership' })).toHaveAttribute('href', 'https://cp.registrar.example/signup?membership=basic-s');
  });

  it('the Basic S offer shows through March 31, 2025 (the promotions clock) and not after', async () => {
    vi.stubEnv('PROMOTIONS_NOW', '2025-03-31T21:00:00Z'); // 23:00 in Amsterdam: still the last day
    const before = await renderBlock(membershipPlanCardsBlock, {});
    const offer = screen.getByTestId('basic-s-offer');
    expect(offer).toHaveTextContent('60% off');
    expect(offer).toHaveTextContent('$19.99 instead of $49.99 for the first year or 100 domain operations');
    expect(offer).toHaveTextContent('Limited offer ending March 31, 2025');
    expect(offer.closest('article')).toHaveAttribute('data-tier', 'basic_s');
    // The offer has a dollar price only: in another currency it is not shown.
    act(() => storeCurrency('GBP'));
    expect(screen.queryByTestId('basic-s-offer')).toBeNull();
    before.unmount();
    vi.stubEnv('PROMOTIONS_NOW', '2025-03-31T22:00:00Z'); // midnight in Amsterdam: April 1st
    await renderBlock(membershipPlanCardsBlock, {});
    expect(screen.queryByTestId('basic-s-offer')).toBeNull();
  });

  it('on /nl: Basic S in EUR, Basic M and L unavailable', async () => {
    await renderBlock(membershipPlanCardsBlock, {}, blockContext({ locale: 'nl' }));
    const cards = within(screen.getByTestId('membership-plan-cards')).getAllByRole('article');
    expect(cards[0]).toHaveTextContent(/€\s49,99/);
    expect(cards[1]).toHaveTextContent('Prijs niet beschikbaar');
  });
});

describe('home memberships', () => {
  it('home-memberships: Free, Basic and Professional with yearly prices in the page currency', async () => {
    await renderBlock(homeMembershipsBlock, { advIdentity: 'home-memberships', heading: { title: 'Memberships', tag: 'h2' } }, blockContext({ locale: 'hi', path: '/' }));
    const plans = within(screen.getByTestId('home-memberships')).getAllByRole('article');
    expect(plans.map((plan) => plan.querySelector('h3')!.textContent)).toEqual(['Free account', 'Basic', 'Professional']);
    expect(plans[1]).toHaveTextContent('from ₹2,499.00 per year');
    expect(plans[2]).toHaveTextContent('from ₹49,999.00 per year');
    expect(screen.getByRole('link', { name: 'Compare all plans' })).toHaveAttribute('href', '/hi/membership-plans');
  });

  it("pricing-promotion: the page language's membership promotion (Professional 50% off); none: the overview", async () => {
    await renderBlock(homeMembershipsBlock, { advIdentity: 'pricing-promotion', heading: { title: 'Membership 50% off', tag: 'h2' } }, blockContext({ locale: 'es', path: '/' }));
    const promotion = screen.getByTestId('home-memberships-promotion');
    expect(promotion).toHaveAttribute('data-promotion', 'promo-membership-es');
    const professional = promotion.querySelector<HTMLElement>('[data-plan="professional"]')!;
    expect(professional).toHaveTextContent('50 % de descuento');
    expect(professional).toHaveTextContent(/499,99\s€/);
    expect(within(professional).getByText(/Precio normal 999,99\s€/)).toBeInTheDocument();
    // Basic is not in the promotion (its 'basic_s' is the older block's): the normal price.
    expect(promotion.querySelector('[data-plan="basic"]')).toHaveTextContent(/49,99\s€/);

    vi.spyOn(contentSource(), 'listPromotions').mockResolvedValue([]);
    promotionsService().purge();
    await renderBlock(homeMembershipsBlock, { advIdentity: 'pricing-promotion' }, blockContext({ path: '/' }));
    expect(screen.getByTestId('home-memberships')).toBeInTheDocument();
  });

  it("member_sign_up: Basic's monthly price and the control panel's sign-up", async () => {
    await renderBlock(homeMembershipsBlock, { advIdentity: 'member_sign_up', heading: { title: 'Become a Member today', tag: 'h2' } }, blockContext({ path: '/' }));
    const band = screen.getByTestId('home-memberships-sign-up');
    expect(band).toHaveTextContent('Basic from $4.16 per month');
    expect(within(band).getByRole('link', { name: 'Become a Member' })).toHaveAttribute('href', 'https://cp.registrar.example/signup');
  });
});

describe('membership-landing-page banner', () => {
  it('is the landing banner (badge, heading, list, buttons) on other paths', async () => {
    await renderBlock(membershipBannerBlock, membershipLandingBannerFixture.attributes, blockContext({ path: '/membership-plans-new' }));
    const banner = screen.getByTestId('membership-landing-banner');
    expect(within(banner).getByRole('heading', { level: 2 })).toHaveTextContent('Domains at cost price, for resellers');
    expect(within(banner).getAllByRole('listitem')).toHaveLength(3);
    expect(within(banner).getByRole('link', { name: 'Talk to sales' })).toBeInTheDocument();
  });

  it('on /membership-plans/coupons/memberships: the coupon hero, image and text, 30% cashback, Join by August 31st', async () => {
    await renderBlock(membershipBannerBlock, { advIdentity: 'membership-landing-page', image: { url: '/images/membership-cashback.svg', width: 480, height: 360, alt: '' } }, blockContext({ locale: 'nl', path: '/membership-plans/coupons/memberships' }));
    const hero = screen.getByTestId('membership-coupon-hero');
    expect(hero).toHaveAttribute('data-layout', 'image-and-text');
    expect(within(hero).getByRole('heading', { level: 1 })).toHaveTextContent('30% cashback op je eerste jaar lidmaatschap');
    expect(within(hero).getByTestId('coupon-join-by')).toHaveTextContent('Word lid vóór 31 augustus');
    expect(within(hero).getByRole('link', { name: 'Word lid' })).toHaveAttribute('href', 'https://cp.registrar.example/welcome-membership');
    expect(screen.queryByTestId('membership-landing-banner')).toBeNull();
  });
});

const blocks = [
  membershipPricingTableBlock,
  membershipPricingClassicBlock,
  membershipCardsBlock,
  membershipPlanCardsBlock,
  membershipTierSelectorBlock,
  membershipTierTableBlock,
  membershipTierCardsBlock,
  homeMembershipsBlock,
  membershipBannerBlock,
];

describe.each(['en', 'es', 'nl', 'hi'] as const)('membership fixtures (%s)', (locale) => {
  const context: BlockContext = blockContext({ locale, path: '/blocks' });
  it.each(blocks.flatMap((block) => block.fixtures.map((fixture) => [block.name, fixture.title, block, fixture] as const)))(
    '%s: %s renders with no serious or critical axe violation',
    async (_name, _title, block, fixture) => {
      const { container } = await renderBlock(block, fixture.attributes, context);
      expect(container.textContent).not.toBe('');
      // jsdom has no layout: colour contrast is checked in the browser (e2e), not here.
      const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
      const serious = result.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
      expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
    },
  );
});
