import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CatalogueService } from './catalogue';
import type { CataloguePrice } from './model';
import { openCatalogueDb, writePrices, type CatalogueDb } from './store';

/** Test support: a temporary DATA_DIR and small catalogues. Not imported by application code. */
export function temporaryDirectory(prefix: string): { directory: string; remove: () => void } {
  const directory = mkdtempSync(path.join(tmpdir(), prefix));
  return { directory, remove: () => rmSync(directory, { recursive: true, force: true }) };
}

export function price(tld: string, currency: CataloguePrice['currency'], register: number, extra: Partial<CataloguePrice> = {}): CataloguePrice {
  return {
    tld,
    currency,
    nonMemberRegister: register,
    nonMemberRenew: register + 1,
    nonMemberTransfer: register,
    nonMemberRestore: 100,
    memberRegister: Math.round(register * 80) / 100,
    memberRenew: register,
    memberTransfer: Math.round(register * 80) / 100,
    memberRestore: 80,
    supremeRegister: Math.round(register * 70) / 100,
    supremeRenew: Math.round(register * 90) / 100,
    supremeTransfer: Math.round(register * 70) / 100,
    supremeRestore: 70,
    onGoingPromo: false,
    memberPromoPrice: null,
    memberPromoEndDate: null,
    memberPromoPercentageOff: null,
    nonMemberPromoPrice: null,
    nonMemberPromoEndDate: null,
    nonMemberPromoPercentageOff: null,
    supremeMMPercentageOff: 30,
    ...extra,
  };
}

export async function smallCatalogue(directory: string, prices: readonly CataloguePrice[]): Promise<{ db: CatalogueDb; service: CatalogueService }> {
  const db = await openCatalogueDb({ directory });
  await writePrices(db, prices, { mode: 'replace', source: 'test' });
  const service = new CatalogueService({ db: async () => db, checkIntervalMs: 0 });
  return { db, service };
}
