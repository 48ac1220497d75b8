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
const pricingDisplay = { heading: h('Basic S Membership'), price: '$19.99', old_price: '$49.99', note: 'First year or 100 domain operations', button: { title: 'Claim 60% off', url: '/membership-plans' } };
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
          { title: 'Free', price: '$0', period: 'per year', features: ['1,900+ TLDs', 'Bulk transfer'] },
          { title: 'Basic', price: '$49.99', period: 'per year', features: ['Cost price up to 2,000 domains', 'SSL from 6.99'], button: { title: 'Choose Basic', url: '/membership-plans' } },
          { title: 'Professional', price: '$999.99', period: 'per year', features: ['Up to 15,000 domains', 'SSL from 5.99'] },
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
    attributes: { advIdentity: 'email-campaign', hero: { ...hero, heading: h('Professional e-mail for your customers'), image: m('email-dashboard.svg', 560, 420, 'Business e-mail inbox') }, pricing_display: { ...pricingDisplay, heading: h('E-mail security'), price: '€6.49', old_price: '', note: 'per domain, after 30 days free' }, steps, testimonials, newsletter, tools: { heading: h('Not shown in the campaign'), items: [{ title: 'Hidden' }] } },
  },
];
