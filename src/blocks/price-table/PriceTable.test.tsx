// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { storeCurrency } from '@/lib/pricing/currency-store';
import { renderBlock } from '@/test/render-block';
import { catalogue } from '@/lib/pricing/catalogue';
import { formatMoney } from '@/lib/pricing/currency';
import { parseHtml, renderBlockHtml } from '@/test/render-server';
import type { BlockAttributes } from '@/lib/content/types';
import { priceTableBlock } from '.';
import { priceTableFixtures } from './fixture';
import { priceTableSchema } from './schema';

vi.mock('next-intl/server', () => import('@/test/next-intl-server-double'));

async function table(attributes: BlockAttributes, locale: 'en' | 'es' | 'nl' = 'en') {
  return parseHtml(await renderBlockHtml('acf/price-table', attributes, { locale }));
}

describe('price table (its rows, page size and switches)', () => {
  it("columns Extension, Register, Register (Members), Renew, Renew (Members), Transfer, Transfer (Members); prices from the catalogue", async () => {
    const page = await table({ tlds: 'com, nl' });
    expect([...page.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual(['Extension', 'Register', 'Register (Members)', 'Renew', 'Renew (Members)', 'Transfer', 'Transfer (Members)']);
    const index = await catalogue().current();
    const com = index.find('com')!.prices.USD!;
    const row = [...page.querySelectorAll('tbody tr')][0]!;
    expect([...row.children].map((cell) => cell.textContent)).toEqual([
      '.com',
      expect.any(String),
      expect.any(String),
      formatMoney(com.nonMemberRenew, 'USD', 'en'),
      formatMoney(com.memberRenew, 'USD', 'en'),
      formatMoney(com.nonMemberTransfer, 'USD', 'en'),
      formatMoney(com.memberTransfer, 'USD', 'en'),
    ]);
    expect(page.querySelectorAll('tbody tr')).toHaveLength(2);
  });

  it('rows the page passes give the extensions; their prices are the catalogue’s', async () => {
    const page = await table({ rows: [{ extension: '.com', operation: 'create', non_member_price: '1.00', member_price: '0.50' }, { extension: 'com', operation: 'renew' }] });
    expect(page.querySelectorAll('tbody tr')).toHaveLength(1);
    expect(page.body.textContent).not.toContain('$1.00');
  });

  it("page size: the configured value, else 10; pagination and search only with 'on'", () => {
    expect(priceTableSchema.parse({ tlds: 'com', per_page: '25', pagination: 'on' })).toMatchObject({ paginate: true, pageSize: 25 });
    expect(priceTableSchema.parse({ tlds: 'com', pagination: { enabled: 'on', per_page: 'many' } })).toMatchObject({ paginate: true, pageSize: 10 });
    expect(priceTableSchema.parse({ tlds: 'com', pagination: 'true', search: 'yes' })).toMatchObject({ paginate: false, searchable: false });
    expect(priceTableSchema.parse({ tlds: 'com', search: 'on' })).toMatchObject({ searchable: true });
  });

  it('paged and searchable: the island shows the configured number of rows; Spanish headers and euros on /es', async () => {
    const page = await table({ tlds: 'com, net, org, nl, eu, be, de', pagination: { enabled: 'on', per_page: 3 }, search: 'on' });
    expect(page.querySelectorAll('tbody tr')).toHaveLength(3);
    expect(page.querySelector('input[type="search"]')).not.toBeNull();
    const es = await table({ tlds: 'com' }, 'es');
    expect(es.querySelector('thead th:nth-child(3)')?.textContent).toBe('Registro (miembros)');
    expect(es.querySelector('tbody td')?.textContent).toContain('€');
  });

  it('on an English page the prices follow the visitor’s currency (one currency per page)', async () => {
    const index = await catalogue().current();
    const com = index.find('com')!.prices;
    const { container } = await renderBlock(priceTableBlock, { tlds: 'com' });
    const renew = () => container.querySelector('tbody tr td:nth-child(4)')?.textContent;
    expect(renew()).toBe(formatMoney(com.USD!.nonMemberRenew, 'USD', 'en'));
    act(() => storeCurrency('EUR'));
    expect(renew()).toBe(formatMoney(com.EUR!.nonMemberRenew, 'EUR', 'en'));
    act(() => storeCurrency('USD'));
    expect(renew()).toBe(formatMoney(com.USD!.nonMemberRenew, 'USD', 'en'));
  });

  it('every fixture renders', async () => {
    for (const fixture of priceTableFixtures) expect(priceTableBlock.resolve(fixture.attributes).ok).toBe(true);
  });
});
