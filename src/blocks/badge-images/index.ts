import { defineBlock } from '../define';
import { BadgeImages } from './BadgeImages';
import { badgeImagesFixtures } from './fixture';
import { badgeImagesSchema } from './schema';

export const badgeImagesBlock = defineBlock({
  name: 'acf/badge-images',
  title: 'Badge images',
  schema: badgeImagesSchema,
  Component: BadgeImages,
  fixtures: badgeImagesFixtures,
});
