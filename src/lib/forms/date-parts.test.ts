import { describe, expect, it } from 'vitest';
import { combineDateParts, datePartOrder, datePartsToValue, INCOMPLETE_DATE, monthOptions, valueToDateParts } from './date-parts';
import { domainOwnerSchema } from './domain-owner';

describe('dates in the page locale', () => {
  it('orders the parts as each locale writes a date', () => {
    expect(datePartOrder('en_US')).toEqual(['month', 'day', 'year']);
    expect(datePartOrder('es_ES')).toEqual(['day', 'month', 'year']);
    expect(datePartOrder('nl_NL')).toEqual(['day', 'month', 'year']);
    expect(datePartOrder('en-IN')).toEqual(['day', 'month', 'year']);
  });

  it('names the months in the page language', () => {
    expect(monthOptions('es_ES')[2]).toEqual({ value: '03', label: 'marzo' });
    expect(monthOptions('nl_NL')[9]!.label).toBe('oktober');
    expect(monthOptions('en_US')[0]!.label).toBe('January');
  });

  it('turns parts into the ISO value, empty, or incomplete', () => {
    expect(datePartsToValue({ day: '5', month: '03', year: '2024' })).toBe('2024-03-05');
    expect(datePartsToValue({ day: '', month: '', year: '' })).toBe('');
    expect(datePartsToValue({ day: '5', month: '', year: '2024' })).toBe(INCOMPLETE_DATE);
    expect(datePartsToValue({ day: '5', month: '03', year: '24' })).toBe(INCOMPLETE_DATE);
    expect(valueToDateParts('2024-03-05')).toEqual({ day: '5', month: '03', year: '2024' });
  });

  it('combines the parts of a plain form post and drops them', () => {
    expect(combineDateParts({ do_name: 'A', do_hostingDate: '', do_hostingDate__day: '29', do_hostingDate__month: '02', do_hostingDate__year: '2024' })).toEqual({
      do_name: 'A',
      do_hostingDate: '2024-02-29',
    });
    // A value set by the script wins over the parts.
    expect(combineDateParts({ do_hostingDate: '2023-01-02', do_hostingDate__day: '9' })).toEqual({ do_hostingDate: '2023-01-02' });
  });

  it('an impossible or unfinished date is a field error, not "required"', () => {
    const field = (value: string) => domainOwnerSchema.shape.do_hostingDate.safeParse(value);
    expect(field('2023-02-29').success).toBe(false);
    expect(field(INCOMPLETE_DATE).success).toBe(false);
    expect(field('2024-02-29').success).toBe(true);
  });

});
