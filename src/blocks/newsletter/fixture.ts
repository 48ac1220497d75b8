import type { BlockFixture } from '../types';

export const newsletterBlockFixtures: BlockFixture[] = [
  {
    title: "advIdentity 'news-letter': a card, copy from the catalogue in the page's language",
    attributes: { advIdentity: 'news-letter', anchor: 'newsletter-card', form_data: { portal_id: '1234567', form_id: 'news-letter-form' } },
  },
  {
    title: "advIdentity 'home-news-letter': the home page band, with the CMS's own heading",
    attributes: {
      advIdentity: 'home-news-letter',
      anchor: 'newsletter-home',
      heading: { title: 'Reseller news, once a month', tag: 'h2' },
      sub_heading: 'Price changes before they happen, new extensions and promotions you can pass on to your customers.',
      form_data: { portal_id: '1234567', form_id: 'home-news-letter-form' },
    },
  },
];
