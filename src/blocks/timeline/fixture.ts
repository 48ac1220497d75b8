import type { JsonValue } from '@/lib/content/types';
import type { BlockFixture } from '../types';

export const journeyMilestones: JsonValue[] = [
  { year: 2004, text: 'Founded as a domain registrar' },
  { year: 2007, text: 'ICANN accreditation' },
  { year: 2010, text: 'Reseller API launched' },
  { year: 2013, text: '500 TLDs available' },
  { year: 2015, text: 'Membership programme' },
  { year: 2017, text: 'ISO 27001 certified' },
  { year: 2019, text: '1,000 TLDs and SSL certificates' },
  { year: 2021, text: 'Control panel rebuilt' },
  { year: 2023, text: '1,900+ TLDs' },
  { year: 2025, text: 'NIS2-ready operations' },
];

export const timelineImage = {
  url: '/images/social/timeline.svg',
  width: 2868,
  height: 420,
  alt: 'Our journey from 2004 to 2025: founded as a registrar, ICANN accreditation, reseller API, membership programme, ISO 27001, 1,900+ TLDs.',
};

export const timelineFixtures: BlockFixture[] = [
  {
    title: 'Our journey: 2868 px image, a page at a time (drag by mouse or touch, arrows disabled at the ends)',
    attributes: { heading: { title: 'Our journey', tag: 'h2' }, image: timelineImage, milestones: journeyMilestones },
  },
];
