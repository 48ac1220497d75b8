'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useModal } from '@/components/modal/ModalContext';
import { useEnclosingModalId } from './VideoModalScope.client';
import { VIDEO_PLAYER_DELAY_MS, YOUTUBE_EMBED_ORIGIN, listeningMessage, playerCommandMessage, playerEventName } from './youtube';

export interface VideoLabels {
  play: string;
  player: string;
  loading: string;
}

/**
 * Poster + play overlay, then a privacy-enhanced YouTube player (content-layer §4 "Video").
 *
 * - The overlay is a real <button>; a click hides it and sets the state to playing.
 * - The player iframe is created VIDEO_PLAYER_DELAY_MS (8000 ms) after mount.
 * - Play or pause is applied according to the state once the player exists. Chosen reading of
 *   "play or pause is applied after 8000 ms": the 8000 ms count from mount, so nothing is applied
 *   earlier; from then on each change of state is applied at once (not 8 s after each click).
 *   The state is also (re)applied when the iframe finishes loading and when the player reports
 *   'onReady' (iframe API handshake), since commands sent before that are lost. A visitor who
 *   pressed play before the player existed gets it created with autoplay=1 as well.
 * - Inside a modal (`modalId` prop, else the enclosing <VideoModalScope>): when the shared open-modal
 *   id stops being that modal's id, playback resets to paused and the overlay comes back.
 */
export function VideoPlayer({
  embedUrl,
  autoplay = false,
  poster,
  overlayColor,
  labels,
  modalId: modalIdProp = '',
}: {
  /** Embed url without origin (youtubeEmbedUrl); the page origin is added when the player is created. */
  embedUrl: string;
  autoplay?: boolean;
  /** Server-rendered poster image. */
  poster?: ReactNode;
  overlayColor?: string;
  labels: VideoLabels;
  modalId?: string;
}) {
  const enclosingModalId = useEnclosingModalId();
  const modalId = modalIdProp || enclosingModalId;
  const { openModalId } = useModal();
  const modalOpen = !modalId || openModalId === modalId;

  const [playing, setPlaying] = useState(autoplay && modalOpen);
  const [playerUrl, setPlayerUrl] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(false);
  // Bumped when the player reports it is ready: the state is applied again.
  const [readyCount, setReadyCount] = useState(0);
  const playingNow = useRef(playing);
  const frame = useRef<HTMLIFrameElement>(null);
  const box = useRef<HTMLDivElement>(null);
  // Focus follows a keyboard/mouse play: the box while the player loads, then the player itself.
  const focusPlayer = useRef(false);

  // Closing the enclosing modal: back to paused with the overlay (adjusting state during render).
  const [wasOpen, setWasOpen] = useState(modalOpen);
  if (wasOpen !== modalOpen) {
    setWasOpen(modalOpen);
    if (!modalOpen) setPlaying(false);
  }

  useEffect(() => {
    playingNow.current = playing;
  }, [playing]);

  useEffect(() => {
    const timer = setTimeout(() => {
      const url = new URL(embedUrl);
      url.searchParams.set('origin', window.location.origin);
      if (playingNow.current) url.searchParams.set('autoplay', '1');
      setPlayerUrl(url.toString());
    }, VIDEO_PLAYER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [embedUrl]);

  useEffect(() => {
    if (!playerUrl) return;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== YOUTUBE_EMBED_ORIGIN || !frame.current || event.source !== frame.current.contentWindow) return;
      if (playerEventName(event.data) === 'onReady') setReadyCount((count) => count + 1);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [playerUrl]);

  useEffect(() => {
    if (!loaded) return;
    frame.current?.contentWindow?.postMessage(playerCommandMessage(playing ? 'playVideo' : 'pauseVideo'), YOUTUBE_EMBED_ORIGIN);
  }, [playing, loaded, readyCount]);

  useEffect(() => {
    if (playing && loaded && focusPlayer.current) {
      focusPlayer.current = false;
      frame.current?.focus();
    }
  }, [playing, loaded]);

  const play = () => {
    setPlaying(true);
    focusPlayer.current = true;
    box.current?.focus();
  };

  const showPoster = !playing || !loaded;
  return (
    <div ref={box} tabIndex={-1} className="relative aspect-video w-full overflow-hidden rounded-lg bg-black outline-none" data-playing={playing ? 'true' : 'false'}>
      {playerUrl ? (
        <iframe
          ref={frame}
          src={playerUrl}
          title={labels.player}
          className="absolute inset-0 h-full w-full border-0"
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          inert={showPoster}
          onLoad={(event) => {
            event.currentTarget.contentWindow?.postMessage(listeningMessage(), YOUTUBE_EMBED_ORIGIN);
            setLoaded(true);
          }}
        />
      ) : null}
      {showPoster ? <div className="absolute inset-0">{poster}</div> : null}
      {!playing ? (
        <button
          type="button"
          onClick={play}
          className="group absolute inset-0 flex flex-col items-center justify-center gap-3 text-white focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-white"
        >
          <span aria-hidden="true" className="absolute inset-0 opacity-50" style={{ backgroundColor: overlayColor ?? '#000000' }} />
          <span
            aria-hidden="true"
            className="relative flex h-20 w-20 items-center justify-center rounded-full bg-brand shadow-lg transition-transform group-hover:scale-110 motion-reduce:transition-none"
          >
            <svg viewBox="0 0 24 24" width="36" height="36" fill="currentColor" focusable="false">
              <path d="M8 5v14l11-7z" />
            </svg>
          </span>
          <span className="relative rounded bg-black/70 px-3 py-1 text-base font-semibold">{labels.play}</span>
        </button>
      ) : !loaded ? (
        <p role="status" className="absolute inset-x-0 bottom-4 mx-auto w-max rounded bg-black/70 px-3 py-1 text-sm text-white">
          {labels.loading}
        </p>
      ) : null}
    </div>
  );
}
