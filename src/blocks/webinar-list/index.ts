import { defineBlock } from '../define';
import { webinarListFixtures } from './fixture';
import { webinarListSchema } from './schema';
import { WebinarList } from './WebinarList';

export const webinarListBlock = defineBlock({
  name: 'acf/webinar-list',
  title: 'Webinar list (modal player)',
  schema: webinarListSchema,
  Component: WebinarList,
  island: 'WebinarPlayer',
  fixtures: webinarListFixtures,
});
