'use client';

import dynamic from 'next/dynamic';

/** Code-split entry of the embla testimonial slider: server components import this, not the .client file. */
export const TestimonialSlider = dynamic(() => import('./TestimonialSlider.client').then((module) => module.TestimonialSlider));
