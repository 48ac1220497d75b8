import { z } from 'zod';
import { commonAttributes, headingSchema, text } from '@/components/blocks/attributes';
import { looseImage, safeVideoUrl } from '@/components/blocks/social/schema';

/** Webinar: thumbnail and video file (also title, description, date, captions). */
const webinarSchema = z
  .object({
    thumbnail: looseImage.optional(),
    video: z.union([text, z.object({ url: text }).loose().transform((value) => value.url)]).optional(),
    video_file: z.union([text, z.object({ url: text }).loose().transform((value) => value.url)]).optional(),
    title: text,
    description: text,
    date: text,
    captions_url: text,
  })
  .loose()
  .transform((item) => ({
    thumbnail: item.thumbnail ?? null,
    video: safeVideoUrl(item.video_file || item.video || ''),
    title: item.title.trim(),
    description: item.description,
    date: item.date.trim(),
    captions: safeVideoUrl(item.captions_url),
  }));

/** Webinar list: items without a video file are dropped. */
export const webinarListSchema = z
  .object({
    ...commonAttributes,
    heading: headingSchema.optional(),
    sub_heading: text.optional(),
    items: z.array(webinarSchema).nullish(),
    webinars: z.array(webinarSchema).nullish(),
  })
  .transform((value) => ({
    heading: value.heading ?? null,
    subHeading: value.sub_heading ?? '',
    items: (value.items ?? value.webinars ?? []).filter((item) => item.video),
    anchor: value.anchor ?? '',
    className: value.className ?? '',
  }));
export type WebinarListAttributes = z.output<typeof webinarListSchema>;
