/**
 * YouTube helpers for the video block: the video id
 * is parsed from the CMS url, the player is the privacy-enhanced embed, and play/pause are sent to
 * it as YouTube iframe API commands over postMessage.
 *
 * Spec: content-layer.md §3 "Video block", §4, §9; pricing-and-catalogue.md §4, §9.
 */
export const VIDEO_PLAYER_DELAY_MS = 8000;
/** The overlay's slide and fade before the player loads, in the click-to-load variant. */
export const OVERLAY_FADE_MS = 500;
export const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);

/**
 * Video id from a YouTube url: watch?v=ID, youtu.be/ID, /embed/ID, /shorts/ID, /live/ID, /v/ID
 * (also a bare 11-character id). Anything else, including other hosts, gives null.
 */
export function youtubeVideoId(input: string): string | null {
  const raw = input.trim();
  if (VIDEO_ID.test(raw)) return raw;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z\d+.-]*:\/\//i.test(raw) ? raw : `https://${raw.replace(/^\/\//, '')}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  let candidate: string | null | undefined = null;
  if (host === 'youtu.be' || host === 'www.youtu.be') {
    candidate = segments[0];
  } else if (YOUTUBE_HOSTS.has(host)) {
    if (segments[0] === 'watch') candidate = url.searchParams.get('v');
    else if (segments[0] && ['embed', 'shorts', 'live', 'v'].includes(segments[0])) candidate = segments[1];
  }
  return candidate && VIDEO_ID.test(candidate) ? candidate : null;
}

export interface PlayerOptions {
  autoplay: boolean;
  controls: boolean;
  loop: boolean;
  modestbranding: boolean;
}

/**
 * Privacy-enhanced embed url with the JS API on and each on/off attribute mapped to 1/0. Looping a
 * single video needs playlist=<id>; autoplay also mutes (browsers block unmuted autoplay).
 */
export function youtubeEmbedUrl(videoId: string, options: PlayerOptions, origin?: string): string {
  const params = new URLSearchParams({
    enablejsapi: '1',
    autoplay: options.autoplay ? '1' : '0',
    controls: options.controls ? '1' : '0',
    loop: options.loop ? '1' : '0',
    modestbranding: options.modestbranding ? '1' : '0',
    playsinline: '1',
    rel: '0',
  });
  if (options.loop) params.set('playlist', videoId);
  if (options.autoplay) params.set('mute', '1');
  if (origin) params.set('origin', origin);
  return `${YOUTUBE_EMBED_ORIGIN}/embed/${encodeURIComponent(videoId)}?${params.toString()}`;
}

export type PlayerCommand = 'playVideo' | 'pauseVideo';

/** The message the YouTube iframe API expects for a command (a JSON string). */
export function playerCommandMessage(func: PlayerCommand): string {
  return JSON.stringify({ event: 'command', func, args: [] });
}

/** Asks the player to report its events (the iframe API handshake); it then sends 'onReady'. */
export function listeningMessage(): string {
  return JSON.stringify({ event: 'listening', id: 1, channel: 'widget' });
}

/** The event name of a message from the player ('onReady', 'infoDelivery', ...), or null. */
export function playerEventName(data: unknown): string | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(data);
    return parsed && typeof parsed === 'object' && 'event' in parsed && typeof parsed.event === 'string' ? parsed.event : null;
  } catch {
    return null;
  }
}

const CSS_COLOR = /^(?:#[0-9a-f]{3,8}|(?:rgb|rgba|hsl|hsla)\([\d\s.,%/+-]+\)|[a-z]{3,20})$/i;

/** overlayColor when it is a plain CSS colour (hex, rgb(a), hsl(a), a name); else undefined. */
export function safeCssColor(value: string): string | undefined {
  const color = value.trim();
  return CSS_COLOR.test(color) ? color : undefined;
}
