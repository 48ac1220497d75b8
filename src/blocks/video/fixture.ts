import type { BlockFixture } from '../types';

/** Poster as an inline SVG (no outside request from the catalogue). */
export const VIDEO_FIXTURE_POSTER = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 1600 900'%3E%3Cdefs%3E%3ClinearGradient id='g' x1='0' y1='0' x2='1' y2='1'%3E%3Cstop offset='0' stop-color='%23012856'/%3E%3Cstop offset='1' stop-color='%230a58ca'/%3E%3C/linearGradient%3E%3C/defs%3E%3Crect width='1600' height='900' fill='url%28%23g%29'/%3E%3Ctext x='800' y='470' font-family='sans-serif' font-size='72' fill='%23fff' text-anchor='middle'%3EControl panel tour%3C/text%3E%3C/svg%3E";

export const videoBlockFixtures: BlockFixture[] = [
  {
    title: 'Poster with play overlay (player created after 8 s)',
    attributes: {
      heading: { title: 'See the control panel', tag: 'h2' },
      video: { url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', autoplay: 'off', controls: 'on', loop: 'off', modestbranding: 'on' },
      poster: { url: VIDEO_FIXTURE_POSTER, width: 1600, height: 900, alt: '' },
      overlayColor: '#012856',
    },
  },
  {
    title: "advIdentity 'overlay-fade': a click slides and fades the overlay (500 ms), then the player loads",
    attributes: {
      advIdentity: 'overlay-fade',
      video: { url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', autoplay: 'off', controls: 'on', loop: 'off', modestbranding: 'on' },
      poster: { url: VIDEO_FIXTURE_POSTER, width: 1600, height: 900, alt: '' },
      overlayColor: '#0a58ca',
    },
  },
  {
    title: 'Short link, loop on, controls off, poster as a url string',
    attributes: {
      video: { url: 'https://youtu.be/aqz-KE-bpKQ', autoplay: 'off', controls: 'off', loop: 'on', modestbranding: 'off' },
      poster: VIDEO_FIXTURE_POSTER,
    },
  },
];
