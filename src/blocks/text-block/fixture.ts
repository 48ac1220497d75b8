import type { BlockFixture } from '../types';
import { marketingImage as m } from '@/components/blocks/fixtures';

const FIXTURE_ICONS = ['domains', 'ssl', 'transfer', 'support'];
const icon = (n: number) => ({ url: `/images/icons/${FIXTURE_ICONS[n % FIXTURE_ICONS.length]}.svg`, alt: '' });

export const textBlockFixtures: BlockFixture[] = [
  {
    title: 'v1: title, the long description (Read More: the second paragraph and the badge text instead), features, call-to-action (cta_text), main image',
    attributes: {
      heading_settings: { heading_tag: 'h2' },
      badge: 'Member prices',
      title: 'A registrar that grows with you',
      descriptionOne: '<p>From your first domain to a portfolio of thousands.</p>',
      descriptionTwo: '<p>Member prices apply to every registration, transfer and renewal.</p>',
      features: ['1,900+ extensions', { title: 'Bulk tools' }, { text: 'API access' }],
      cta_text: 'View prices',
      ctaUrl: '/domains/domain-prices',
      mainImage: m('stats.svg', 560, 420, 'Growing sales chart'),
    },
  },
  {
    title: 'v2 (variation)',
    attributes: {
      variation: 'v2',
      heading_settings: { heading_tag: 'h2' },
      v2Title: 'Sell more with less work',
      v2Description: '<p>Automate registrations with our API and WHMCS module.</p>',
      v2Features: ['REST API', 'WHMCS module', 'Webhooks', 'Sandbox'],
      v2CtaText: 'Read the docs',
      v2CtaUrl: '/support',
      mainImage: m('whmcs-module.svg', 480, 360, 'Billing system module connected to the registrar API'),
    },
  },
  {
    title: 'v3 (badge)',
    attributes: {
      variation: 'v3',
      heading_settings: { heading_tag: 'h2' },
      v3BadgeText: 'ISO 27001 certified',
      v3Title: 'Security you can show your customers',
      v3Description: '<p>Audited every year, GDPR and NIS2 compliant.</p>',
      v3Features: ['Two-factor sign-in', 'Registry lock', 'DNSSEC'],
      v3CtaText: 'Run a free scan',
      v3CtaUrl: '/tools/web-security-scan',
      v3Image: m('cyber-hub.svg', 560, 420, 'Cybersecurity shield over a network'),
    },
  },
  {
    title: 'v5 cards',
    attributes: {
      variation: 'v5',
      heading_settings: { heading_tag: 'h2' },
      v5Title: 'One platform, five reasons',
      v5Description: '<p>Why more than 10,000 resellers build on us.</p>',
      v5LeftCard: { title: 'Cost price', description: 'Members pay what the registry charges.', icon: icon(0) },
      v5LeftCardTwo: { title: 'Marketing funds', description: 'Co-funded campaigns for Members.', icon: icon(1) },
      v5TopLongCard: { title: 'Control panel and API', description: 'Everything in one place, automated.', cardImage: m('plesk-panel.svg', 560, 420, 'Control panel dashboard') },
      v5LeftMiniCard: { title: 'Bulk transfers', description: 'Move whole portfolios.', icon: icon(2) },
      v5RightMiniCard: { title: 'ISO 27001', description: 'Certified since 2016.', icon: icon(3) },
    },
  },
  {
    title: 'step flow: two-digit step numbers, a 13000 ms carousel on mobile',
    attributes: {
      variation: 'step-flow',
      heading_settings: { heading_tag: 'h2' },
      v3Title: 'Start selling in three steps',
      v3Cards: [
        { image: m('step-1.svg', 320, 200, ''), title: 'Create your free account', description: 'No credit card needed.' },
        { image: m('step-2.svg', 320, 200, ''), title: 'Choose a Membership', description: 'From Basic S to Supreme L.' },
        { image: m('step-3.svg', 320, 200, ''), title: 'Register at cost price', description: 'Your savings start today.' },
      ],
      button: { title: 'Create your free account', url: '/membership-plans' },
    },
  },
];
