import type { JsonValue } from '@/lib/content/types';
import type { BlockFixture } from '../types';

const IMG = '/images/social';

export const basicTestimonials: JsonValue[] = [
  {
    testimonial: '<p>We moved 40,000 domains in a weekend. Member prices paid for the membership in the first month.</p>',
    client_name: 'Maria van der Berg',
    client_company: 'Hostwave',
    position: 'CTO',
    logo: { url: `${IMG}/partner-1.svg`, alt: 'Hostwave', width: 200, height: 60 },
    mainImage: { url: `${IMG}/avatar-2.svg`, alt: '' },
  },
  {
    testimonial: '<p>The API let us automate every renewal and transfer. Support answers in minutes, in Spanish.</p>',
    client_name: 'Javier Ortega Ruiz',
    client_company: 'Agencia Luz',
    logo: { url: `${IMG}/partner-4.svg`, alt: 'Agencia Luz', width: 200, height: 60 },
  },
  {
    // Dropped: a testimonial without text.
    testimonial: '   ',
    client_name: 'Nobody Quoted',
  },
  {
    message: '<p>Cost-price .nl and .be domains changed our margins overnight.</p>',
    name: '',
    client_company: 'Nordpanel',
  },
];

export const testimonialsFixtures: BlockFixture[] = [
  {
    title: 'Basic carousel (13000 ms; initials when there is no photo, NA without a name; a testimonial without text is dropped)',
    attributes: { heading: { title: 'What resellers say', tag: 'h2' }, testimonials: basicTestimonials },
  },
  {
    title: 'v1: image slider looping every 4000 ms, with left content',
    attributes: {
      variation: 'v1',
      left_content: {
        heading: { title: 'Loved by 10,000+ resellers', tag: 'h2' },
        text: '<p>Reviews from hosting companies, agencies and domain investors.</p>',
        button: { title: 'Read all reviews', url: '/company/about-us', type: 'transparent' },
      },
      testimonials: [
        { image: { url: `${IMG}/review-1.svg`, width: 720, height: 400 }, alt: 'Hostwave: transfers of 3,000 domains in one afternoon. Five stars.' },
        { image: { url: `${IMG}/review-2.svg`, width: 720, height: 400 }, alt: 'Agencia Luz: member prices paid for themselves in the first month. Five stars.' },
        { image: { url: `${IMG}/review-3.svg`, width: 720, height: 400 }, alt: 'Nordpanel: the API let us automate every renewal. Five stars.', link: '/company/about-us' },
      ],
    },
  },
  {
    title: 'v4: cards with logo, five stars, name, role and text',
    attributes: {
      advIdentity: 'v4',
      sectionTitle: 'Trusted by hosting companies',
      sectionDescription: '<p>Resellers in 120 countries run their domain business on our platform.</p>',
      cta_url: '/membership-plans',
      cta_label: 'Compare memberships',
      testimonials: [
        { name: 'Anouk de Vries', role: 'Founder, Cloudbay', text: 'Bulk transfers just work, and the price list is the same every month.', logo: { url: `${IMG}/partner-3.svg`, alt: 'Cloudbay', width: 200, height: 60 }, image: `${IMG}/avatar-1.svg` },
        { name: 'Lars Nordin', role: 'Head of operations, Nordpanel', text: 'DNSSEC for every zone with one API call.', logo: { url: `${IMG}/partner-2.svg`, alt: 'Nordpanel', width: 200, height: 60 } },
        { name: 'Priya Raman', role: 'Product lead, Datahaven', text: 'SSL reselling took an afternoon to set up.', logo: { url: `${IMG}/partner-5.svg`, alt: 'Datahaven', width: 200, height: 60 }, image: `${IMG}/avatar-3.svg` },
        { name: 'Tom Becker', role: 'Owner, Webmakers', text: '', logo: `${IMG}/partner-6.svg` },
      ],
    },
  },
];
