import type { BlockFixture } from '../types';

const IMG = '/images/social';

export const testimonialCarouselFixtures: BlockFixture[] = [
  {
    title: 'Carousel: 7000 ms with a 400 ms fade, video modal (paused while open), dots, preview list above 700 px',
    attributes: {
      heading: { title: 'Stories from our members', tag: 'h2' },
      testimonials: [
        {
          message: '<p>Moving our 40,000 domains took a weekend. The member prices paid for the membership in the first month.</p>',
          name: 'Maria van der Berg',
          position: 'CTO',
          client_company: 'Hostwave',
          mainImage: { url: `${IMG}/story-1.svg`, alt: 'Maria van der Berg of Hostwave', width: 480, height: 640 },
          hasVideo: true,
          videoUrl: '/media/story-1.webm',
          logo: { url: `${IMG}/partner-1.svg`, alt: 'Hostwave', width: 200, height: 60 },
        },
        {
          message: '<p>We sell .es and .com at cost price plus our own margin. Our clients never waited for a domain again.</p>',
          name: 'Javier Ortega',
          position: 'Founder',
          client_company: 'Agencia Luz',
          featuredImage: { url: `${IMG}/story-2.svg`, alt: 'Javier Ortega of Agencia Luz', width: 480, height: 640 },
        },
        { message: '<p>One API call turns on DNSSEC for every zone.</p>', name: 'Lars Nordin', position: 'Head of operations', client_company: 'Nordpanel' },
        { message: '<p>Reselling SSL took an afternoon to set up.</p>', name: '', client_company: 'Cloudbay' },
        { message: '', name: 'Dropped: no text' },
        { message: '<p>The best registrar support we have had in twenty years.</p>', name: 'Priya Raman', position: 'Product lead', client_company: 'Datahaven' },
      ],
    },
  },
];
