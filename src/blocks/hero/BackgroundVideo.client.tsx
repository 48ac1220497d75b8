'use client';

import { useEffect, useRef, useState } from 'react';

/** HTMLMediaElement.NETWORK_NO_SOURCE: the source failed before this island hydrated. */
const NETWORK_NO_SOURCE = 3;

/**
 * The about-us hero's background video (pricing §8: it hides on a load error and the fallback image
 * is used). Muted, looping, inline, decorative; the fallback image sits underneath and is what a
 * visitor who asked for reduced motion sees.
 */
export function BackgroundVideo({ src, type, className = '' }: { src: string; type: string; className?: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    // An error before hydration fired no React handler: read the element's state instead.
    if (video.error || video.networkState === NETWORK_NO_SOURCE) {
      setFailed(true);
      return;
    }
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) video.pause();
  }, []);

  if (failed) return null;
  return (
    <video
      ref={ref}
      data-testid="hero-background-video"
      className={className}
      autoPlay
      muted
      loop
      playsInline
      preload="metadata"
      aria-hidden="true"
      tabIndex={-1}
      src={src}
      data-type={type}
      onError={() => setFailed(true)}
    />
  );
}
