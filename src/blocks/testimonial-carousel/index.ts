import { defineBlock } from '../define';
import { testimonialCarouselFixtures } from './fixture';
import { testimonialCarouselSchema } from './schema';
import { TestimonialCarouselBlock } from './TestimonialCarouselBlock';

/**
 * The testimonial carousel with the video modal: 7000 ms per slide, 400 ms fade. Its
 * identity is latest_ui (the block registry lists latest_ui among the identity values); without it
 * the block is the same carousel.
 */
export const testimonialCarouselBlock = defineBlock({
  name: 'acf/testimonial-carousel',
  title: 'Testimonial carousel (latest_ui: video modal, preview list, 7000 ms / 400 ms)',
  schema: testimonialCarouselSchema,
  Component: TestimonialCarouselBlock,
  variants: { latest_ui: TestimonialCarouselBlock },
  island: 'TestimonialCarousel',
  fixtures: testimonialCarouselFixtures,
});
