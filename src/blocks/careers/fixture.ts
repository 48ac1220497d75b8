import type { BlockFixture } from '../types';

export const careersFixtures: BlockFixture[] = [
  {
    title: 'Careers: departments from dynamic data, vacancies grouped by department (embedded default; the widget when CAREERS_WIDGET_URL is set)',
    attributes: {
      heading: { title: 'Join our team', tag: 'h2' },
      sub_heading: 'We are hiring in Amsterdam, Madrid and remotely across the EU.',
      form_data: { lang: '', group_by_dept: 'on' },
    },
  },
  {
    title: 'Careers: departments given in the block (dynamicData.careers), not grouped',
    attributes: {
      anchor: 'careers-flat',
      heading: { title: 'Open positions', tag: 'h2' },
      dynamicData: { careers: [{ name: 'Engineering' }, { name: 'Sales' }, { name: 'engineering' }, { name: '' }] },
      form_data: { group_by_dept: 'off' },
    },
  },
];
