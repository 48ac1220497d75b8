// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOME_HERO_SCROLL_BUTTON_DISTANCE_PX } from '@/lib/marketing/constants';
import { BackgroundVideo } from './BackgroundVideo.client';
import { ReadMore } from './ReadMore.client';
import { ScrollDownButton, scrollButtonVisible } from './ScrollDownButton.client';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
  window.scrollY = 0;
});

function setScroll(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
}

describe('scroll-down button (visible until the page scroll passes the target top)', () => {
  it('the rule', () => {
    expect(scrollButtonVisible(0, 900, 500)).toBe(true);
    expect(scrollButtonVisible(899, 900, 500)).toBe(true);
    expect(scrollButtonVisible(900, 900, 500)).toBe(false);
    // no target: the button's distance is the threshold
    expect(scrollButtonVisible(499, null, 500)).toBe(true);
    expect(scrollButtonVisible(500, null, 500)).toBe(false);
  });

  it('disappears once scrolled past #mm_savings; a press scrolls to it', () => {
    setScroll(0);
    const target = document.createElement('section');
    target.id = 'mm_savings';
    target.getBoundingClientRect = () => ({ top: 1500 - window.scrollY }) as DOMRect;
    document.body.append(target);
    const scrollTo = vi.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    render(<ScrollDownButton targetId="mm_savings" distance={HOME_HERO_SCROLL_BUTTON_DISTANCE_PX} label="Scroll down" />);
    fireEvent.click(screen.getByRole('button', { name: 'Scroll down' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 1500, behavior: 'smooth' });
    act(() => {
      setScroll(1499);
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.queryByRole('button', { name: 'Scroll down' })).not.toBeNull();
    act(() => {
      setScroll(1500);
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.queryByRole('button', { name: 'Scroll down' })).toBeNull();
    act(() => {
      setScroll(10);
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.queryByRole('button', { name: 'Scroll down' })).not.toBeNull();
  });
});

describe('about-us hero background video', () => {
  it('hides on a load error, leaving the fallback image', () => {
    const view = render(<BackgroundVideo src="/videos/missing.webm" type="video/webm" />);
    const video = view.container.querySelector('video');
    expect(video).not.toBeNull();
    fireEvent.error(video as HTMLVideoElement);
    expect(view.container.querySelector('video')).toBeNull();
  });

  it('an error before hydration (no source) is read from the element', () => {
    vi.spyOn(HTMLMediaElement.prototype, 'networkState', 'get').mockReturnValue(3);
    const view = render(<BackgroundVideo src="/videos/missing.webm" type="video/webm" />);
    expect(view.container.querySelector('video')).toBeNull();
  });
});

describe('the domain-transfer video starts at its end (/domains/domain-transfer)', () => {
  it('no autoplay or loop; once its length is known it stands paused on its last frame', () => {
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'duration', 'get').mockReturnValue(12);
    const view = render(<BackgroundVideo src="/media/transfer.webm" type="video/webm" startAtEnd />);
    const video = view.container.querySelector('video') as HTMLVideoElement;
    expect(video.autoplay).toBe(false);
    expect(video.loop).toBe(false);
    fireEvent.loadedMetadata(video);
    expect(video.currentTime).toBeCloseTo(11.95, 2);
    expect(pause).toHaveBeenCalled();
    const normal = render(<BackgroundVideo src="/media/about.webm" type="video/webm" />).container.querySelectorAll('video')[0] as HTMLVideoElement;
    expect(normal.autoplay).toBe(true);
  });
});

describe('Read More / Read Less', () => {
  it('toggles the extra long text; Read Less returns to the collapsed text', () => {
    render(<ReadMore more={<p>Extra text</p>} moreLabel="Read More" lessLabel="Read Less" />);
    const extra = screen.getByText('Extra text').parentElement as HTMLElement;
    expect(extra.hidden).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Read More' }));
    expect(extra.hidden).toBe(false);
    expect(screen.getByRole('button', { name: 'Read Less' }).getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Read Less' }));
    expect(extra.hidden).toBe(true);
  });
});
