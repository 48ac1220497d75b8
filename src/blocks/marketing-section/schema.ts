import { z } from 'zod';
import {
  backgroundSchema,
  buttonPairAttributes,
  commonAttributes,
  featureLines,
  optionalHeading,
  imageSchema,
  text,
  withSecondButton,
  type ImageAttribute,
} from '@/components/blocks/attributes';
import { youtubeEmbedUrl, youtubeVideoId } from '@/lib/video/youtube';

/** A video of two_videos: a YouTube url (string or {url}), an optional title and poster. Non-YouTube urls are dropped. */
const sectionVideo = z
  .union([z.string().transform((url) => ({ url, title: '', poster: null as ImageAttribute | null })), z.object({ url: text, title: text.optional(), poster: imageSchema.optional() }).loose()])
  .transform((video) => {
    const id = youtubeVideoId(video.url);
    return id ? { embedUrl: youtubeEmbedUrl(id, { autoplay: false, controls: true, loop: false, modestbranding: true }), title: video.title ?? '', poster: video.poster ?? null } : null;
  });

/** A figure of banner-stats: value and label. */
const stat = z
  .object({ value: text.optional(), label: text.optional(), title: text.optional() })
  .loose()
  .transform((item) => ({ value: item.value ?? '', label: item.label || item.title || '' }))
  .nullable();

/** Table: head cells and rows of cells. */
const tableSchema = z
  .object({ head: z.array(text).nullish(), rows: z.array(z.array(text)).nullish() })
  .loose()
  .nullish()
  .transform((table) => ({ head: table?.head ?? [], rows: (table?.rows ?? []).filter((row) => row.some((cell) => cell !== '')) }));

/**
 * Marketing section: heading, sub_heading, content, buttons, image (and image_mobile), features,
 * plus what its identity needs — videos (two_videos), stats (banner-stats), table
 * (center-cta-with-table).
 */
export const marketingSectionSchema = z
  .object({
    ...commonAttributes,
    heading: optionalHeading,
    sub_heading: text.optional(),
    content: text.optional(),
    ...buttonPairAttributes,
    image: imageSchema.optional(),
    image_mobile: imageSchema.optional(),
    features: featureLines,
    videos: z
      .array(sectionVideo)
      .nullish()
      .transform((videos) => (videos ?? []).filter((video) => video !== null)),
    stats: z
      .array(stat)
      .nullish()
      .transform((stats) => (stats ?? []).filter((item): item is { value: string; label: string } => item !== null && item.value !== '')),
    table: tableSchema,
    bgColorLeft: backgroundSchema.optional(),
    bgColorRight: backgroundSchema.optional(),
  })
  .transform(withSecondButton);
export type MarketingSectionAttributes = z.output<typeof marketingSectionSchema>;
