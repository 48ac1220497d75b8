import { defineBlock } from '../define';
import { whyChooseUsFixtures } from './fixture';
import { whyChooseUsSchema } from './schema';
import { WhyChooseUsBlock } from './WhyChooseUs';

/** acf/why-choose-us: the 'why choose us' sales section. */
export const whyChooseUsBlock = defineBlock({
  name: 'acf/why-choose-us',
  title: "Why choose us (sales section)",
  schema: whyChooseUsSchema,
  Component: WhyChooseUsBlock,
  fixtures: whyChooseUsFixtures,
});
