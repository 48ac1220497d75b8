import { z } from 'zod';
import { commonAttributes, headingSchema, text } from '@/components/blocks/attributes';
import { metricListSchema } from '@/components/blocks/social/metric-schema';

export const metricsBlockSchema = z
  .object({
    ...commonAttributes,
    heading: headingSchema.optional(),
    sub_heading: text.optional(),
    metrics: metricListSchema.optional(),
    items: metricListSchema.optional(),
  })
  .transform((value) => ({
    heading: value.heading ?? null,
    subHeading: value.sub_heading ?? '',
    metrics: value.metrics?.length ? value.metrics : (value.items ?? []),
    anchor: value.anchor ?? '',
    className: value.className ?? '',
  }));
export type MetricsBlockAttributes = z.output<typeof metricsBlockSchema>;
