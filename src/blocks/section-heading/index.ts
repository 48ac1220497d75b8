import { defineBlock } from '../define';
import { sectionHeadingFixtures } from './fixture';
import { CenteredSectionHeading, PromoHeading, SectionHeadingBlock, SpamExpertsSectionHeading } from './SectionHeading';
import { sectionHeadingSchema } from './schema';

/** acf/section-heading: centered-section-heading and promo-heading (other identity tags), animated on request. */
export const sectionHeadingBlock = defineBlock({
  name: 'acf/section-heading',
  title: 'Section heading',
  schema: sectionHeadingSchema,
  Component: SectionHeadingBlock,
  variants: {
    'centered-section-heading': CenteredSectionHeading,
    'promo-heading': PromoHeading,
    'spamexperts-section-heading': SpamExpertsSectionHeading,
  },
  island: 'AnimatedReveal (when animated)',
  fixtures: sectionHeadingFixtures,
});
