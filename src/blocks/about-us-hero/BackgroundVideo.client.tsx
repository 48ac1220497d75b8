'use client';

import { Pause, Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { REDUCED_MOTION_QUERY } from '../social-shared/hooks.client';

/** HTMLMediaElement.NETWORK_NO_SOURCE: no usable source was found. */
const NETWORK_NO_SOURCE = 3;

/**
 * Background video of the about-us hero: muted, looping, inline; the fallback image lies under it.
 * A load error hides the video and leaves the image (pricing §8) — also an error that happened
 * before the island hydrated (checked on mount). Visitors who asked for reduced motion get the
 * image only; everyone else gets a pause/play control (moving content must be stoppable).
 */
export function BackgroundVideo({ src, poster, labels }: { src: string; poster: string; labels: { pause: string; play: string } }) {
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    if (element.error || element.networkState === NETWORK_NO_SOURCE) {
      // The error fired before hydration attached onError: report it the same way.
      let active = true;
      queueMicrotask(() => active && setFailed(true));
      return () => {
        active = false;
      };
    }
    // Reduced motion: stop it (onPause then shows the play control).
    if (window.matchMedia(REDUCED_MOTION_QUERY).matches) element.pause();
  }, []);

  if (failed) return null;
  const toggle = () => {
    const element = video.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => undefined);
    else element.pause();
  };
  return (
    <>
      <video
        ref={video}
        src={src}
        poster={poster || undefined}
        autoPlay
        muted
        loop
        playsInline
        preload="metadata"
        aria-hidden="true"
        tabIndex={-1}
        data-background-video=""
        onError={() => setFailed(true)}
        onPause={() => setPaused(true)}
        onPlay={() => setPaused(false)}
        className="absolute inset-0 h-full w-full object-cover"
      />
      <button
        type="button"
        onClick={toggle}
        aria-pressed={paused}
        className="absolute right-4 bottom-4 z-10 inline-flex size-11 items-center justify-center rounded-full bg-black/50 text-white hover:bg-black/70"
      >
        {paused ? <Play aria-hidden="true" className="size-5 fill-current" /> : <Pause aria-hidden="true" className="size-5 fill-current" />}
        <span className="sr-only">{paused ? labels.play : labels.pause}</span>
      </button>
    </>
  );
}
