import type { JsonValue } from '@/lib/content/types';
import type { BlockFixture } from '../types';

export const comparisonLeft: JsonValue[] = [
  { name: 'Price', type: 'text', value: 'Free' },
  { name: 'Anycast name servers', type: 'boolean', value: true, tooltip: 'Answers come from the server nearest to the visitor.' },
  { name: 'DNSSEC', type: 'boolean', value: 'true' },
  { name: 'GeoDNS', type: 'boolean', value: false },
  { name: 'Uptime commitment', type: 'text', value: '99.9%' },
];
export const comparisonRight: JsonValue[] = [
  { name: 'Price', type: 'text', value: 'From {product:premium-dns} per year' },
  { name: 'Anycast name servers', type: 'booleano', value: 'sí', tooltip: '50+ points of presence.' },
  { name: 'DNSSEC', type: 'boolean', value: 1 },
  { name: 'GeoDNS', type: 'booleano', value: true, tooltip: 'Different answers by the visitor’s region.' },
  { name: 'Uptime commitment', type: 'text', value: '100% SLA' },
  { name: 'DDoS mitigation', type: 'boolean', value: 'yes' },
];

export const featureComparisonFixtures: BlockFixture[] = [
  {
    title: "Layout 'two': two cards; on a phone the left features only until View more (both interleaved), Show less",
    attributes: {
      heading: { title: 'Standard DNS or Premium DNS', tag: 'h2' },
      description: '<p>Standard DNS is free with every domain; Premium DNS starts at {product:premium-dns} per year.</p>',
      layout: 'two',
      leftTitle: 'Standard DNS',
      rightTitle: 'Premium DNS',
      leftFeatures: comparisonLeft,
      rightFeatures: comparisonRight,
      button: { title: 'Get Premium DNS', url: '/domains/domain-registration' },
    },
  },
  {
    title: 'Other layout: one card, the two lists as columns',
    attributes: { anchor: 'comparison-one', heading: { title: 'Compare', tag: 'h2' }, layout: 'one', leftTitle: 'Standard DNS', rightTitle: 'Premium DNS', leftFeatures: comparisonLeft, rightFeatures: comparisonRight },
  },
];
