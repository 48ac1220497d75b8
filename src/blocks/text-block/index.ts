import { defineBlock } from '../define';
import { textBlockFixtures } from './fixture';
import { textBlockSchema } from './schema';
import { TextBlock } from './TextBlock';

/**
 * acf/text-block: layouts v1 (default), v2, v3 (badge), v5 cards
 * and the step flow, chosen by `variation` (or advIdentity) — see textBlockVariation.
 */
export const textBlock = defineBlock({
  name: 'acf/text-block',
  title: 'Text block',
  schema: textBlockSchema,
  Component: TextBlock,
  // Listed for the catalogue and reachable by advIdentity too; the component picks the layout.
  variants: { v2: TextBlock, v3: TextBlock, v5: TextBlock, 'step-flow': TextBlock },
  island: 'AutoCarousel (step flow, mobile)',
  fixtures: textBlockFixtures,
});
