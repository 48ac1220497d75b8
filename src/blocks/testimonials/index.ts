import { defineBlock } from '../define';
import { testimonialsFixtures } from './fixture';
import { testimonialsBlockSchema } from './schema';
import { Testimonials, TestimonialsV1, TestimonialsV4 } from './Testimonials';

/** Testimonials sliders: basic (13000 ms), v1 image slider (4000 ms loop), v4 cards. */
export const testimonialsBlock = defineBlock({
  name: 'acf/testimonials',
  title: 'Testimonials (basic, v1, v4)',
  schema: testimonialsBlockSchema,
  Component: Testimonials,
  variants: { v1: TestimonialsV1, v4: TestimonialsV4 },
  island: 'TestimonialSlider',
  fixtures: testimonialsFixtures,
});
