import { z } from 'zod';
import { TIMELINE_IMAGE_HEIGHT, TIMELINE_IMAGE_WIDTH } from '@/lib/company/timeline';
import { text, titledAttributes } from '@/components/blocks/attributes';
import { lineItem, looseImage } from '@/components/blocks/social/schema';

/**
 * Our journey timeline: one wide image (default 2868 px wide), seen a page at a time. The
 * milestones (year, text) are also given as text for screen readers and search engines.
 */
export const timelineSchema = z
  .object({
    ...titledAttributes,
    image: looseImage.optional(),
    timeline_image: looseImage.optional(),
    milestones: z
      .array(z.union([z.object({ year: z.union([z.string(), z.number()]).optional(), text: text, title: text }).loose(), lineItem]))
      .nullish(),
  })
  .transform((value, ctx) => {
    const image = value.image ?? value.timeline_image ?? null;
    if (!image) {
      ctx.addIssue({ code: 'custom', path: ['image'], message: 'the timeline needs an image' });
      return z.NEVER;
    }
    return {
      heading: value.heading ?? null,
      subHeading: value.sub_heading ?? '',
      image: { ...image, width: image.width ?? TIMELINE_IMAGE_WIDTH, height: image.height ?? TIMELINE_IMAGE_HEIGHT },
      milestones: (value.milestones ?? [])
        .map((item) => (typeof item === 'string' ? { year: '', text: item } : { year: item.year === undefined ? '' : String(item.year), text: item.text || item.title }))
        .filter((item) => item.text || item.year),
      anchor: value.anchor ?? '',
      className: value.className ?? '',
    };
  });
export type TimelineAttributes = z.output<typeof timelineSchema>;
