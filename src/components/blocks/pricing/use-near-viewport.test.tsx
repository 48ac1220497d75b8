// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from './use-near-viewport';

function Probe() {
  const [ref, near] = useNearViewport<HTMLDivElement>('100px');
  return <div ref={ref}>{near ? 'near' : 'far'}</div>;
}

afterEach(() => vi.unstubAllGlobals());

describe('useNearViewport', () => {
  it('turns true once the observer reports the element, with the margin asked for', () => {
    const instances: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; disconnected: boolean }[] = [];
    class FakeObserver {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        instances.push({ callback, options, disconnected: false });
      }
      observe() {}
      disconnect() {
        const last = instances[instances.length - 1];
        if (last) last.disconnected = true;
      }
    }
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(<Probe />);
    expect(screen.getByText('far')).toBeInTheDocument();
    expect(instances[0]?.options?.rootMargin).toBe('100px');
    act(() => {
      instances[0]?.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    });
    expect(screen.getByText('near')).toBeInTheDocument();
    expect(instances[0]?.disconnected).toBe(true);
  });

  it('is true at once without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(screen.getByText('near')).toBeInTheDocument();
  });
});
