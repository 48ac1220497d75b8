import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AFTER_CAMPAIGNS } from './clock';
import { launchBrowser, loopbackContext, whenIslandsHydrated } from './browser';
import { startServer, type RunningServer } from './server';

/**
 * After the promotions' end: a second server whose promotions clock (PROMOTIONS_NOW) stands past
 * the embedded campaigns (e2e/clock.ts). No surface mentions the .com offer or the Basic S offer:
 * no sticky bar, no banner or caption, no countdown, no sale label, no offer line, no discount on
 * the TLD page, no deal card, and GET /api/promos and search-tld agree.
 */
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ PROMOTIONS_NOW: AFTER_CAMPAIGNS, REVALIDATE_SECRET: 'offers-revalidate-secret-1' });
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

describe('after the end of the campaigns (clock moved past them)', () => {
  it('the APIs: no running domain or membership promotion, search-tld says onGoingPromo false', async () => {
    for (const lang of ['en', 'es', 'nl']) {
      const promos = (await (await fetch(`${server.url}/api/promos?lang=${lang}`)).json()) as { id: string; promotionDetails: { type: string } }[];
      expect(promos.filter((promo) => ['domain', 'membership'].includes(promo.promotionDetails.type)), lang).toEqual([]);
    }
    const com = (await (await fetch(`${server.url}/api/search-tld?selectedCurrency=USD&searchText=com`)).json()) as { message: { USD: { onGoingPromo: boolean; nonMemberPromoPrice: number | null } } };
    expect(com.message.USD).toMatchObject({ onGoingPromo: false, nonMemberPromoPrice: null });
  });

  it('en, es, hi: no surface mentions the offers', { timeout: 240_000 }, async () => {
    const browser = await launchBrowser();
    const context = await loopbackContext(browser);
    const problems: string[] = [];
    try {
      for (const prefix of ['', '/es', '/hi']) {
        for (const path of ['', '/membership-plans', '/membership-plans-new', '/membership-plans/promotions', '/domains/tlds/com', '/domains/domain-registration']) {
          const page = await context.newPage();
          const url = `${prefix}${path}` || '/';
          const response = await page.goto(`${server.url}${url}`, { waitUntil: 'networkidle' });
          expect(response?.status(), url).toBe(200);
          await whenIslandsHydrated(page);
          for (const testId of ['sticky-promo', 'promo-caption', 'basic-s-offer', 'sale-label', 'home-memberships-promotion', 'membership-offer', 'deal-discount']) {
            if (await page.getByTestId(testId).count()) problems.push(`${url}: ${testId}`);
          }
          if (await page.locator('[role="timer"]').count()) problems.push(`${url}: a countdown`);
          if (await page.locator('[data-promotion^="promo-com"], [data-promotion^="promo-membership"]').count()) problems.push(`${url}: a banner of an ended promotion`);
          const body = await page.locator('body').innerText();
          // The offers' own words, and a price card's discount badge ('38% Off').
          const offer = /Limited offer|Oferta limitada|60\s?% (?:off|de descuento)|first year for|primer año por|Basic S for|Basic S por/i.exec(body) ?? /\d+\s?% Off\b/.exec(body);
          if (offer) problems.push(`${url}: mentions an offer: ${offer[0]}`);
          await page.close();
        }
      }
    } finally {
      await browser.close();
    }
    expect(problems).toEqual([]);
  });

  it("the home page's '.com from' chip follows npm run prices:import (one source: the catalogue)", { timeout: 120_000 }, async () => {
    const chip = async () => /\.com from (\S+)/.exec((await (await fetch(`${server.url}/`)).text()).replace(/<[^>]+>/g, ' '))?.[1];
    expect(await chip()).toBe('$10.44');
    const folder = mkdtempSync(path.join(tmpdir(), 'offers-import-'));
    try {
      const file = path.join(folder, 'com.csv');
      const columns = ['nonMemberRegister', 'nonMemberRenew', 'nonMemberTransfer', 'memberRegister', 'memberRenew', 'memberTransfer', 'supremeRegister', 'supremeRenew', 'supremeTransfer'];
      writeFileSync(file, `tld,currency,${columns.join(',')}\ncom,USD,11.11,12.12,11.11,9.99,10.99,9.99,9.49,10.49,9.49\n`);
      const imported = spawnSync(process.execPath, [path.join('node_modules', 'tsx', 'dist', 'cli.mjs'), '--conditions=react-server', 'scripts/prices-import.ts', file], {
        env: { ...process.env, DATA_DIR: server.dataDir },
        encoding: 'utf8',
      });
      expect(imported.status, imported.stderr).toBe(0);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
    // The cached home page is rendered again (the operator's revalidation after an import), from the new catalogue.
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    const purge = await fetch(`${server.url}/api/revalidate`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-revalidate-secret': 'offers-revalidate-secret-1' }, body: JSON.stringify({ uri: '/' }) });
    expect(purge.status).toBe(200);
    await expect.poll(chip, { timeout: 10_000 }).toBe('$11.11');
  });
});
