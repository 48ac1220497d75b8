import { z } from 'zod';
import { text, titledAttributes } from '@/components/blocks/attributes';
import { parseCountdownDate } from '@/lib/site/countdown';

/**
 * Countdown block. The target date is `date` (also read from `target_date`, `end_date`,
 * `countdown_date` or `endDate`, as promo blocks name it): ISO 8601 or 'YYYY-MM-DD HH:mm:ss'
 * (without a zone: read in SITE_TIME_ZONE, see parseCountdownDate). Or `promotion`: 'membership'
 * (the page language's running membership promotion) or a promotion's id or eventCode — the
 * countdown then runs to the end of that promotion's last day and the block shows only while it
 * runs (offers that are true). Neither a date nor a promotion fails the block (skipped and logged).
 */
const DATE_KEYS = ['date', 'target_date', 'end_date', 'countdown_date', 'endDate'] as const;

export const countdownBlockSchema = z
  .object({
    ...titledAttributes,
    date: text.optional(),
    target_date: text.optional(),
    end_date: text.optional(),
    countdown_date: text.optional(),
    endDate: text.optional(),
    promotion: text.optional(),
  })
  .transform((value, ctx) => {
    const key = DATE_KEYS.find((name) => value[name]) ?? 'date';
    const promotion = value.promotion?.trim() || null;
    const target = parseCountdownDate(value[key] ?? '');
    if (!target && !promotion) {
      ctx.addIssue({ code: 'custom', path: [key], message: 'expected a date, ISO 8601 or YYYY-MM-DD HH:mm:ss' });
      return z.NEVER;
    }
    return {
      heading: value.heading ?? null,
      subHeading: value.sub_heading ?? '',
      target: target ? target.toISOString() : null,
      promotion,
      anchor: value.anchor ?? '',
      className: value.className ?? '',
      align: value.align ?? 'center',
    };
  });
export type CountdownBlockAttributes = z.output<typeof countdownBlockSchema>;
