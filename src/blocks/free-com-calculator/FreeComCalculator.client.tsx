'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { TableHead } from '@/components/ui/TableParts';
import { useCurrency } from '@/components/blocks/pricing/use-currency';
import { partsText, type FilledPart } from '@/lib/pricing/money';
import type { FreeComRow } from './schema';

/** A tier row with its value text filled on the server ('worth 5 × {price:com:nonmember-regular}'). */
export type FilledFreeComRow = Pick<FreeComRow, 'tier' | 'domains' | 'free_com'> & { value: FilledPart[] };

/**
 * The calculator's tier table: the first row starts selected; a click on a row selects it (wide
 * screens), a dropdown does the same on small screens. The summary follows the selected tier.
 */
export function FreeComCalculator({ rows, locale }: { rows: FilledFreeComRow[]; locale: string }) {
  const t = useTranslations('promotions.freeCom');
  const [currency] = useCurrency(locale);
  const id = useId();
  const [selected, setSelected] = useState(0);
  const row = rows[selected] ?? rows[0];
  if (!row) return null;
  const number = new Intl.NumberFormat();
  return (
    <div data-testid="free-com-calculator">
      <div className="md:hidden">
        <label htmlFor={`${id}-tier`} className="block text-sm font-semibold text-heading">
          {t('choose')}
        </label>
        <select id={`${id}-tier`} value={selected} onChange={(event) => setSelected(Number(event.target.value))} className="mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2">
          {rows.map((option, index) => (
            <option key={option.tier} value={index}>
              {option.tier}
            </option>
          ))}
        </select>
      </div>
      <table className="hidden w-full border-separate border-spacing-y-2 text-left md:table">
        <TableHead labels={[t('tier'), t('domains'), t('freeCom'), t('value')]} className="text-sm text-slate-600" rowClassName="" cellClassName="px-4" />
        <tbody>
          {rows.map((option, index) => (
            <tr
              key={option.tier}
              onClick={() => setSelected(index)}
              aria-selected={index === selected}
              className={`cursor-pointer ${index === selected ? 'bg-brand text-white' : 'bg-muted hover:bg-slate-200'}`}
            >
              <th scope="row" className="rounded-l-xl px-4 py-3">
                <button type="button" onClick={() => setSelected(index)} aria-pressed={index === selected} className="text-left font-bold">
                  {option.tier}
                </button>
              </th>
              <td className="px-4 py-3">{number.format(option.domains)}</td>
              <td className="px-4 py-3 font-bold">{number.format(option.free_com)}</td>
              <td className="rounded-r-xl px-4 py-3">{partsText(option.value, currency, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-4 rounded-xl bg-highlight/30 p-4 text-lg font-semibold" aria-live="polite" data-testid="free-com-summary">
        {t('summary', { tier: row.tier, count: number.format(row.free_com) })}
      </p>
    </div>
  );
}
