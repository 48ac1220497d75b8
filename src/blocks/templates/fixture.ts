import type { BlockFixture } from '../types';

const template = (n: number) => ({
  title: `Social post template ${n}`,
  image: { url: '/images/templates/social-square.svg', width: 800, height: 600, alt: '' },
  link_one: 'https://www.canva.com/templates/',
  link_two: 'https://www.canva.com/templates/',
});

export const templatesFixtures: BlockFixture[] = [
  {
    title: 'Ten templates (two pages of 8), three columns, default link labels; two toolkits (icon default box)',
    attributes: {
      columns: 'three',
      templates: Array.from({ length: 10 }, (_, index) => template(index + 1)),
      toolkits: [
        { heading: 'Brand guide', text: 'Logos and colours for co-branded campaigns.', download_link: '/downloads/brand-guide.pdf' },
        { heading: 'Email campaign kit', text: 'Three ready-made newsletters.', icon: 'mail', download_link: '/downloads/email-campaign-kit.zip' },
      ],
    },
  },
  {
    title: 'Custom link labels, four columns',
    attributes: { columns: 'cuatro', link_text_settings: { link_text_one: 'Story', link_text_two: 'Post' }, templates: [template(1), template(2)], toolkits: [] },
  },
];
