'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { COUNTDOWN_INTERVAL_MS, countdownParts } from '@/lib/site/countdown';

/**
 * Ticking countdown. The first render uses the server's clock (`initialNow`) so the hydrated HTML
 * equals the server HTML (no layout shift); after mount it reads the browser's clock every 1000 ms
 * and stops once every unit is 00.
 */
export function CountdownTimer({ target, initialNow, endDate }: { target: string; initialNow: number; /** The end date in the page's language and the site's time zone ('31 December 2027'), for more than 99 days. */ endDate: string }) {
  const t = useTranslations('blocks.countdown');
  const targetDate = new Date(target);
  const [now, setNow] = useState(initialNow);
  const parts = countdownParts(targetDate, new Date(now));

  useEffect(() => {
    const end = new Date(target).getTime();
    const tick = () => {
      const current = Date.now();
      setNow(current);
      return current < end;
    };
    if (!tick()) return;
    const timer = setInterval(() => {
      if (!tick()) clearInterval(timer);
    }, COUNTDOWN_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [target]);

  const units: Array<[string, string]> = [
    [parts.days, t('days')],
    [parts.hours, t('hours')],
    [parts.minutes, t('minutes')],
    [parts.seconds, t('seconds')],
  ];
  if (parts.beyondTwoDigits) {
    return (
      <p role="timer" aria-label={t('label')} data-done="false" data-beyond="true" className="text-xl font-bold">
        {t('ends', { date: endDate })}
      </p>
    );
  }
  return (
    <div role="timer" aria-label={t('label')} data-done={parts.done ? 'true' : 'false'} className="flex flex-wrap items-start justify-center gap-2 sm:gap-3">
      {units.map(([value, label]) => (
        <div key={label} className="flex min-w-16 flex-col items-center rounded-lg bg-brand-dark px-2 py-2 sm:min-w-20 sm:px-3 text-white">
          <span className="text-2xl font-bold tabular-nums sm:text-3xl leading-tight" data-unit={label}>
            {value}
          </span>
          <span className="text-[0.7rem] uppercase tracking-wide sm:text-xs">{label}</span>
        </div>
      ))}
    </div>
  );
}
