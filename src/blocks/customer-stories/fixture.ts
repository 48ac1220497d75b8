import type { JsonValue } from '@/lib/content/types';
import type { BlockFixture } from '../types';

export const customerStories: JsonValue[] = [
  { imageUrl: '/images/social/story-1.svg', linkText: 'Hostwave moved 40,000 domains', link_video_url: '/media/story-1.webm', captions_url: '/media/story-1.vtt', blog_url: '/membership-plans' },
  { imageUrl: '/images/social/story-2.svg', linkText: 'Agencia Luz sells .es at cost price', link_video_url: '/media/story-2.webm', captions_url: '/media/story-2.vtt', blog_url: '/membership-plans' },
  { imageUrl: '/images/social/story-3.svg', linkText: 'Nordpanel automates renewals', link_video_url: '/media/story-3.webm', captions_url: '/media/story-3.vtt', blog_url: '/membership-plans' },
  { imageUrl: '/images/social/story-4.svg', linkText: 'Cloudbay resells SSL in 12 countries', link_video_url: '/media/story-4.webm', captions_url: '/media/story-4.vtt', blog_url: '/membership-plans' },
  { imageUrl: '/images/social/story-1.svg', linkText: 'Datahaven switched registrars in a week', link_video_url: '/media/story-2.webm' },
];

export const customerStoriesFixtures: BlockFixture[] = [
  {
    title: 'Customer stories: one plays at a time, the row scrolls by a third',
    attributes: { heading: { title: 'Customer stories', tag: 'h2' }, sub_heading: 'Resellers on what changed when they joined.', stories: customerStories },
  },
];
