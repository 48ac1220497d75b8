import type { BlockFixture } from '../types';

/** The spec's lists: 23 sports and 12 tld-promos entries per locale. */
export const SPORTS_TLDS = ['football', 'soccer', 'golf', 'tennis', 'hockey', 'rugby', 'basketball', 'fitness', 'run', 'bike', 'ski', 'surf', 'yoga', 'racing', 'team', 'fan', 'games', 'bet', 'poker', 'fish', 'boats', 'yachts', 'horse'];
export const TLD_PROMOS = ['com', 'net', 'org', 'shop', 'store', 'online', 'site', 'xyz', 'io', 'app', 'tech', 'cloud'];

export const sportsPromoGridFixtures: BlockFixture[] = [
  {
    title: 'Sports promo grid (shown only on domain-registration and /promotions paths: rendered here as at /domain-registration)',
    path: '/domain-registration',
    attributes: {
      heading: { title: 'Domains on promotion', tag: 'h2' },
      sports: SPORTS_TLDS.map((tld, index) => ({ tld, isHideMobile: index >= 12 })),
      tld_promos: TLD_PROMOS.map((tld) => ({ tld: `.${tld}` })),
    },
  },
];
