import { z } from 'zod';
import { text, titledAttributes, titledBlock } from '@/components/blocks/attributes';
import { looseImage, safeLinkUrl, safeVideoUrl } from '@/components/blocks/social/schema';

/** Story: imageUrl, linkText, link_video_url, blog_url (also an optional title and captions url). */
export const storySchema = z
  .object({ imageUrl: looseImage.optional(), image: looseImage.optional(), linkText: text, title: text, link_video_url: text, blog_url: text, captions_url: text })
  .loose()
  .transform((story) => {
    const poster = story.imageUrl ?? story.image ?? null;
    return {
      title: story.title || story.linkText,
      linkText: story.linkText,
      poster: poster ? poster.url : '',
      video: safeVideoUrl(story.link_video_url),
      blogUrl: safeLinkUrl(story.blog_url),
      captions: safeVideoUrl(story.captions_url),
    };
  });
export type Story = z.output<typeof storySchema>;

/** Customer stories: a row of short videos; stories with neither a video nor a poster are dropped. */
export const customerStoriesSchema = z
  .object({
    ...titledAttributes,
    stories: z.array(storySchema).nullish(),
  })
  .transform((value) => ({
    ...titledBlock(value),
    stories: (value.stories ?? []).filter((story) => story.video || story.poster),
  }));
export type CustomerStoriesAttributes = z.output<typeof customerStoriesSchema>;
