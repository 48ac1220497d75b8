import type { BlockFixture } from '../types';

export const aboutUsHeroFixtures: BlockFixture[] = [
  {
    title: 'Background video over the fallback image (muted, looping, with a pause control)',
    attributes: {
      heading: { title: 'Domains for professionals, since 2004', tag: 'h2' },
      sub_heading: 'An ICANN-accredited registrar and reseller platform for hosters, agencies and domain investors.',
      video: '/media/about-us-hero.webm',
      image: { url: '/images/social/about-hero-poster.svg', width: 1600, height: 700, alt: '' },
      button: { title: 'See open positions', url: '#careers' },
    },
  },
  {
    title: 'Video that fails to load: hidden, the fallback image stays',
    attributes: {
      anchor: 'about-hero-fallback',
      heading: { title: 'The fallback image shows when the video cannot load', tag: 'h2' },
      // A url that answers but is not a playable video: the element reports an error, no request fails.
      video: '/media/story-1.vtt',
      image: { url: '/images/social/about-hero-poster.svg', width: 1600, height: 700, alt: '' },
    },
  },
];
