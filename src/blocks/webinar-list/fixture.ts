import type { JsonValue } from '@/lib/content/types';
import type { BlockFixture } from '../types';

export const webinars: JsonValue[] = [
  { thumbnail: { url: '/images/social/webinar-1.svg', width: 640, height: 360 }, video: '/media/webinar.webm', captions_url: '/media/webinar.vtt', title: 'Selling domains at cost price', description: 'How members price .com, .nl and .es.', date: 'On demand · 32 min' },
  { thumbnail: { url: '/images/social/webinar-2.svg', width: 640, height: 360 }, video: { url: '/media/webinar.webm' }, captions_url: '/media/webinar.vtt', title: 'DNSSEC in 30 minutes', description: 'Sign every zone with one API call.', date: 'On demand · 28 min' },
  { thumbnail: { url: '/images/social/webinar-3.svg', width: 640, height: 360 }, video_file: '/media/webinar.webm', captions_url: '/media/webinar.vtt', title: 'NIS2 for resellers', description: 'What the directive asks of you, and of us.', date: 'On demand · 41 min' },
  { thumbnail: '/images/social/webinar-1.svg', title: 'Dropped: no video file' },
];

export const webinarListFixtures: BlockFixture[] = [
  {
    title: 'Webinar list: a thumbnail opens the modal player; closing it clears the source',
    attributes: { heading: { title: 'Webinars', tag: 'h2' }, items: webinars },
  },
];
