import { z } from 'zod';
import { parseMetricValue } from '@/lib/social-proof/metrics';
import { text } from '../attributes';

/** Metric: pre, value, post; the value in any of its forms (see lib/social-proof/metrics). */
export const metricSchema = z
  .object({ pre: text, value: z.union([z.string(), z.number(), z.null()]).optional(), post: text })
  .loose()
  .transform((metric) => ({ pre: metric.pre.trim(), value: parseMetricValue(metric.value), post: metric.post.trim() }))
  .refine((metric) => metric.value.kind !== 'text' || metric.value.text !== '', { message: 'a metric needs a value' });
export type Metric = z.output<typeof metricSchema>;

/** A list of metrics; entries without a value are dropped (not failed). */
export const metricListSchema = z
  .array(z.unknown())
  .nullish()
  .transform((items) => (items ?? []).flatMap((item) => {
    const parsed = metricSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  }));
