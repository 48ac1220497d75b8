import { defineBlock } from '../define';
import { videoBlockFixtures } from './fixture';
import { videoBlockSchema } from './schema';
import { VideoBlock } from './Video';

export const videoBlock = defineBlock({
  name: 'acf/video',
  title: 'Video',
  schema: videoBlockSchema,
  Component: VideoBlock,
  island: 'VideoPlayer',
  fixtures: videoBlockFixtures,
});
