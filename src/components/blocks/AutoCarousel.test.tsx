// @vitest-environment jsdom
import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderIsland } from '@/test/render-island';
import { carouselMessages } from './carousel-messages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STEP_FLOW_CAROUSEL_MS, STEP_FLOW_CAROUSEL_QUERY } from '@/lib/marketing/constants';
import { AutoCarousel, autoplayRuns } from './AutoCarousel.client';

const scrollNext = vi.fn();
const options: unknown[] = [];
vi.mock('embla-carousel-react', () => ({
  default: (opts: unknown) => {
    options.push(opts);
    const api = { scrollNext, scrollTo: vi.fn(), selectedScrollSnap: () => 0, on: () => api, off: () => api };
    return [() => {}, api];
  },
}));

let mediaMatches: Record<string, boolean> = {};
beforeEach(() => {
  vi.useFakeTimers();
  scrollNext.mockReset();
  options.length = 0;
  mediaMatches = {};
  window.matchMedia = ((query: string) => ({ matches: mediaMatches[query] ?? false, addEventListener: () => {}, removeEventListener: () => {} })) as unknown as typeof window.matchMedia;
});
afterEach(() => vi.useRealTimers());

/** Renders inside the step flow's messages ('Steps', 'Step {number} of {total}'). */
const render = (ui: ReactElement) => renderIsland(ui, { namespaces: carouselMessages('marketing.steps') });

describe('AutoCarousel', () => {
  it('autoplay runs only with more than one slide, active, not paused, without reduced motion', () => {
    expect(autoplayRuns({ slides: 2, active: true, paused: false, reducedMotion: false })).toBe(true);
    expect(autoplayRuns({ slides: 1, active: true, paused: false, reducedMotion: false })).toBe(false);
    expect(autoplayRuns({ slides: 3, active: false, paused: false, reducedMotion: false })).toBe(false);
    expect(autoplayRuns({ slides: 3, active: true, paused: true, reducedMotion: false })).toBe(false);
    expect(autoplayRuns({ slides: 3, active: true, paused: false, reducedMotion: true })).toBe(false);
  });

  it('the step flow advances every 13000 ms on mobile (its media query matches), looping', () => {
    mediaMatches[STEP_FLOW_CAROUSEL_QUERY] = true;
    const view = render(
      <AutoCarousel intervalMs={STEP_FLOW_CAROUSEL_MS} activeQuery={STEP_FLOW_CAROUSEL_QUERY} messages="marketing.steps">
        <p>one</p>
        <p>two</p>
        <p>three</p>
      </AutoCarousel>,
    );
    expect(view.container.querySelector('[data-carousel]')?.getAttribute('data-carousel')).toBe('on');
    expect(options.at(-1)).toMatchObject({ loop: true, active: true });
    act(() => vi.advanceTimersByTime(STEP_FLOW_CAROUSEL_MS - 1));
    expect(scrollNext).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(scrollNext).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(STEP_FLOW_CAROUSEL_MS));
    expect(scrollNext).toHaveBeenCalledTimes(2);
    expect(view.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(['Step 1 of 3', 'Step 2 of 3', 'Step 3 of 3']);
  });

  it('on desktop (query not matching) the slides stay a row: no carousel, no autoplay, no dots', () => {
    const view = render(
      <AutoCarousel intervalMs={STEP_FLOW_CAROUSEL_MS} activeQuery={STEP_FLOW_CAROUSEL_QUERY} messages="marketing.steps">
        <p>one</p>
        <p>two</p>
      </AutoCarousel>,
    );
    act(() => vi.advanceTimersByTime(STEP_FLOW_CAROUSEL_MS * 2));
    expect(scrollNext).not.toHaveBeenCalled();
    expect(view.queryAllByRole('button')).toHaveLength(0);
    expect(options.at(-1)).toMatchObject({ active: false });
  });

  it('reduced motion and hover stop the autoplay', () => {
    mediaMatches['(prefers-reduced-motion: reduce)'] = true;
    render(
      <AutoCarousel intervalMs={5000} messages="marketing.steps">
        <p>one</p>
        <p>two</p>
      </AutoCarousel>,
    );
    act(() => vi.advanceTimersByTime(20000));
    expect(scrollNext).not.toHaveBeenCalled();

    mediaMatches = {};
    const view = render(
      <AutoCarousel intervalMs={5000} messages="marketing.steps" testId="hover">
        <p>one</p>
        <p>two</p>
      </AutoCarousel>,
    );
    const region = view.getByTestId('hover');
    act(() => region.dispatchEvent(new MouseEvent('mouseover', { bubbles: true })));
    act(() => vi.advanceTimersByTime(10000));
    expect(scrollNext).not.toHaveBeenCalled();
    act(() => region.dispatchEvent(new MouseEvent('mouseout', { bubbles: true })));
    act(() => vi.advanceTimersByTime(5000));
    expect(scrollNext).toHaveBeenCalledTimes(1);
  });
});
