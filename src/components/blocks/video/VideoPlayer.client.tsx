'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react';
import { useModal } from '@/components/modal/ModalContext';
import { useEnclosingModalId } from './VideoModalScope.client';
import { OVERLAY_FADE_MS, VIDEO_PLAYER_DELAY_MS, YOUTUBE_EMBED_ORIGIN, listeningMessage, playerCommandMessage, playerEventName } from '@/lib/video/youtube';

/**
 * How the player comes in (the spec describes two):
 * - 'delayed': the player iframe is created
 *   VIDEO_PLAYER_DELAY_MS (8000 ms) after mount, and play or pause is applied VIDEO_PLAYER_DELAY_MS
 *   after each change of the state, according to the state then (a later change restarts the wait).
 *   A click on the overlay hides it at once and sets the state to playing; the video starts 8000 ms
 *   later (a "Loading..." status over the poster until then).
 * - 'overlay-fade': a click hides the overlay with a 500 ms slide and
 *   fade (OVERLAY_FADE_MS), then the player loads and plays; nothing is created before the click.
 */
export type VideoPlayerMode = 'delayed' | 'overlay-fade';

/**
 * Poster + play overlay, then a privacy-enhanced YouTube player.
 *
 * - The overlay is a real <button>.
 * - Commands are (re)applied when the iframe finishes loading and when the player reports
 *   'onReady' (iframe API handshake), since commands sent before that are lost.
 * - Inside a modal (`modalId` prop, else the enclosing <VideoModalScope>): when the shared open-modal
 *   id stops being that modal's id, playback resets to paused at once (a reset, not a visitor's
 *   state change, so it does not wait the 8000 ms) and the overlay comes back.
 */
export function VideoPlayer({
  embedUrl,
  autoplay = false,
  poster,
  overlayColor,
  title,
  modalId: modalIdProp = '',
  mode = 'delayed',
}: {
  /** Embed url without origin (youtubeEmbedUrl); the page origin is added when the player is created. */
  embedUrl: string;
  autoplay?: boolean;
  /** Server-rendered poster image. */
  poster?: ReactNode;
  overlayColor?: string;
  /** The video's own title (plain text, from content): names the player and its play button. */
  title?: string;
  modalId?: string;
  mode?: VideoPlayerMode;
}) {
  const t = useTranslations('blocks.video');
  const enclosingModalId = useEnclosingModalId();
  const modalId = modalIdProp || enclosingModalId;
  const { openModalId } = useModal();
  const modalOpen = !modalId || openModalId === modalId;
  const delayed = mode === 'delayed';

  // The visitor's state, and the state applied to the player (8000 ms later in 'delayed' mode).
  const [playing, setPlaying] = useState(autoplay && modalOpen);
  const [applied, setApplied] = useState(playing);
  const [leaving, setLeaving] = useState(false);
  const [playerUrl, setPlayerUrl] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(false);
  // Bumped when the player reports it is ready: the state is applied again.
  const [readyCount, setReadyCount] = useState(0);
  const appliedNow = useRef(applied);
  const frame = useRef<HTMLIFrameElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const applyTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // Focus follows a keyboard/mouse play: the box while the player loads, then the player itself.
  const focusPlayer = useRef(false);

  // Closing the enclosing modal: back to paused with the overlay, at once (adjusting state during render).
  const [wasOpen, setWasOpen] = useState(modalOpen);
  if (wasOpen !== modalOpen) {
    setWasOpen(modalOpen);
    if (!modalOpen) {
      setPlaying(false);
      setApplied(false);
      setLeaving(false);
    }
  }

  useEffect(() => {
    appliedNow.current = applied;
  }, [applied]);

  // A play still waiting for its 8000 ms (or its fade) when the modal closes never reaches the player.
  useEffect(() => {
    if (modalOpen || !applyTimer.current) return;
    clearTimeout(applyTimer.current);
    applyTimer.current = null;
  }, [modalOpen]);

  useEffect(() => () => {
    if (applyTimer.current) clearTimeout(applyTimer.current);
  }, []);

  const createPlayer = (autoplayNow: boolean) => {
    const url = new URL(embedUrl);
    url.searchParams.set('origin', window.location.origin);
    if (autoplayNow) url.searchParams.set('autoplay', '1');
    setPlayerUrl(url.toString());
  };

  // The delayed player is created once per embed url, with the autoplay choice of that moment.
  const createDelayedPlayer = useEffectEvent(() => createPlayer(appliedNow.current));
  useEffect(() => {
    if (!delayed) return;
    const timer = setTimeout(() => createDelayedPlayer(), VIDEO_PLAYER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [embedUrl, delayed]);

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
    frame.current?.contentWindow?.postMessage(playerCommandMessage(applied ? 'playVideo' : 'pauseVideo'), YOUTUBE_EMBED_ORIGIN);
  }, [applied, loaded, readyCount]);

  const ready = playing && loaded && applied;
  useEffect(() => {
    if (ready && focusPlayer.current) {
      focusPlayer.current = false;
      frame.current?.focus();
    }
  }, [ready]);

  const play = () => {
    focusPlayer.current = true;
    box.current?.focus();
    if (delayed) {
      setPlaying(true);
      if (applyTimer.current) clearTimeout(applyTimer.current);
      applyTimer.current = setTimeout(() => {
        applyTimer.current = null;
        setApplied(true);
      }, VIDEO_PLAYER_DELAY_MS);
      return;
    }
    // 'overlay-fade': the overlay slides and fades for 500 ms, then the player loads and plays.
    setLeaving(true);
    if (applyTimer.current) clearTimeout(applyTimer.current);
    applyTimer.current = setTimeout(() => {
      applyTimer.current = null;
      setLeaving(false);
      setPlaying(true);
      setApplied(true);
      if (!playerUrl) createPlayer(true);
    }, OVERLAY_FADE_MS);
  };

  const showPoster = !ready;
  const showOverlay = !playing;
  return (
    <div ref={box} tabIndex={-1} className="relative aspect-video w-full overflow-hidden rounded-lg bg-black outline-none" data-playing={playing ? 'true' : 'false'} data-mode={mode}>
      {playerUrl ? (
        <iframe
          ref={frame}
          src={playerUrl}
          title={title || t('player')}
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
      {showPoster ? (
        <div
          className={`absolute inset-0 ${delayed ? '' : 'transition-[opacity,transform] duration-500 ease-out motion-reduce:transition-opacity'} ${leaving ? 'translate-y-full opacity-0 motion-reduce:translate-y-0' : ''}`}
          data-testid="video-poster"
        >
          {poster}
        </div>
      ) : null}
      {showOverlay ? (
        <button
          type="button"
          onClick={play}
          disabled={leaving}
          data-leaving={leaving ? 'true' : undefined}
          // The play control sits in the lower left corner as one pill: the poster's own title, in
          // its middle, stays readable (it used to sit under the button).
          className={`group absolute inset-0 flex items-end justify-start p-3 text-white transition-[opacity,transform] duration-500 ease-out focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-white motion-reduce:transition-opacity sm:p-5 ${leaving ? 'translate-y-full opacity-0 motion-reduce:translate-y-0' : ''}`}
        >
          <span aria-hidden="true" className="absolute inset-0 opacity-50" style={{ backgroundColor: overlayColor ?? '#000000' }} />
          <span className="relative inline-flex items-center gap-3 rounded-full bg-brand py-1.5 pl-1.5 pr-5 text-base font-semibold shadow-lg transition-transform group-hover:scale-105 motion-reduce:transition-none">
            <span aria-hidden="true" className="flex size-11 items-center justify-center rounded-full bg-white text-brand">
              <svg viewBox="0 0 24 24" width="22" height="22" fill="currentColor" focusable="false">
                <path d="M8 5v14l11-7z" />
              </svg>
            </span>
            {title ? t('playTitle', { title }) : t('play')}
          </span>
        </button>
      ) : !ready ? (
        <p role="status" className="absolute inset-x-0 bottom-4 mx-auto w-max rounded bg-black/70 px-3 py-1 text-sm text-white">
          {t('loading')}
        </p>
      ) : null}
    </div>
  );
}
