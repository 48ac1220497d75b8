import { z } from 'zod';
import { TRUST_STRIP_MAX_METRICS } from '@/lib/social-proof/constants';
import { commonAttributes, text } from '@/components/blocks/attributes';
import { metricListSchema } from '@/components/blocks/social/metric-schema';
import { looseImage } from '@/components/blocks/social/schema';

/**
 * Trust strip: at most 3 metrics (the first three with a value), a badge text
 * (default: the translated ISO 27001 / GDPR / NIS2 compliance text) and optional badge images.
 */
export const trustStripSchema = z
  .object({
    ...commonAttributes,
    metrics: metricListSchema.optional(),
    badge_text: text.optional(),
    badgeText: text.optional(),
    badges: z.array(looseImage).nullish(),
  })
  .transform((value) => ({
    metrics: (value.metrics ?? []).slice(0, TRUST_STRIP_MAX_METRICS),
    badgeText: (value.badge_text || value.badgeText || '').trim(),
    badges: (value.badges ?? []).filter((badge) => badge !== null),
    anchor: value.anchor ?? '',
    className: value.className ?? '',
  }));
export type TrustStripAttributes = z.output<typeof trustStripSchema>;
