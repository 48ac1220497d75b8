import type { BlockFixture } from '../types';
import { marketingImage as m } from '@/components/blocks/fixtures';

const h = (title: string) => ({ title, tag: 'h2' });
const FIXTURE_ICONS = ['domains', 'ssl', 'transfer', 'support'];
const icon = (n: number) => ({ url: `/images/icons/${FIXTURE_ICONS[n % FIXTURE_ICONS.length]}.svg`, alt: '', width: 40, height: 40 });

const hero = { heading: h('Everything to run a domain business'), text: '<p>Cost-price domains, SSL and e-mail in one platform.</p>', image: m('plesk-panel.svg', 560, 420, 'Control panel dashboard'), button: { title: 'Sign up today', url: '/membership-plans' } };
const steps = { heading: h('Get started in three steps'), items: [{ title: 'Create your free account' }, { title: 'Choose a Membership' }, { title: 'Register at cost price' }] };
const testimonials = {
  heading: h('Resellers on working with us'),
  items: [
    { name: 'Anna K.', role: 'Web agency owner', quote: 'Moving 4,000 domains took one afternoon.' },
    { name: 'Mark J.', role: 'Hosting provider', quote: 'The API just works.' },
    { name: 'No text', role: 'dropped', quote: '' },
  ],
};
// Figures name the membership facts and product prices ({plan:basic_s:promo} …), filled for the page.
const pricingDisplay = { heading: h('Basic S Membership'), price: '{plan:basic_s:promo}', old_price: '{plan:basic_s:yearly}', note: 'First year or {plan:basic_s:domains} domain operations', button: { title: 'Claim your first-year discount', url: '/membership-plans' } };
const newsletter = { heading: h('Stay in the loop'), text: '<p>Monthly news on domains, promotions and security.</p>', button: { title: 'Subscribe', url: '/support' } };

export const textAndImageFixtures: BlockFixture[] = [
  {
    title: 'Every section: hero, tools, testimonials, steps, pricing, pricing display, version two, eight and seven, newsletter',
    attributes: {
      hero,
      tools: { heading: h('Tools included'), items: [{ title: 'Control panel', icon: icon(0) }, { title: 'API', icon: icon(1) }, { title: 'WHMCS module', icon: icon(2) }, { title: 'Premium DNS', icon: icon(3) }] },
      testimonials,
      steps,
      pricing: {
        heading: h('Plans'),
        items: [
          { title: 'Free', price: 'Free', period: 'forever', features: ['{tlds:count} TLDs', 'Bulk transfer'] },
          { title: 'Basic', price: '{plan:basic_s:yearly}', period: 'per year', features: ['Cost price up to {plan:basic_l:domains} domains', 'SSL from {plan:basic:ssl-from}'], button: { title: 'Choose Basic', url: '/membership-plans' } },
          { title: 'Professional', price: '{plan:professional_s:yearly}', period: 'per year', features: ['Up to {plan:professional_l:domains} domains', 'SSL from {plan:professional:ssl-from}'] },
        ],
      },
      pricing_display: pricingDisplay,
      version_two: { heading: h('Version two content'), text: '<p>Copy beside an image.</p>', image: m('stats.svg', 560, 420, 'Growing sales chart') },
      version_eight: { heading: h('Version eight content'), text: '<p>An image beside copy on a tinted panel.</p>', image: m('team.svg', 560, 420, 'Our team of domain experts') },
      version_seven: { heading: h('Version seven content'), text: '<p>Centred copy with the image below.</p>' },
      newsletter,
    },
  },
  {
    title: 'email-campaign: its own set of sections',
    attributes: { advIdentity: 'email-campaign', hero: { ...hero, heading: h('Professional e-mail for your customers'), image: m('email-dashboard.svg', 560, 420, 'Business e-mail inbox') }, pricing_display: { ...pricingDisplay, heading: h('E-mail security'), price: '{product:email-security}', old_price: '', note: 'per domain a month, after 30 days free' }, steps, testimonials, newsletter, tools: { heading: h('Not shown in the campaign'), items: [{ title: 'Hidden' }] } },
  },
];
