import { donutColour, isFullMark } from '@/lib/scanner/scoring';

const stroke: Record<ReturnType<typeof donutColour>, string> = {
  green: '#067647',
  amber: '#b54708',
  red: '#b42318',
};

export interface ScoreDonutProps {
  score: number;
  label: string;
  /** e.g. '70 out of 100' */
  valueText: string;
  size?: 'small' | 'large';
  fullMarkText?: string;
  /** Set when none of the group's checks ran: the ring stays empty and says so instead of a score. */
  notChecked?: string;
}

/** A donut for a score 0-100: green above 70, red below 21, amber otherwise. */
export function ScoreDonut({ score, label, valueText, size = 'small', fullMarkText, notChecked }: ScoreDonutProps) {
  if (notChecked) {
    const dimension = size === 'large' ? 'h-40 w-40' : 'h-28 w-28';
    return (
      <figure className="flex flex-col items-center gap-2 text-center" data-colour="none" data-not-checked="true">
        <div className={`relative ${dimension}`}>
          <svg viewBox="0 0 100 100" className="h-full w-full" role="img" aria-label={`${label}: ${notChecked}`}>
            <circle cx="50" cy="50" r="42" fill="none" stroke="#e4e7ec" strokeWidth="12" />
          </svg>
          <span aria-hidden="true" className="absolute inset-0 flex items-center justify-center px-4 text-sm font-bold text-slate-700">
            {notChecked}
          </span>
        </div>
        <figcaption className="font-semibold">{label}</figcaption>
      </figure>
    );
  }
  const colour = donutColour(score);
  const radius = 42;
  const circumference = 2 * Math.PI * radius;
  const filled = (Math.max(0, Math.min(100, score)) / 100) * circumference;
  const dimension = size === 'large' ? 'h-40 w-40' : 'h-28 w-28';
  return (
    <figure className="flex flex-col items-center gap-2 text-center" data-colour={colour} data-score={score}>
      <div className={`relative ${dimension}`}>
        <svg viewBox="0 0 100 100" className="h-full w-full -rotate-90" role="img" aria-label={`${label}: ${valueText}`}>
          <circle cx="50" cy="50" r={radius} fill="none" stroke="#e4e7ec" strokeWidth="12" />
          {filled > 0 ? (
            <circle
              cx="50"
              cy="50"
              r={radius}
              fill="none"
              stroke={stroke[colour]}
              strokeWidth="12"
              strokeLinecap="round"
              strokeDasharray={`${filled} ${circumference}`}
            />
          ) : null}
        </svg>
        <span aria-hidden="true" className={`absolute inset-0 flex items-center justify-center font-bold ${size === 'large' ? 'text-4xl' : 'text-2xl'}`}>
          {score}
        </span>
      </div>
      <figcaption className="font-semibold">{label}</figcaption>
      {fullMarkText && isFullMark(score) ? (
        <p role="status" className="rounded bg-success px-2 py-1 text-sm font-semibold text-white">
          {fullMarkText}
        </p>
      ) : null}
    </figure>
  );
}
