'use client';

import { useMemo, useState } from 'react';
import { datePartOrder, datePartsToValue, EMPTY_DATE_PARTS, monthOptions, valueToDateParts, type DatePart, type DateParts } from '@/lib/forms/date-parts';

export interface DatePartsLabels {
  day: string;
  month: string;
  year: string;
}

interface DatePartsInputProps {
  /** id of the first control (so a label or an error summary can point at it). */
  id: string;
  /** Form name: the parts post as `<name>__day`, `<name>__month`, `<name>__year`. */
  name: string;
  locale: string;
  /** The field's value: '' | YYYY-MM-DD | 'incomplete'. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  labels: DatePartsLabels;
  invalid?: boolean;
  describedBy?: string;
  required?: boolean;
  className?: string;
}

/**
 * A date typed the way the page's locale writes it: day, month by name and year, in the locale's
 * order (issue 14 point 5). Controlled by `value`; each change reports the ISO value (or '' /
 * 'incomplete').
 */
export function DatePartsInput({ id, name, locale, value, onChange, onBlur, labels, invalid, describedBy, required, className = '' }: DatePartsInputProps) {
  const order = useMemo(() => datePartOrder(locale), [locale]);
  const months = useMemo(() => monthOptions(locale), [locale]);
  const [parts, setParts] = useState<DateParts>(() => valueToDateParts(value));

  // Follow the form from outside (adjusting state while rendering): a reset clears the parts, a set
  // value fills them; the value this field reported itself changes nothing.
  const [seenValue, setSeenValue] = useState(value);
  if (value !== seenValue) {
    setSeenValue(value);
    if (datePartsToValue(parts) !== value) {
      if (value === '') setParts({ ...EMPTY_DATE_PARTS });
      else if (/^\d{4}-\d{2}-\d{2}$/.test(value)) setParts(valueToDateParts(value));
    }
  }

  const update = (part: DatePart, next: string) => {
    const updated = { ...parts, [part]: next };
    setParts(updated);
    onChange(datePartsToValue(updated));
  };

  const control = 'block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-ink shadow-sm focus-visible:border-brand aria-[invalid=true]:border-danger';
  const aria = { 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy, 'aria-required': required || undefined };

  return (
    <div className={`mt-1 flex gap-2 ${className}`}>
      {order.map((part, index) => {
        const partId = index === 0 ? id : `${id}-${part}`;
        const wrapper = part === 'month' ? 'min-w-0 flex-[2]' : part === 'year' ? 'min-w-0 flex-[1.3]' : 'min-w-0 flex-1';
        return (
          <div key={part} className={wrapper}>
            <label htmlFor={partId} className="block text-sm text-slate-700">
              {labels[part]}
            </label>
            {part === 'month' ? (
              <select id={partId} name={`${name}__month`} value={parts.month} onChange={(event) => update('month', event.target.value)} onBlur={onBlur} className={control} {...aria}>
                <option value="">—</option>
                {months.map((month) => (
                  <option key={month.value} value={month.value}>
                    {month.label}
                  </option>
                ))}
              </select>
            ) : (
              <input
                id={partId}
                name={`${name}__${part}`}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                maxLength={part === 'year' ? 4 : 2}
                pattern={part === 'year' ? '[0-9]{4}' : '[0-9]{1,2}'}
                value={parts[part]}
                onChange={(event) => update(part, event.target.value.replace(/\D/g, ''))}
                onBlur={onBlur}
                className={control}
                {...aria}
              />
            )}
          </div>
        );
      })}
    </div>
  );
}
