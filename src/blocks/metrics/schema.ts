import { z } from 'zod';
import { titledAttributes, titledBlock } from '@/components/blocks/attributes';
import { metricListSchema } from '@/components/blocks/social/metric-schema';

export const metricsBlockSchema = z
  .object({
    ...titledAttributes,
    metrics: metricListSchema.optional(),
    items: metricListSchema.optional(),
  })
  .transform((value) => ({
    ...titledBlock(value),
    metrics: value.metrics?.length ? value.metrics : (value.items ?? []),
  }));
export type MetricsBlockAttributes = z.output<typeof metricsBlockSchema>;
