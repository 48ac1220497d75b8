'use client';

import { useEffect } from 'react';
import { PLESK_BLOCK_ID, PLESK_SCROLL_OFFSET_PX } from '@/lib/marketing/paths';

/** Where the page scrolls for #pleskblock: the block's top with the spec's offset of -300 px, never above the page. */
export function pleskScrollTop(blockPageTop: number): number {
  return Math.max(0, Math.round(blockPageTop + PLESK_SCROLL_OFFSET_PX));
}

function scrollToBlock(): boolean {
  const block = document.getElementById(PLESK_BLOCK_ID);
  if (!block) return false;
  const top = pleskScrollTop(block.getBoundingClientRect().top + window.scrollY);
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top, behavior: reduced ? 'auto' : 'smooth' });
  return true;
}

/**
 * /products/plesk and /wp-guardian: the hash #pleskblock scrolls
 * smoothly to the block with an offset of -300 px — on arrival with the hash, on a hash change, and
 * for in-page links to #pleskblock (which would otherwise jump without the offset).
 */
export function PleskBlockScroll() {
  useEffect(() => {
    const hash = `#${PLESK_BLOCK_ID}`;
    let frame = 0;
    if (window.location.hash === hash) {
      // After the browser's own jump to the anchor.
      frame = window.requestAnimationFrame(() => scrollToBlock());
    }
    const onHashChange = () => {
      if (window.location.hash === hash) scrollToBlock();
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement)) return;
      const url = new URL(link.href, window.location.href);
      if (url.hash !== hash || url.pathname !== window.location.pathname || url.origin !== window.location.origin) return;
      if (!scrollToBlock()) return;
      event.preventDefault();
      window.history.replaceState(window.history.state, '', hash);
    };
    window.addEventListener('hashchange', onHashChange);
    document.addEventListener('click', onClick);
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('hashchange', onHashChange);
      document.removeEventListener('click', onClick);
    };
  }, []);
  return null;
}
