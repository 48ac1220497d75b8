import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApertium, type TestApertium } from '../scripts/lib/apertium';
import { launchBrowser, loopbackContext, watchErrors } from './browser';
import { startServer, type RunningServer } from './server';

/**
 * Block translation against a real machine-translation server: Debian's Apertium APy on loopback.
 * An English-only content page under /es renders Spanish headings with the termbase applied
 * ('dominio', never 'ámbito'); with APy stopped an untranslated page renders English and the site
 * logs one line; after a restart of the site (APy still stopped) the first page is still Spanish,
 * from the translation memory.
 */
const GUIDE = '/es/resources/domain-reseller-guide';
const ABOUT = '/es/company/about-us';

let apy: TestApertium;
let dataDir: string;
let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
// Without the shipped human translations: this suite is about the engine and what it stores.
const env = () => ({ TRANSLATION_PROVIDER: 'apertium', APERTIUM_URL: apy.url, TRANSLATION_IMPORT_SHIPPED: 'false', EXPOSE_CACHE_STATUS: '1' });

beforeAll(async () => {
  apy = await startApertium();
  dataDir = mkdtempSync(path.join(tmpdir(), 'translation-e2e-'));
  server = await startServer(env(), { dataDir });
  browser = await launchBrowser();
  context = await loopbackContext(browser);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await apy?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function headings(url: string): Promise<{ texts: string[]; lang: string | null; translated: string | null; errors: string[] }> {
  const page = await context.newPage();
  const errors = watchErrors(page);
  const response = await page.goto(url, { waitUntil: 'load' });
  expect(response?.status()).toBe(200);
  const texts = (await page.locator('main h1, main h2, main h3').allTextContents()).map((text) => text.trim());
  const lang = await page.locator('html').getAttribute('lang');
  const translated = await page.locator('main').getAttribute('data-translated');
  await page.close();
  return { texts, lang, translated, errors };
}

const failureLines = (log: string, uri: string) => log.split('\n').filter((line) => line.includes('[translation]') && line.includes(`page ${uri}`));

describe('block translation with Apertium APy on loopback', () => {
  it('an English-only page under /es renders Spanish headings, the termbase applied', async () => {
    const { texts, lang, translated, errors } = await headings(`${server.url}${GUIDE}`);
    expect(lang).toBe('es-ES');
    expect(translated).toBe('en-es');
    expect(texts[0]).toBe('Nombres de dominio para revendedores');
    expect(texts).toContain('Renovar cada dominio puntualmente');
    const all = texts.join(' | ');
    expect(all).toMatch(/dominio/);
    expect(all).not.toMatch(/ámbito/i);
    expect(all).not.toMatch(/\bdomains?\b/i);
    expect(errors).toEqual([]);
    // Rendered once, then served from the page cache: the next view costs what an English one does.
    const again = await fetch(`${server.url}${GUIDE}`);
    expect(again.headers.get('x-nextjs-cache')).toBe('HIT');
    expect(await again.text()).toContain('Nombres de dominio para revendedores');
  });

  it('APy stopped: a page not yet translated renders in English and the site logs one line', async () => {
    await apy.stop();
    const { texts } = await headings(`${server.url}${ABOUT}`);
    expect(texts[0]).toBe('About us');
    expect(texts).toContain('Who we are');
    expect(failureLines(server.output(), '/company/about-us/')).toHaveLength(1);
    expect(failureLines(server.output(), '/company/about-us/')[0]).toMatch(/strings kept in en: apertium: connection refused/);
  });

  it('after a restart, without APy, the translated page is still Spanish: from the translation memory', async () => {
    await server.stop();
    server = await startServer(env(), { dataDir });
    const { texts } = await headings(`${server.url}${GUIDE}`);
    expect(texts[0]).toBe('Nombres de dominio para revendedores');
    expect(texts.join(' | ')).not.toMatch(/ámbito/i);
    expect(server.output()).not.toMatch(/\[translation\]/);
  }, 90_000);
});
