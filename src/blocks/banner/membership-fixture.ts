import type { BlockFixture } from '../types';

export const membershipLandingBannerFixture: BlockFixture = {
  title: 'membership-landing-page: membership landing banner (on /membership-plans/coupons/memberships: the coupon hero)',
  attributes: {
    advIdentity: 'membership-landing-page',
    badge: { title: 'Membership' },
    heading: { title: 'Domains at cost price, for resellers', tag: 'h2' },
    content: '<p>One membership for 1,900+ domain extensions, marketing funds and bulk transfers.</p>',
    list_items: [{ content: 'Domains at <strong>cost price</strong>' }, { content: 'ISO 27001 certified' }, { content: 'No surprise renewal hikes' }],
    button: { title: 'Compare plans', url: '/membership-plans' },
    buttonTwo: { title: 'Talk to sales', url: '/company/contact-us/sales-inquiries', type: 'transparent' },
    image: { url: '/images/membership-cashback.svg', width: 480, height: 360, alt: '' },
  },
};
