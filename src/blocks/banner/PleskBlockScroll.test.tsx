// @vitest-environment jsdom
import { fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PleskBlockScroll, pleskScrollTop } from './PleskBlockScroll.client';

afterEach(() => {
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

function page() {
  const block = document.createElement('section');
  block.id = 'pleskblock';
  block.getBoundingClientRect = () => ({ top: 2000 }) as DOMRect;
  const link = document.createElement('a');
  link.href = '#pleskblock';
  link.textContent = 'Get it now';
  document.body.append(link, block);
  const scrollTo = vi.fn();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  return { link, scrollTo };
}

describe('#pleskblock scrolls smoothly to the block with an offset of -300 px', () => {
  it('the position', () => {
    expect(pleskScrollTop(2000)).toBe(1700);
    expect(pleskScrollTop(120)).toBe(0);
  });

  it('on arrival with the hash', () => {
    window.history.replaceState(null, '', '/products/plesk#pleskblock');
    const { scrollTo } = page();
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      callback(0);
      return 1;
    });
    render(<PleskBlockScroll />);
    expect(scrollTo).toHaveBeenCalledWith({ top: 1700, behavior: 'smooth' });
  });

  it('an in-page link to #pleskblock scrolls with the offset instead of jumping', () => {
    window.history.replaceState(null, '', '/products/plesk');
    const { link, scrollTo } = page();
    render(<PleskBlockScroll />);
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(scrollTo).toHaveBeenCalledWith({ top: 1700, behavior: 'smooth' });
    expect(window.location.hash).toBe('#pleskblock');
  });

  it('a hash change to #pleskblock', () => {
    window.history.replaceState(null, '', '/wp-guardian');
    const { scrollTo } = page();
    render(<PleskBlockScroll />);
    window.history.replaceState(null, '', '/wp-guardian#pleskblock');
    fireEvent(window, new HashChangeEvent('hashchange'));
    expect(scrollTo).toHaveBeenCalledWith({ top: 1700, behavior: 'smooth' });
  });
});
