import type { BlockFixture } from '../types';

const names = ['Hostwave', 'Nordpanel', 'Cloudbay', 'Agencia Luz', 'Datahaven', 'Webmakers', 'Pixelforge', 'Serverkit', 'Domainly', 'Netnest'];

/** Ten fictional partners (SVG wordmarks in public/images/social). */
export const partnerLogos = names.map((name, index) => ({ image: { url: `/images/social/partner-${index + 1}.svg`, alt: name, width: 200, height: 60 } }));

export const partnerLogosFixtures: BlockFixture[] = [
  {
    title: 'Ten logos: 5 per row, 3 under 600 px',
    attributes: { heading: { title: 'Trusted by resellers worldwide', tag: 'h2' }, logos: partnerLogos },
  },
];
