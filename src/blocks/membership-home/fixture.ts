import type { BlockFixture } from '../types';
import { variantFixture } from '@/components/blocks/fixtures';

export const homeMembershipsFixtures: BlockFixture[] = [
  variantFixture('home-memberships', 'the three plans at a glance', 'Memberships that pay for themselves', {
    sub_heading: 'Domains at cost price, marketing funds and bulk transfers.',
  }),
  variantFixture('pricing-promotion', 'the membership promotion of the page language (else the overview)', 'Membership 50% off', {
    sub_heading: 'For new Members, the first year.',
    button: { title: 'Compare plans', url: '/membership-plans', type: 'transparent' },
  }),
  {
    title: 'member_sign_up: the sign-up band',
    attributes: { advIdentity: 'member_sign_up', heading: { title: 'Become a Member today', tag: 'h2' } },
  },
];
