import { describe, expect, it } from 'vitest';
import type { Promotion } from '@/lib/content/types';
import { runningPromotions } from './running';
import { testPromotion } from './testing';

const promotion = testPromotion;

const offers = { offerOn: (tld: string) => (tld === 'com' ? { endsOn: '2027-12-31' } : null) };
const at = (iso: string, list: Promotion[]) => runningPromotions(list, new Date(iso), offers).map((item) => `${item.id}:${item.endDate ?? '-'}`);

describe('running promotions (the one promotions clock)', () => {
  it('a promotion runs from its first through its last day in the campaign time zone; open bounds are open', () => {
    const list = [promotion('window', { startDate: '2027-01-01', endDate: '2027-06-30' }), promotion('open')];
    expect(at('2026-12-31T22:59:00Z', list)).toEqual(['open:-']); // 23:59 in Amsterdam, the day before
    expect(at('2026-12-31T23:00:00Z', list)).toEqual(['window:2027-06-30', 'open:-']); // midnight: the first day
    expect(at('2027-06-30T21:59:00Z', list)).toEqual(['window:2027-06-30', 'open:-']); // 23:59 on the last day (CEST)
    expect(at('2027-06-30T22:00:00Z', list)).toEqual(['open:-']);
  });

  it("a domain promotion runs only while the catalogue's promotion on its extension runs, and ends with it", () => {
    const list = [promotion('com', { tld: 'com', endDate: '2028-06-30' }), promotion('net', { tld: 'net' })];
    expect(at('2027-06-15T10:00:00Z', list)).toEqual(['com:2027-12-31']);
    expect(runningPromotions(list, new Date('2027-06-15T10:00:00Z'), null)).toEqual([]);
  });
});
