import type { BlockFixture } from '../types';

export const homeMembershipsFixtures: BlockFixture[] = [
  {
    title: 'home-memberships: the three plans at a glance',
    attributes: {
      advIdentity: 'home-memberships',
      heading: { title: 'Memberships that pay for themselves', tag: 'h2' },
      sub_heading: 'Domains at cost price, marketing funds and bulk transfers.',
    },
  },
  {
    title: 'pricing-promotion: the membership promotion of the page language (else the overview)',
    attributes: {
      advIdentity: 'pricing-promotion',
      heading: { title: 'Membership 50% off', tag: 'h2' },
      sub_heading: 'For new Members, the first year.',
      button: { title: 'Compare plans', url: '/membership-plans', type: 'transparent' },
    },
  },
  {
    title: 'member_sign_up: the sign-up band',
    attributes: { advIdentity: 'member_sign_up', heading: { title: 'Become a Member today', tag: 'h2' } },
  },
];
