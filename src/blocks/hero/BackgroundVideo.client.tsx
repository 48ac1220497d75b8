'use client';

import { useEffect, useRef, useState } from 'react';

/** The last frame: a few milliseconds before the end, where every browser still has a frame to show. */
function toEnd(video: HTMLVideoElement): void {
  video.pause();
  if (Number.isFinite(video.duration) && video.duration > 0) video.currentTime = Math.max(0, video.duration - 0.05);
}

/** HTMLMediaElement.NETWORK_NO_SOURCE: the source failed before this island hydrated. */
const NETWORK_NO_SOURCE = 3;

/**
 * The about-us hero's background video (it hides on a load error and the fallback image
 * is used). Muted, looping, inline, decorative; the fallback image sits underneath and is what a
 * visitor who asked for reduced motion sees. `startAtEnd` (/domains/domain-transfer: "a
 * domain-transfer view also starts at its end"): no autoplay, no loop; once its length is known the
 * video stands on its last frame.
 */
export function BackgroundVideo({ src, type, className = '', startAtEnd = false }: { src: string; type: string; className?: string; startAtEnd?: boolean }) {
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
    if (startAtEnd) {
      // Metadata may have loaded before hydration: seek now, else when it arrives.
      if (Number.isFinite(video.duration) && video.duration > 0) toEnd(video);
      return;
    }
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) video.pause();
  }, [startAtEnd]);

  if (failed) return null;
  return (
    <video
      ref={ref}
      data-testid="hero-background-video"
      className={className}
      autoPlay={!startAtEnd}
      muted
      loop={!startAtEnd}
      playsInline
      preload="metadata"
      aria-hidden="true"
      tabIndex={-1}
      src={src}
      data-type={type}
      data-start-at-end={startAtEnd || undefined}
      onLoadedMetadata={startAtEnd ? (event) => toEnd(event.currentTarget) : undefined}
      onError={() => setFailed(true)}
    />
  );
}
