'use client';

import { useEffect, useState } from 'react';
import { COUNTDOWN_INTERVAL_MS, countdownParts } from '@/lib/site/countdown';

export interface CountdownLabels {
  label: string;
  days: string;
  hours: string;
  minutes: string;
  seconds: string;
  /** Shown instead of the units while more than 99 days are left ('Ends on 31 December 2027'). */
  ends: string;
}

/**
 * Ticking countdown. The first render uses the server's clock (`initialNow`) so the hydrated HTML
 * equals the server HTML (no layout shift); after mount it reads the browser's clock every 1000 ms
 * and stops once every unit is 00.
 */
export function CountdownTimer({ target, initialNow, labels }: { target: string; initialNow: number; labels: CountdownLabels }) {
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
    [parts.days, labels.days],
    [parts.hours, labels.hours],
    [parts.minutes, labels.minutes],
    [parts.seconds, labels.seconds],
  ];
  if (parts.beyondTwoDigits) {
    return (
      <p role="timer" aria-label={labels.label} data-done="false" data-beyond="true" className="text-xl font-bold">
        {labels.ends}
      </p>
    );
  }
  return (
    <div role="timer" aria-label={labels.label} data-done={parts.done ? 'true' : 'false'} className="flex flex-wrap items-start justify-center gap-2 sm:gap-3">
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
