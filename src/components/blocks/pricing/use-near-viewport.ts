'use client';

import { useEffect, useRef, useState } from 'react';

/**
 * True once the element comes within `margin` of the viewport (and from then on). The large price
 * lists are fetched only then, so a page's first load does not parse thousands of rows it does not
 * show yet. Without IntersectionObserver (old browsers, tests) it is true at once.
 */
export function useNearViewport<T extends Element>(margin = '400px'): [React.RefObject<T | null>, boolean] {
  const ref = useRef<T | null>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- no observer: the list is wanted now
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return [ref, near];
}
