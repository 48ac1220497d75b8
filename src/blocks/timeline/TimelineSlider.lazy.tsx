'use client';

import dynamic from 'next/dynamic';

/** Code-split entry of the timeline (embla): server components import this, not the .client file. */
export const TimelineSlider = dynamic(() => import('./TimelineSlider.client').then((module) => module.TimelineSlider));
