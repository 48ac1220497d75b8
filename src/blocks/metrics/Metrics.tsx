import { BlockTitle } from '@/components/blocks/BlockTitle';
import { Section } from '@/components/ui/Section';
import { htmlLangByLocale } from '@/i18n/locales';
import type { BlockProps } from '../types';
import { CountUp } from '@/components/blocks/social/CountUp.lazy';
import type { Metric } from '@/components/blocks/social/metric-schema';
import type { MetricsBlockAttributes } from './schema';

/** One metric: pre (small, above), the value (large, counting up), post (below). */
export function MetricFigure({ metric, locale, valueClassName = 'text-3xl font-bold text-brand-dark lg:text-4xl' }: { metric: Metric; locale: string; valueClassName?: string }) {
  return (
    <>
      {metric.pre ? <span className="block text-sm font-semibold uppercase tracking-wide text-slate-600">{metric.pre}</span> : null}
      <CountUp value={metric.value} locale={locale} className={`block ${valueClassName}`} />
      {metric.post ? <span className="mt-1 block text-base text-ink">{metric.post}</span> : null}
    </>
  );
}

/** Metrics: figures in a row (pre, the value in any of its forms, post). */
export function Metrics({ attributes, context }: BlockProps<MetricsBlockAttributes>) {
  const { metrics, heading, subHeading, anchor, className } = attributes;
  if (!metrics.length) return null;
  const locale = htmlLangByLocale[context.locale];
  return (
    <Section id={anchor} className={`py-12 ${className}`}>
      <div className="mb-8 text-center">
        <BlockTitle heading={heading} subHeading={subHeading} subClassName="text-lg" />
      </div>
      <ul className="grid grid-cols-1 gap-8 text-center sm:grid-cols-2 lg:grid-cols-4">
        {metrics.map((metric, index) => (
          <li key={index} className="rounded-xl bg-muted px-4 py-6">
            <MetricFigure metric={metric} locale={locale} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
