import type { JsonValue } from '@/lib/content/types';
import type { BlockFixture } from '../types';
import { promoHeroVariants } from './PromoHero';

// The cards' prices name the catalogue's figures (the promotion's price now and the list price); the
// percentages are the ones they give (.com 37.8 → shown rounded, 38% off; .shop 60%).
const cards: JsonValue[] = [
  { promotion_name: '.com', percentage: 37.8, description: 'First year, new registrations.', sales_price: '{price:com}', org_price: '{price:com:nonmember-regular}', link: { url: '/domains/tlds/com', title: 'Register .com' } },
  { promotion_name: '.shop', percentage: 60, description: 'For webshops of every size.', sales_price: '{price:shop}', org_price: '{price:shop:nonmember-regular}', link: '/domains/tlds/shop' },
  { promotion_name: '.online', sales_price: '{price:online}', link: { url: '/domains/tlds/online', title: 'Register .online' } },
];

const base = {
  heading: { title: 'Black Friday: up to 60% off domains', tag: 'h2' },
  sub_heading: 'New registrations, first year, while the offer lasts.',
  end_date: '2027-11-30',
  countdown_date: '2027-12-31 23:59:59',
  features: [{ text: 'Offers apply to new Members only', tooltip: 'Existing Members keep their own cost prices.' }, 'Applied automatically at checkout'],
  terms: '<p>Valid for new registrations only, first year. Not combinable with other offers. Not for Supreme pricing.</p>',
  button: { title: 'See the offers', url: '/membership-plans/promotions', type: 'primary' },
};

/** One fixture per advIdentity, plus the default (no advIdentity, no percentage: '50% Off'). */
export const promoHeroFixtures: BlockFixture[] = [
  { title: 'Promo hero without advIdentity (default label 50% Off, N/A without end date)', attributes: { heading: { title: 'Membership offer', tag: 'h2' }, sub_heading: 'Your first year at half price.' } },
  ...Object.keys(promoHeroVariants).map((identity) => ({
    title: `Promo hero ${identity}`,
    attributes: { ...base, advIdentity: identity, percentage: identity.includes('ssl') ? null : 69.5, cards: identity.startsWith('ssl') || identity.includes('membership') ? [] : cards },
  })),
];
