// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { headingBlockSchema } from './schema';
import { AnimatedReveal } from '@/components/blocks/AnimatedHeading.client';

type Callback = (entries: Array<{ isIntersecting: boolean; intersectionRatio: number }>) => void;
const observers: Array<{ callback: Callback; options: { threshold: number[] }; disconnected: boolean }> = [];

class FakeObserver {
  private readonly record: (typeof observers)[number];
  constructor(callback: Callback, options: { threshold: number[] }) {
    this.record = { callback, options, disconnected: false };
    observers.push(this.record);
  }
  observe() {}
  disconnect() {
    this.record.disconnected = true;
  }
}

afterEach(() => {
  observers.length = 0;
  Reflect.deleteProperty(globalThis, 'IntersectionObserver');
});

function setup(threshold: number, once: boolean) {
  Object.assign(globalThis, { IntersectionObserver: FakeObserver });
  const view = render(
    <AnimatedReveal threshold={threshold} once={once}>
      <h2>Title</h2>
    </AnimatedReveal>,
  );
  const wrapper = view.container.firstElementChild as HTMLElement;
  const observer = observers[0];
  if (!observer) throw new Error('no observer');
  const fire = (ratio: number) => act(() => observer.callback([{ isIntersecting: ratio > 0, intersectionRatio: ratio }]));
  return { wrapper, observer, fire };
}

describe('AnimatedReveal', () => {
  it('renders visible before any observation (no JavaScript dependency)', () => {
    const view = render(
      <AnimatedReveal threshold={0.5} once>
        <p>text</p>
      </AnimatedReveal>,
    );
    expect((view.container.firstElementChild as HTMLElement).dataset.reveal).toBeUndefined();
  });

  it('starts when at least the configured share is visible, and only once by default', () => {
    const { wrapper, observer, fire } = setup(0.5, true);
    expect(observer.options.threshold).toContain(0.5);
    fire(0);
    expect(wrapper.dataset.reveal).toBe('hidden');
    fire(0.49);
    expect(wrapper.dataset.reveal).toBe('hidden');
    fire(0.5);
    expect(wrapper.dataset.reveal).toBe('shown');
    expect(observer.disconnected).toBe(true);
  });

  it('without once it hides again when it leaves the viewport', () => {
    const { wrapper, observer, fire } = setup(0.25, false);
    fire(0.3);
    expect(wrapper.dataset.reveal).toBe('shown');
    fire(0);
    expect(wrapper.dataset.reveal).toBe('hidden');
    expect(observer.disconnected).toBe(false);
  });

  it('the heading schema reads the share as 0-1 or a percentage, once by default', () => {
    expect(headingBlockSchema.parse({ heading: 'x', animation: { enabled: true, threshold: 30 } }).animation).toEqual({ threshold: 0.3, once: true });
    expect(headingBlockSchema.parse({ heading: 'x', animation: { enabled: 'on', threshold: 0.75, once: '0' } }).animation).toEqual({ threshold: 0.75, once: false });
    expect(headingBlockSchema.parse({ heading: 'x', animation: { enabled: false } }).animation).toBeNull();
  });
});
