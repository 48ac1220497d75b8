// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeCurrency } from '@/lib/pricing/currency-store';
import { promotionsService } from '@/lib/promotions/service';
import { bannerBlock as membershipBannerBlock } from './banner';
import { membershipLandingBannerFixture } from './banner/membership-fixture';
import { membershipPlanCardsBlock } from './membership-plan-cards';
import { blockContext, renderBlock } from '@/test/render-block';
import type { BlockContext } from './types';
import { homeMembershipsBlock } from './membership-home';
import { membershipBlocks } from './registry';

vi.mock('next-intl/server', () => import('@/test/next-intl-server-double'));

afterEach(() => {
  window.localStorage.clear();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  promotionsService().purge();
});

/** Inside the embedded campaigns (content/promotions.json) and after their end (2027-12-31). */
const DURING = '2027-06-15T10:00:00Z';
const AFTER = '2028-01-02T10:00:00Z';

describe('static membership plan cards', () => {
  it('Basic S/M/L from the membership facts: price, domain operations, the ROI the catalogue gives (savings / price)', async () => {
    vi.stubEnv('PROMOTIONS_NOW', AFTER);
    await renderBlock(membershipPlanCardsBlock, {});
    const cards = within(screen.getByTestId('membership-plan-cards')).getAllByRole('article');
    expect(cards.map((card) => card.textContent)).toEqual([
      expect.stringMatching(/^Basic S\$49\.99per yearUp to 100 domain operations per yearROI 3\.4X/),
      expect.stringMatching(/^Basic M\$199\.99per yearUp to 500 domain operations per yearROI 4\.3X/),
      expect.stringMatching(/^Basic L\$499\.99per yearUp to 2,000 domain operations per yearROI 6\.5X/),
    ]);
    expect(screen.queryByTestId('basic-s-offer')).toBeNull();
    expect(within(cards[0]!).getByRole('link', { name: 'Buy Membership' })).toHaveAttribute('href', 'https://cp.nameport.example/signup?membership=basic-s');
  });

  it('the Basic S offer shows while the membership promotion runs, with its prices in every currency, through its last day', async () => {
    vi.stubEnv('PROMOTIONS_NOW', '2027-12-31T21:00:00Z'); // 22:00 in Amsterdam: still the last day
    const before = await renderBlock(membershipPlanCardsBlock, {});
    const offer = screen.getByTestId('basic-s-offer');
    expect(offer).toHaveTextContent('60% off');
    expect(offer).toHaveTextContent('$19.99 instead of $49.99 for the first year or 100 domain operations');
    expect(offer).toHaveTextContent('Limited offer ending December 31, 2027');
    expect(offer.closest('article')).toHaveAttribute('data-tier', 'basic_s');
    // Every currency the promotion prices: the visitor's choice changes the figures, not the offer.
    act(() => storeCurrency('GBP'));
    expect(screen.getByTestId('basic-s-offer')).toHaveTextContent('£15.99 instead of £39.99');
    before.unmount();
    vi.stubEnv('PROMOTIONS_NOW', '2027-12-31T23:00:00Z'); // midnight in Amsterdam: January 1st
    await renderBlock(membershipPlanCardsBlock, {});
    expect(screen.queryByTestId('basic-s-offer')).toBeNull();
  });

  it('on /nl: every tier in EUR (no Price Unavailable)', async () => {
    vi.stubEnv('PROMOTIONS_NOW', AFTER);
    await renderBlock(membershipPlanCardsBlock, {}, blockContext({ locale: 'nl' }));
    const cards = within(screen.getByTestId('membership-plan-cards')).getAllByRole('article');
    expect(cards[0]).toHaveTextContent(/€\s49,99/);
    expect(cards[1]).toHaveTextContent(/€\s179,99/);
    expect(screen.getByTestId('membership-plan-cards')).not.toHaveTextContent('Prijs niet beschikbaar');
  });
});

describe('home memberships', () => {
  it('home-memberships: Free, Basic and Professional with yearly prices in the page currency', async () => {
    vi.stubEnv('PROMOTIONS_NOW', AFTER);
    await renderBlock(homeMembershipsBlock, { advIdentity: 'home-memberships', heading: { title: 'Memberships', tag: 'h2' } }, blockContext({ locale: 'hi', path: '/' }));
    const plans = within(screen.getByTestId('home-memberships')).getAllByRole('article');
    expect(plans.map((plan) => plan.querySelector('h3')!.textContent)).toEqual(['Free account', 'Basic', 'Professional']);
    expect(plans[1]).toHaveTextContent('from ₹2,499.00 per year');
    expect(plans[1]).toHaveTextContent('SSL from ₹622.11');
    expect(plans[2]).toHaveTextContent('from ₹49,999.00 per year');
    expect(screen.getByRole('link', { name: 'Compare all plans' })).toHaveAttribute('href', '/hi/membership-plans');
  });

  it("pricing-promotion: the page language's running membership promotion (Basic S 60 % off); none: the overview", async () => {
    vi.stubEnv('PROMOTIONS_NOW', DURING);
    await renderBlock(homeMembershipsBlock, { advIdentity: 'pricing-promotion', heading: { title: 'Membership offer', tag: 'h2' } }, blockContext({ locale: 'es', path: '/' }));
    const promotion = screen.getByTestId('home-memberships-promotion');
    expect(promotion).toHaveAttribute('data-promotion', 'promo-membership-es');
    const basic = promotion.querySelector<HTMLElement>('[data-plan="basic"]')!;
    expect(basic).toHaveTextContent('60 % de descuento');
    expect(basic).toHaveTextContent(/19,99\s€/);
    expect(within(basic).getByText(/Precio normal 49,99\s€/)).toBeInTheDocument();
    // Professional is not in the promotion: its normal price.
    expect(promotion.querySelector('[data-plan="professional"]')).toHaveTextContent(/999,99\s€/);

    vi.stubEnv('PROMOTIONS_NOW', AFTER);
    await renderBlock(homeMembershipsBlock, { advIdentity: 'pricing-promotion' }, blockContext({ path: '/' }));
    expect(screen.getByTestId('home-memberships')).toBeInTheDocument();
  });

  it("member_sign_up: Basic's monthly price now (the promotion's while it runs) and the control panel's sign-up", async () => {
    vi.stubEnv('PROMOTIONS_NOW', AFTER);
    const after = await renderBlock(homeMembershipsBlock, { advIdentity: 'member_sign_up', heading: { title: 'Become a Member today', tag: 'h2' } }, blockContext({ path: '/' }));
    const band = screen.getByTestId('home-memberships-sign-up');
    expect(band).toHaveTextContent('Basic from $4.16 per month');
    expect(within(band).getByRole('link', { name: 'Become a Member' })).toHaveAttribute('href', 'https://cp.nameport.example/signup');
    after.unmount();
    vi.stubEnv('PROMOTIONS_NOW', DURING);
    await renderBlock(homeMembershipsBlock, { advIdentity: 'member_sign_up' }, blockContext({ path: '/' }));
    expect(screen.getByTestId('home-memberships-sign-up')).toHaveTextContent('Basic from $1.66 per month');
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

  it('on /membership-plans/coupons/memberships: the coupon hero while the cashback promotion runs, joined by its last day; nothing after', async () => {
    vi.stubEnv('PROMOTIONS_NOW', DURING);
    const during = await renderBlock(membershipBannerBlock, { advIdentity: 'membership-landing-page', image: { url: '/images/membership-cashback.svg', width: 480, height: 360, alt: '' } }, blockContext({ locale: 'nl', path: '/membership-plans/coupons/memberships' }));
    const hero = screen.getByTestId('membership-coupon-hero');
    expect(hero).toHaveAttribute('data-layout', 'image-and-text');
    expect(within(hero).getByRole('heading', { level: 1 })).toHaveTextContent('30% cashback op je eerste jaar lidmaatschap');
    expect(within(hero).getByTestId('coupon-join-by')).toHaveTextContent('Word lid vóór 31 augustus 2027');
    expect(within(hero).getByRole('link', { name: 'Word lid' })).toHaveAttribute('href', 'https://cp.nameport.example/welcome-membership');
    expect(screen.queryByTestId('membership-landing-banner')).toBeNull();
    during.unmount();
    vi.stubEnv('PROMOTIONS_NOW', '2027-09-01T10:00:00Z');
    await renderBlock(membershipBannerBlock, { advIdentity: 'membership-landing-page' }, blockContext({ locale: 'nl', path: '/membership-plans/coupons/memberships' }));
    expect(screen.queryByTestId('membership-coupon-hero')).toBeNull();
  });
});

const blocks = [...membershipBlocks, membershipBannerBlock];

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
