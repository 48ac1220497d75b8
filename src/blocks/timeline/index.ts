import { defineBlock } from '../define';
import { timelineFixtures } from './fixture';
import { timelineSchema } from './schema';
import { Timeline } from './Timeline';

export const timelineBlock = defineBlock({
  name: 'acf/timeline',
  title: 'Our journey timeline',
  schema: timelineSchema,
  Component: Timeline,
  island: 'TimelineSlider',
  fixtures: timelineFixtures,
});
