import type { BlockFixture } from '../types';

export const domainSearchFixtures: BlockFixture[] = [
  { title: 'Defaults (normal theme)', attributes: {} },
  {
    title: 'Large theme with heading, .com appended, suggested extensions',
    attributes: {
      heading: { title: 'Find your perfect domain', tag: 'h2' },
      search_ext: 'com',
      search_theme: 'large',
      list_items: [
        { ext: 'com', price: '{price:com}', link: { url: '/domains/tlds/com' } },
        { ext: 'nl', price: '{price:nl}', link: { url: '/domains/tlds/nl' } },
      ],
    },
  },
  { title: 'Small theme, custom labels', attributes: { search_theme: 'small', search_placeholder: 'yourname.shop', search_button: 'Go' } },
];
