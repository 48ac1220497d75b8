import { getTranslations } from 'next-intl/server';
import { Heading } from '@/components/ui/Heading';
import { RichText } from '@/components/ui/RichText';
import { htmlLangByLocale } from '@/i18n/locales';
import { countdownEndDate } from '@/lib/site/countdown';
import type { BlockProps } from '../types';
import { CountdownTimer } from '@/components/blocks/Countdown.client';
import type { CountdownBlockAttributes } from './schema';

/** The server's clock when this response is rendered (a server component renders once per request). */
function renderTime(): number {
  return Date.now();
}

/** Countdown block: the server renders the current value, the island ticks every second. */
export async function CountdownBlock({ attributes, context }: BlockProps<CountdownBlockAttributes>) {
  const t = await getTranslations({ locale: context.locale, namespace: 'blocks.countdown' });
  const { heading, subHeading, target, anchor, className, align } = attributes;
  const alignClass = align === 'left' ? 'text-left' : align === 'right' ? 'text-right' : 'text-center';
  return (
    <div id={anchor || undefined} className={`mx-auto max-w-6xl px-4 py-6 ${alignClass} ${className}`.trim()}>
      {heading?.title ? (
        <Heading tag={heading.tag} fontSize={heading.fontSize} className="mb-3">
          <RichText html={heading.title} inline as="span" />
        </Heading>
      ) : null}
      {subHeading ? <RichText html={subHeading} inline as="p" className="mb-4" /> : null}
      <CountdownTimer
        target={target}
        initialNow={renderTime()}
        labels={{ label: t('label'), days: t('days'), hours: t('hours'), minutes: t('minutes'), seconds: t('seconds'), ends: t('ends', { date: countdownEndDate(new Date(target), htmlLangByLocale[context.locale]) }) }}
      />
    </div>
  );
}
