'use client';

import dynamic from 'next/dynamic';

/** Code-split entry of the testimonial carousel (Radix dialog): server components import this. */
export const TestimonialCarousel = dynamic(() => import('./TestimonialCarousel.client').then((module) => module.TestimonialCarousel));
