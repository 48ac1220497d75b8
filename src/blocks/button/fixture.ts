import type { BlockFixture } from '../types';

export const buttonFixtures: BlockFixture[] = [
  {
    title: 'Types primary / transparent / borderless, sizes small / medium / large',
    attributes: {
      align: 'center',
      button: { title: 'Buy domain', url: '/domains/domain-registration', type: 'primary', size: 'large' },
      button_2: { title: 'Compare plans', url: '/membership-plans', type: 'transparent', size: 'small' },
    },
  },
  {
    title: 'Misspelt types are accepted (transparant, borderles), new tab link',
    attributes: {
      button: { title: 'Partner documentation', url: 'https://docs.nameport.example', target: '_blank', type: 'borderles' },
      button_2: { title: 'Transfer domains', url: '/domains/domain-transfer', type: 'transparant' },
    },
  },
  {
    title: 'A button that opens a modal',
    attributes: { button: { title: 'Watch the video', modal: { enabled: true, modal_id: 'fixture-video-modal' } } },
  },
];
