import { z } from 'zod';
import { commonAttributes, headingSchema, text } from '@/components/blocks/attributes';
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
    ...commonAttributes,
    heading: headingSchema.optional(),
    sub_heading: text.optional(),
    stories: z.array(storySchema).nullish(),
  })
  .transform((value) => ({
    heading: value.heading ?? null,
    subHeading: value.sub_heading ?? '',
    stories: (value.stories ?? []).filter((story) => story.video || story.poster),
    anchor: value.anchor ?? '',
    className: value.className ?? '',
  }));
export type CustomerStoriesAttributes = z.output<typeof customerStoriesSchema>;
