import type { BlockFixture } from '../types';

export const metricsFixtures: BlockFixture[] = [
  {
    title: 'Every value form: dollar amount with a per-unit suffix, percent, N M+, plain number, static text',
    attributes: {
      heading: { title: 'Numbers that matter', tag: 'h2' },
      metrics: [
        { pre: '.com from', value: '$10.44/yr', post: 'list price for non-members' },
        { pre: 'Save up to', value: '69%', post: 'on renewals' },
        { pre: 'Over', value: '2.5M+', post: 'domains under management' },
        { pre: 'More than', value: '1,900+', post: 'domain extensions' },
        { pre: 'Certified', value: 'ISO 27001', post: 'information security' },
        { pre: 'Since', value: 2004, post: 'registering domains' },
        { pre: 'SSL from', value: '$4.29 per year', post: 'DV certificates' },
        { pre: 'Skipped', value: '', post: 'no value' },
      ],
    },
  },
];
