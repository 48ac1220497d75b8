'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { tierForOption } from '@/lib/memberships/tiers';
import { TierCard, type TierCardData } from '@/components/blocks/membership/TierCard';
import { SelectOptions } from '@/components/ui/SelectOptions';

export interface TierSelectorOption {
  value: string;
  label: string;
}

/**
 * The tier selector: starts on the first option, the overview of three plans; a
 * domain count shows the single card of its tier; the Reset link (shown only away from the
 * default) returns to the overview. A value with no tier shows nothing.
 */
export function TierSelector({
  options,
  overview,
  cards,
  label,
  locale,
}: {
  options: TierSelectorOption[];
  overview: TierCardData[];
  cards: TierCardData[];
  /** The block's own question (content); else the catalogue's. */
  label?: string;
  locale: string;
}) {
  const t = useTranslations('memberships');
  // The tier card is shared with server components, which fill these two templates where they show them.
  const cardLabels = { perYear: t('billing.perYear'), moreInfo: (name: string) => t('moreInfo', { name }) };
  const id = useId();
  const select = useRef<HTMLSelectElement>(null);
  const [value, setValue] = useState('');
  const isDefault = value === '';
  const tier = isDefault ? null : tierForOption(value);
  const card = tier ? cards.find((candidate) => candidate.id === tier.id) : undefined;
  const chosen = options.find((option) => option.value === value);

  return (
    <div data-testid="tier-selector" data-state={isDefault ? 'overview' : card ? 'tier' : 'none'}>
      <div className="flex flex-wrap items-end gap-x-4 gap-y-2">
        <div className="min-w-64 flex-1 sm:flex-none">
          <label htmlFor={`${id}-count`} className="block text-sm font-semibold text-heading">
            {label || t('selector.label')}
          </label>
          <select
            ref={select}
            id={`${id}-count`}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            className="mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base sm:w-80"
          >
            <option value="">{t('selector.overview')}</option>
            <SelectOptions options={options} />
          </select>
        </div>
        {isDefault ? null : (
          <button
            type="button"
            onClick={() => {
              setValue('');
              select.current?.focus();
            }}
            className="min-h-11 px-2 font-semibold text-brand underline underline-offset-4 hover:text-brand-dark"
          >
            {t('selector.reset')}
          </button>
        )}
      </div>
      <div aria-live="polite" className="sr-only">
        {card && chosen ? t('selector.result', { count: chosen.label }) : ''}
      </div>
      <div className="mt-6">
        {isDefault ? (
          <div className="grid gap-6 md:grid-cols-3" data-testid="tier-overview">
            {overview.map((item) => (
              <TierCard key={item.id} card={item} labels={cardLabels} locale={locale} />
            ))}
          </div>
        ) : card ? (
          <div className="mx-auto max-w-md" data-testid="tier-result">
            <TierCard card={card} labels={cardLabels} locale={locale} highlighted />
          </div>
        ) : null}
      </div>
    </div>
  );
}
