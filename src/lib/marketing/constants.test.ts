import { describe, expect, it } from 'vitest';
import {
  GRID_SLIDER_MS,
  HERO_CAROUSEL_IMAGE,
  HERO_CAROUSEL_MS,
  HOME_CAROUSEL_HERO_IMAGES,
  HOME_HERO_SCROLL_BUTTON_DISTANCE_PX,
  MARKETING_BREAKPOINTS,
  MEMBERSHIP_HERO_IMAGES_PER_LANGUAGE,
  PLESK_BANNER_MEDIA,
  SAVINGS_CALCULATOR_ANCHOR,
  SCROLL_BUTTON_DISTANCE_PX,
  STEP_FLOW_CAROUSEL_MS,
  STEP_FLOW_CAROUSEL_QUERY,
  stepNumber,
} from './constants';

/** Evaluates the simple (min-width)/(max-width) media queries used here for a viewport width. */
function matches(query: string, width: number): boolean {
  return query.split(' and ').every((part) => {
    const [, kind, value] = part.match(/\((min|max)-width:\s*([\d.]+)px\)/) ?? [];
    if (!kind || !value) throw new Error(`unexpected query ${part}`);
    return kind === 'min' ? width >= Number(value) : width <= Number(value);
  });
}

describe('marketing timings and sizes', () => {
  it('timings', () => {
    expect(STEP_FLOW_CAROUSEL_MS).toBe(13000);
    expect(HERO_CAROUSEL_MS).toBe(5000);
    expect(GRID_SLIDER_MS).toBe(5000);
  });
  it('hero carousel: two images 665x367 per language; the other home hero three', () => {
    expect(HERO_CAROUSEL_IMAGE).toEqual({ width: 665, height: 367 });
    expect(MEMBERSHIP_HERO_IMAGES_PER_LANGUAGE).toBe(2);
    expect(HOME_CAROUSEL_HERO_IMAGES).toBe(3);
  });
  it('scroll button 1200 px by default, 500 in the home hero, to #mm_savings', () => {
    expect(SCROLL_BUTTON_DISTANCE_PX).toBe(1200);
    expect(HOME_HERO_SCROLL_BUTTON_DISTANCE_PX).toBe(500);
    expect(SAVINGS_CALCULATOR_ANCHOR).toBe('mm_savings');
  });
  it('step numbers are padded to two digits', () => {
    expect([0, 1, 8, 9, 10].map(stepNumber)).toEqual(['01', '02', '09', '10', '11']);
  });
});

describe('breakpoints as data', () => {
  it('Plesk banner: desktop above 1024, tablet 624 to 1024, mobile below 624', () => {
    expect(MARKETING_BREAKPOINTS).toMatchObject({ pleskDesktopAbove: 1024, pleskTabletFrom: 624, mobileBelow: 768 });
    const cases: Array<[number, 'desktop' | 'tablet' | 'mobile']> = [
      [1366, 'desktop'],
      [1025, 'desktop'],
      [1024, 'tablet'],
      [700, 'tablet'],
      [624, 'tablet'],
      [623, 'mobile'],
      [623.5, 'mobile'],
      [360, 'mobile'],
    ];
    for (const [width, expected] of cases) {
      // The <picture> sources encode the rule: exactly the expected one matches.
      const matching = (Object.keys(PLESK_BANNER_MEDIA) as Array<keyof typeof PLESK_BANNER_MEDIA>).filter((key) => matches(PLESK_BANNER_MEDIA[key], width));
      expect(matching, `${width}px`).toEqual([expected]);
    }
  });
  it('the step flow is a carousel below 768 px', () => {
    expect(matches(STEP_FLOW_CAROUSEL_QUERY, 767)).toBe(true);
    expect(matches(STEP_FLOW_CAROUSEL_QUERY, 768)).toBe(false);
  });
});
