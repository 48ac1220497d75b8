import { z } from 'zod';
import { text, titledAttributes, titledBlock } from '@/components/blocks/attributes';
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
    ...titledAttributes,
    items: z.array(webinarSchema).nullish(),
    webinars: z.array(webinarSchema).nullish(),
  })
  .transform((value) => ({
    ...titledBlock(value),
    items: (value.items ?? value.webinars ?? []).filter((item) => item.video),
  }));
export type WebinarListAttributes = z.output<typeof webinarListSchema>;
