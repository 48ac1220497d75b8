import type { BlockFixture } from '../types';
import { marketingImage as m, variantFixture } from '@/components/blocks/fixtures';

const image = { url: '/images/hero-domains.svg', width: 560, height: 420, alt: 'Domain extensions on a world map' };
const slide = (file: string, alt: string) => m(file, 665, 367, alt);

export const heroFixtures: BlockFixture[] = [
  {
    title: 'Generic hero, image left, with buttonTwo (label), heading_highlight and a linked image',
    attributes: {
      layout: 'image-left',
      heading: { title: 'Business e-mail for your customers', tag: 'h2' },
      heading_highlight: 'e-mail',
      sub_heading: 'Mailboxes on your own domain, sold under your brand.',
      button: { title: 'See plans', url: '/membership-plans' },
      buttonTwo: { label: 'Talk to sales', url: '/company/contact-us/sales-inquiries', type: 'transparent' },
      features: [{ title: 'Free for 30 days' }, { title: 'Spam filtering included' }],
      image: { ...m('email-dashboard.svg', 560, 420, 'Business e-mail inbox'), link: '/membership-plans' },
    },
  },
  variantFixture('center-image', 'the generic hero centred', 'One platform for every domain', {
    sub_heading: 'Register, transfer and renew 1,900+ extensions.',
    button: { title: 'View prices', url: '/domains/domain-prices' },
    image: m('plesk-panel.svg', 560, 420, 'Control panel dashboard'),
  }),
  {
    title: 'Default hero with buttons',
    attributes: {
      heading: { title: 'Domains at cost price', tag: 'h2' },
      sub_heading: 'More than 1,900 domain extensions for resellers.',
      button: { title: 'View prices', url: '/domains/domain-prices', type: 'primary' },
      button_2: { title: 'Compare memberships', url: '/membership-plans', type: 'transparant' },
      image,
    },
  },
  {
    title: 'basic-two-column-hero-banner with split background',
    attributes: {
      advIdentity: 'basic-two-column-hero-banner',
      heading: { title: 'Registrar since 2004', tag: 'h2' },
      content: '<p>More than 20 years in business, ISO 27001 certified.</p>',
      bgColorLeft: { enabled: true, type: 'solid', solidColor: '#f3f6fb', opacity: 100 },
      bgColorRight: { enabled: true, type: 'gradient', gradientColor: 'linear-gradient(135deg,#dbeafe,#fef3c7)', opacity: 80 },
      image,
    },
  },
  variantFixture('verticle-hero', 'sign-up button and three feature lines', 'Grow your reseller business', {
    features: ['Domains at cost price', { title: 'Bulk transfers' }, { text: 'No surprise renewal hikes' }],
  }),
  {
    title: 'black_friday_tld_hero: the Black Friday hero of the TLD deals (search, deal chips)',
    attributes: {
      advIdentity: 'black_friday_tld_hero',
      badge: { title: 'Black Friday' },
      heading: { title: 'Black Friday deals on domain extensions', tag: 'h2' },
      heading_highlight: 'domain extensions',
      sub_heading: 'New registrations, first year, for new Members.',
      features: ['.com', '.shop', '.online', '.store'],
      button: { title: 'See every deal', url: '/membership-plans/promotions' },
      image: m('black-friday.svg', 480, 360, 'Black Friday domain deals'),
    },
  },
  variantFixture('homepage_hero', 'search, .com strip and membership links', 'The domain platform for resellers', {
    sub_heading: 'Register, transfer and manage 1,900+ extensions at cost price.',
    search: { search_ext: 'com', search_theme: 'large' },
  }),
  variantFixture('home-page-long-text-right-image', 'Read More / Read Less', 'Why resellers choose us', {
    content: '<p>Domains at cost price, marketing funds and bulk transfers.</p>',
    long_text: '<p>Selling domains since 2004, ISO 27001 certified, with a control panel and an API for automation.</p>',
    image,
  }),
  variantFixture('promo-carousel', 'promotional banners from GET /api/promos in place of the image', 'Current promotions', {
    sub_heading: 'Campaigns for new Members and resellers, in your language.',
  }),
  {
    title: 'promo-carousel with its own entries per locale (image, image_two, mobile images, title, ctaText, ctaLink, disclaimer)',
    attributes: {
      advIdentity: 'promo-carousel',
      heading: { title: 'This month’s campaigns', tag: 'h2' },
      entries: {
        en_US: [
          { image: m('black-friday.svg', 480, 360, ''), image_two: m('home-promo.svg', 1200, 300, ''), title: 'Black Friday on domain extensions', ctaText: 'See the deals', ctaLink: '/membership-plans/promotions', disclaimer: 'For new Members, first year of registration.' },
          { image: m('ssl-certificate.svg', 480, 360, ''), title: 'SSL certificates for every site', ctaText: 'Compare certificates', ctaLink: '/products/ssl-certificates', disclaimer: 'Prices per year, excluding VAT.' },
        ],
      },
    },
  },
  {
    title: 'ssl-lp: SSL landing hero',
    attributes: {
      advIdentity: 'ssl-lp',
      badge: { title: 'SSL from {product:ssl-dv} per year' },
      heading: { title: 'SSL certificates for every site', tag: 'h2' },
      sub_heading: 'DV, OV and EV certificates, issued in minutes.',
      features: ['3 years for the price of 2', 'Free reissues', 'Warranty on every certificate'],
      button: { title: 'Compare certificates', url: '#ssl-prices' },
      image: m('ssl-certificate.svg', 560, 420, 'SSL certificate with a padlock shield'),
    },
  },
  {
    title: 'domain-registration: the registration hero as a hero variant',
    attributes: { advIdentity: 'domain-registration', heading: { title: 'Register your domain name', tag: 'h2' }, sub_heading: 'More than 1,900 extensions at cost price for Members.' },
  },
  variantFixture('wall-of-love-banner', undefined, 'Loved by resellers', {
    sub_heading: 'What web hosters and agencies say about working with us.',
    images: [1, 2, 3, 4, 5, 6].map((n) => m(`avatar-${n}.svg`, 64, 64, '')),
  }),
  variantFixture('email-page', 'play button opens the video modal', 'Professional e-mail on your domain', {
    sub_heading: 'Free for 30 days, then {product:email-security} per domain.',
    video: { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
    image: m('video-poster-email.svg', 640, 360, 'Business e-mail product tour'),
    button: { title: 'Start free trial', url: '/membership-plans' },
  }),
  variantFixture('whmcs-long-text-right-image', 'Read More with a contained image', 'Our WHMCS module', {
    content: '<p>Sell domains from your own billing system.</p>',
    long_text: '<p>Automatic registration, transfers and renewals at Member prices, with real-time TLD sync.</p>',
    image: m('whmcs-module.svg', 480, 360, 'Billing system module connected to the registrar API'),
  }),
  {
    title: 'banner-clickable: the whole banner links to the welcome-membership page',
    attributes: { advIdentity: 'banner-clickable', heading: { title: 'Become a Member and pay cost price', tag: 'h2' }, sub_heading: 'Savings up to 69% on every extension.', button: { title: 'Join now', url: '#' } },
  },
  {
    title: 'banner-clickable-promotions',
    attributes: { advIdentity: 'banner-clickable-promotions', heading: { title: 'Membership offer: first year at half price', tag: 'h2' }, image: m('home-promo.svg', 1200, 300, 'Membership offer: your first year at half price') },
  },
  variantFixture('homepage_member_package', undefined, 'Everything a reseller needs', {
    sub_heading: 'Cost-price domains, SSL and marketing funds in one membership.',
    button_2: { title: 'Compare plans', url: '/membership-plans', type: 'transparent' },
    package: { title: 'Basic', price: '{plan:basic_s:yearly}', price_note: 'per year', features: ['Up to {plan:basic_l:domains} domains at cost price', 'SSL from {plan:basic:ssl-from}', '{plan:basic:plesk-off} off Plesk'] },
  }),
  variantFixture('membership-hero-banner', 'two images per language, three value points', 'Membership that pays for itself', {
    features: ['Domains at cost price', 'Marketing funds', 'No surprise renewal hikes'],
    images: {
      en_US: [slide('membership-en-1.svg', 'Domains at cost price'), slide('membership-en-2.svg', 'Marketing funds for Members')],
      es_ES: [slide('membership-es-1.svg', 'Dominios a precio de coste'), slide('membership-es-2.svg', 'Fondos de marketing para miembros')],
      nl_NL: [slide('membership-nl-1.svg', 'Domeinen tegen kostprijs'), slide('membership-nl-2.svg', 'Marketingbudget voor leden')],
    },
  }),
  {
    title: 'home-hero-carousel (ours): three images, three benefit lines',
    attributes: {
      advIdentity: 'home-hero-carousel',
      heading: { title: 'Sell domains with confidence', tag: 'h2' },
      features: ['Bulk transfers', 'ISO 27001 certified', 'Control panel and API'],
      images: [slide('home-slide-1.svg', 'Bulk transfers'), slide('home-slide-2.svg', 'ISO 27001 certified'), slide('home-slide-3.svg', 'Control panel and API')],
    },
  },
  {
    title: 'home-hero (ours; the generic hero on home paths): highlighted words, #mm_savings, promo banner, scroll-down button',
    attributes: {
      advIdentity: 'home-hero',
      heading: { title: 'Domains at cost price for resellers', tag: 'h2' },
      heading_highlight: 'cost price',
      sub_heading: 'Savings up to 69% with a Membership.',
      button: { title: 'Calculate your savings', url: '#mm_savings' },
      promo_banner: { image: m('home-promo.svg', 1200, 300, 'Membership offer: your first year at half price'), link: '/membership-plans/promotions' },
    },
  },
  {
    title: 'about-us-hero (ours): background video, fallback image on error',
    attributes: {
      advIdentity: 'about-us-hero',
      heading: { title: 'Selling domains since 2004', tag: 'h2' },
      sub_heading: 'More than 20 years in business, ISO 27001 certified.',
      background_video: '/videos/about-us-loop.webm',
      image: m('about-us-office.svg', 1600, 700, ''),
    },
  },
  {
    title: 'domain-transfer-hero (ours; the generic hero on paths containing domain-transfer): three feature icons',
    attributes: { advIdentity: 'domain-transfer-hero', heading: { title: 'Transfer your domains', tag: 'h2' }, sub_heading: 'Move whole portfolios at the Member transfer price.', button: { title: 'Start a transfer', url: '#transfer-prices' } },
  },
  {
    title: 'red-cta-hero (ours; the generic hero on the 99-cents paths): red call-to-action',
    attributes: {
      advIdentity: 'red-cta-hero',
      heading: { title: 'Your first .com for 99 cents', tag: 'h2' },
      sub_heading: 'Exclusive offer for new resellers.',
      button: { title: 'Claim the offer', url: '/membership-plans' },
      image,
    },
  },
  {
    title: 'plesk-hero (ours; the generic hero on /plesk): Get it now and Discover membership benefits',
    attributes: { advIdentity: 'plesk-hero', heading: { title: 'Plesk licences for less', tag: 'h2' }, sub_heading: '10% off the two most popular licences.', image: m('plesk-panel.svg', 560, 420, 'Hosting control panel dashboard') },
  },
  {
    title: 'spamexperts-hero (ours; the generic hero on /products/security/spamexperts)',
    attributes: {
      advIdentity: 'spamexperts-hero',
      heading: { title: 'Inbound and outbound mail filtering', tag: 'h2' },
      sub_heading: 'Free for 30 days, then {product:email-security} per domain.',
      features: ['99.98% spam detection', 'Outbound filtering', 'Email archiving'],
      button: { title: 'Start free trial', url: '/membership-plans' },
    },
  },
];
