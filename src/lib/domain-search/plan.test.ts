import { describe, expect, it } from 'vitest';
import { CatalogueIndex } from '@/lib/pricing/catalogue';
import { extensionKind } from '@/lib/pricing/model';
import { price } from '@/lib/pricing/test-helpers';
import { BULK_MAX_NAMES } from './input-limits';
import { planBulkSearch, planSearch, POPULAR_EXTENSIONS } from './plan';
import { rowPrice, searchAnswer } from './search';

const CURRENCIES = ['USD', 'EUR', 'GBP', 'INR'] as const;
const PROMOS = new Set(['shop', 'online', 'xyz', 'club', 'site']);
const NAMES = [...POPULAR_EXTENSIONS, 'es', 'nl', 'in', 'de', 'jp', 'co.uk', 'uk', 'xn--p1ai', ...PROMOS];

function index(): CatalogueIndex {
  const extensions = NAMES.map((tld) => ({ tld, unicodeName: tld === 'xn--p1ai' ? 'рф' : tld, kind: extensionKind(tld) }));
  const prices = NAMES.flatMap((tld, n) =>
    CURRENCIES.map((currency) =>
      price(tld, currency, (n + 10) * (currency === 'INR' ? 89 : 1), PROMOS.has(tld) ? { onGoingPromo: true, nonMemberPromoPrice: 2.5, nonMemberPromoEndDate: '2099-12-31', nonMemberPromoPercentageOff: 80 } : {}),
    ),
  );
  return new CatalogueIndex(null, extensions, prices, '2026-11-27');
}
const catalogue = index();
const domains = (plan: ReturnType<typeof planSearch>) => (plan.ok ? plan.rows.map((row) => `${row.kind === 'exact' ? '=' : ''}${row.domain}`) : plan.code);

describe('planSearch: the exact name, then suggestions', () => {
  it('a name without extension gets the box extension (default .com) first, then popular, then promoted extensions', () => {
    const plan = planSearch('MyShop', catalogue, { locale: 'en', currency: 'USD' });
    expect(domains(plan)).toEqual([
      '=myshop.com',
      ...POPULAR_EXTENSIONS.filter((tld) => tld !== 'com').map((tld) => `myshop.${tld}`),
      // four promoted extensions, in the catalogue's preference order (online, shop, xyz), then alphabetical
      'myshop.online',
      'myshop.shop',
      'myshop.xyz',
      'myshop.club',
    ]);
    expect(domains(planSearch('myshop', catalogue, { locale: 'en', currency: 'USD', searchExt: 'nl' }))[0]).toBe('=myshop.nl');
  });

  it("adds the page's locale extensions: .es on /es, .nl on /nl, .in on /hi", () => {
    for (const [locale, tld] of [['es', 'es'], ['nl', 'nl'], ['hi', 'in']] as const) {
      const plan = planSearch('myshop', catalogue, { locale, currency: 'EUR' });
      expect(domains(plan)).toContain(`myshop.${tld}`);
    }
    expect(domains(planSearch('myshop', catalogue, { locale: 'en', currency: 'USD' }))).not.toContain('myshop.es');
  });

  it('reads the registrable part: longest sold extension, a pasted URL, www., IDN names', () => {
    expect(domains(planSearch('shop.co.uk', catalogue, { locale: 'en', currency: 'USD' }))[0]).toBe('=shop.co.uk');
    expect(domains(planSearch('https://www.Example.com/cart?x=1', catalogue, { locale: 'en', currency: 'USD' }))[0]).toBe('=example.com');
    const idn = planSearch('Bücher.de', catalogue, { locale: 'en', currency: 'USD' });
    expect(idn.ok && idn.rows[0]).toMatchObject({ domain: 'xn--bcher-kva.de', display: 'bücher.de', kind: 'exact' });
    expect(idn.ok && idn.query).toBe('bücher.de');
    const ideographic = planSearch('例え。jp', catalogue, { locale: 'en', currency: 'USD' });
    expect(ideographic.ok && ideographic.rows[0]).toMatchObject({ domain: 'xn--r8jz45g.jp', display: '例え.jp', kind: 'exact' });
    const cyrillic = planSearch('пример.рф', catalogue, { locale: 'en', currency: 'USD' });
    expect(cyrillic.ok && cyrillic.rows[0]).toMatchObject({ domain: 'xn--e1afmkfd.xn--p1ai', display: 'пример.рф' });
  });

  it('an extension the catalogue does not sell: suggestions for the name, and a notice', () => {
    const plan = planSearch('myshop.foo', catalogue, { locale: 'en', currency: 'USD' });
    expect(plan.ok && plan.notOffered).toBe('foo');
    expect(domains(plan)[0]).toBe('myshop.com');
    expect(plan.ok && plan.rows.some((row) => row.kind === 'exact')).toBe(false);
  });

  it('refuses what is not a domain name, with a code', () => {
    const plan = (text: string) => planSearch(text, catalogue, { locale: 'en', currency: 'USD' });
    expect(domains(plan(''))).toBe('query-required');
    expect(domains(plan('   '))).toBe('query-required');
    expect(domains(plan('a'.repeat(256)))).toBe('query-too-long');
    expect(domains(plan('my_shop'))).toBe('invalid-domain');
    expect(domains(plan('-shop.com'))).toBe('invalid-domain');
    expect(domains(plan('a'.repeat(64)))).toBe('invalid-domain');
    expect(domains(plan('blog.myshop.com'))).toBe('not-registrable');
  });
});

describe('planBulkSearch: one name per line', () => {
  it('checks each line for its own extension; bad lines stay as rows with their problem; repeats once', () => {
    const plan = planBulkSearch('alpha.com\n\n beta \nalpha.com\nbad_name.com\ngamma.foo\nwww.delta.nl', catalogue, { locale: 'en', currency: 'USD' });
    expect(plan.ok && plan.rows.map((row) => [row.display, row.kind, row.problem ?? ''])).toEqual([
      ['alpha.com', 'bulk', ''],
      ['beta.com', 'bulk', ''],
      ['bad_name.com', 'bulk', 'invalid-domain'],
      ['gamma.foo', 'bulk', 'extension-not-offered'],
      ['delta.nl', 'bulk', ''],
    ]);
  });

  it(`accepts ${BULK_MAX_NAMES} names, refuses more`, () => {
    const names = (n: number) => Array.from({ length: n }, (_, i) => `name${i}.com`).join('\n');
    const ok = planBulkSearch(names(BULK_MAX_NAMES), catalogue, { locale: 'en', currency: 'USD' });
    expect(ok.ok && ok.rows).toHaveLength(BULK_MAX_NAMES);
    expect(planBulkSearch(names(BULK_MAX_NAMES + 1), catalogue, { locale: 'en', currency: 'USD' })).toMatchObject({ ok: false, code: 'too-many-names' });
    expect(planBulkSearch('\n \n', catalogue, { locale: 'en', currency: 'USD' })).toMatchObject({ ok: false, code: 'query-required' });
  });
});

describe('prices of a row: the catalogue in the page currency', () => {
  it('first year and renewal (non-member), Member price; a running promotion shows its price beside the regular one', () => {
    const com = rowPrice(catalogue, 'com', 'USD', 'en');
    const usd = catalogue.entry(catalogue.byName.get('com')!, 'USD')!;
    expect(com).toEqual({ currency: 'USD', firstYear: `$${usd.nonMemberPrice.toFixed(2)}`, regular: null, percentOff: null, renewal: `$${usd.nonMemberRenewPrice.toFixed(2)}`, member: `$${usd.memberPrice.toFixed(2)}` });
    const shop = rowPrice(catalogue, 'shop', 'EUR', 'es');
    expect(shop).toMatchObject({ currency: 'EUR', percentOff: 80 });
    expect(shop?.firstYear).toMatch(/^2,50\s€$/);
    expect(shop?.regular).toMatch(/€$/);
    const inr = rowPrice(catalogue, 'in', 'INR', 'hi');
    expect(inr?.firstYear.startsWith('₹')).toBe(true);
  });

  it('the answer carries every row pending with its price; bad bulk lines are final and unpriced', () => {
    const plan = planBulkSearch('alpha.com\nbad_name.com\ngamma.foo', catalogue, { locale: 'nl', currency: 'EUR' });
    if (!plan.ok) throw new Error('plan');
    const answer = searchAnswer(plan, catalogue, 'EUR', 'nl', 'bulk');
    expect(answer.rows.map((row) => [row.id, row.status, row.reason ?? '', row.price?.currency ?? ''])).toEqual([
      ['r0', 'pending', '', 'EUR'],
      ['r1', 'invalid', 'invalid-domain', ''],
      ['r2', 'not-offered', '', ''],
    ]);
    expect(answer.rows[0]?.tld).toBe('.com');
  });
});
