import { defineBlock } from '../define';
import { testimonialCarouselFixtures } from './fixture';
import { testimonialCarouselSchema } from './schema';
import { TestimonialCarouselBlock } from './TestimonialCarouselBlock';

export const testimonialCarouselBlock = defineBlock({
  name: 'acf/testimonial-carousel',
  title: 'Testimonial carousel (video modal, preview list)',
  schema: testimonialCarouselSchema,
  Component: TestimonialCarouselBlock,
  island: 'TestimonialCarousel',
  fixtures: testimonialCarouselFixtures,
});
