'use client';

import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface SegmentedOption<V extends string> {
  value: V;
  label: ReactNode;
  /** Accessible name when the label is not plain text. */
  ariaLabel?: string;
}

export interface SegmentedControlProps<V extends string> {
  options: readonly SegmentedOption<V>[];
  /** The checked option; null: none checked yet (the first option takes the tab stop). */
  value: V | null;
  onChange: (value: V) => void;
  /** Accessible name of the group. */
  label: string;
  className?: string;
  /** On a dark background. */
  inverse?: boolean;
  /** Hooks for tests and analytics. */
  testId?: string;
}

/**
 * A row of mutually exclusive choices: a WAI-ARIA radio group of buttons with a roving tab stop.
 * Tab reaches the checked choice; the arrow keys (and Home/End) move and check; a click checks.
 * Plain props only (no CMS knowledge).
 */
export function SegmentedControl<V extends string>({ options, value, onChange, label, className = '', inverse = false, testId }: SegmentedControlProps<V>) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const checkedIndex = options.findIndex((option) => option.value === value);
  const tabStop = checkedIndex >= 0 ? checkedIndex : 0;

  function move(to: number) {
    const count = options.length;
    if (!count) return;
    const index = (to + count) % count;
    const option = options[index];
    if (!option) return;
    onChange(option.value);
    refs.current[index]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const keys: Record<string, number> = { ArrowRight: index + 1, ArrowDown: index + 1, ArrowLeft: index - 1, ArrowUp: index - 1, Home: 0, End: options.length - 1 };
    const to = keys[event.key];
    if (to === undefined) return;
    event.preventDefault();
    move(to);
  }

  return (
    <div
      role="radiogroup"
      aria-label={label}
      data-testid={testId}
      className={`inline-flex flex-wrap gap-1 rounded-full p-1 ${inverse ? 'bg-white/15' : 'bg-muted ring-1 ring-slate-300'} ${className}`}
    >
      {options.map((option, index) => {
        const checked = index === checkedIndex;
        return (
          <button
            key={option.value}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            aria-label={option.ariaLabel}
            tabIndex={index === tabStop ? 0 : -1}
            data-value={option.value}
            onClick={() => onChange(option.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={`min-h-11 min-w-11 rounded-full px-4 text-sm font-semibold transition-colors ${
              checked
                ? inverse
                  ? 'bg-white text-brand-dark shadow'
                  : 'bg-brand-dark text-white shadow'
                : inverse
                  ? 'text-white hover:bg-white/20'
                  : 'text-ink hover:bg-white'
            }`}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
