import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conformanceDir } from '../src/lib/whois/testing/conformance';
import { domainOfQuery, startWhoisServer, type WhoisTestServer } from '../src/lib/whois/testing/servers';
import { launchBrowser, loopbackContext, seriousViolations, watchErrors } from './browser';
import { startServer, type RunningServer } from './server';

/**
 * The whois page against a port-43 server on loopback: the site runs with
 * WHOIS_SERVER_OVERRIDE pointing at it (and RDAP off), so nothing leaves the machine.
 */
const realAnswer = readFileSync(path.join(conformanceDir(), 'whois/python-whois/whois/urlowl.com'));
let whois: WhoisTestServer;
let site: RunningServer;
let browser: Browser;
let context: BrowserContext & { blocked: string[] };

beforeAll(async () => {
  whois = await startWhoisServer((query) => {
    const domain = domainOfQuery(query);
    if (domain === 'urlowl.com') return realAnswer;
    if (domain.startsWith('free')) return `No match for "${domain.toUpperCase()}".\r\n>>> Last update of whois database: 2026-11-21T00:00:00Z <<<\r\n`;
    if (domain.startsWith('broken')) return null;
    if (domain.startsWith('slow')) return new Promise((resolve) => setTimeout(() => resolve(`Domain Name: ${domain.toUpperCase()}\r\n`), 1500));
    return `Domain Name: ${domain.toUpperCase()}\r\nRegistrar: Loopback Registrar\r\nCreation Date: 2001-02-03T04:05:06Z\r\nName Server: NS1.EXAMPLE.NET\r\n`;
  });
  site = await startServer({ WHOIS_SERVER_OVERRIDE: `127.0.0.1:${whois.port}`, WHOIS_RDAP: 'off', WHOIS_RATE_LIMIT: '1000' });
  browser = await launchBrowser();
  context = await loopbackContext(browser);
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
  await whois?.close();
});

async function open(pathname: string): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors = watchErrors(page);
  const response = await page.goto(`${site.url}${pathname}`, { waitUntil: 'networkidle' });
  expect(response?.status(), `${pathname} status`).toBe(200);
  return { page, errors };
}

describe('whois page', () => {
  it('looks up a registered domain: Enter submits, summary above the raw registry text; no axe violations', async () => {
    const { page, errors } = await open('/domains/whois');
    expect(await seriousViolations(page)).toEqual([]);
    const input = page.getByLabel('Enter the domain name');
    expect(await input.getAttribute('placeholder')).toBe('Enter the domain name');
    expect(await page.getByRole('button', { name: 'Search' }).count()).toBe(1);
    await input.fill('urlowl.com');
    await input.press('Enter');
    await page.getByRole('heading', { name: 'Whois results for urlowl.com' }).waitFor();
    const summary = page.getByTestId('whois-summary');
    expect(await summary.innerText()).toContain('DYNADOT, LLC');
    expect(await summary.innerText()).toContain('February 21, 2018');
    expect(await summary.innerText()).toContain('ns1.sedoparking.com');
    const raw = page.locator('pre');
    expect(await raw.textContent()).toBe(realAnswer.toString('utf8'));
    const [summaryBox, rawBox] = [await summary.boundingBox(), await raw.boundingBox()];
    expect(summaryBox!.y).toBeLessThan(rawBox!.y);
    expect(whois.queries).toContain('domain urlowl.com');
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    expect(context.blocked).toEqual([]);
    await page.close();
  });

  it('an invalid name shows the code under the field, focused and selected; editing clears it', async () => {
    const { page } = await open('/domains/whois');
    const input = page.getByLabel('Enter the domain name');
    await input.fill('bad_name.com');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('invalid-domain', { exact: true }).waitFor();
    await page.waitForFunction(() => {
      const active = document.activeElement as HTMLInputElement | null;
      return active?.tagName === 'INPUT' && active.selectionStart === 0 && active.selectionEnd === active.value.length;
    });
    expect(await seriousViolations(page)).toEqual([]);
    await input.press('End');
    await input.type('x');
    expect(await page.getByText('invalid-domain', { exact: true }).count()).toBe(0);
    await input.fill('');
    await input.press('Enter');
    await page.getByText('domain-required', { exact: true }).waitFor();
    await page.close();
  });

  it('shows Loading... while the registry answers', async () => {
    const { page } = await open('/domains/whois');
    const input = page.getByLabel('Enter the domain name');
    await input.fill('slow-registry.com');
    await input.press('Enter');
    await page.getByText('Loading...', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Whois results for slow-registry.com' }).waitFor();
    expect(await page.getByText('Loading...', { exact: true }).count()).toBe(0);
    await page.close();
  });

  it('a free name is clearly not registered', async () => {
    const { page } = await open('/domains/whois');
    const input = page.getByLabel('Enter the domain name');
    await input.fill('free-name.com');
    await input.press('Enter');
    await page.getByText('This domain name is not registered.').waitFor();
    expect(await page.getByTestId('whois-summary').count()).toBe(0);
    expect(await page.locator('pre').textContent()).toContain('No match for "FREE-NAME.COM".');
    await page.close();
  });

  it('a registry that answers nothing shows the server message', async () => {
    const { page } = await open('/domains/whois');
    const input = page.getByLabel('Enter the domain name');
    await input.fill('broken.com');
    await input.press('Enter');
    await page.getByText(/could not be reached/).waitFor();
    await page.close();
  });

  it.each([
    ['/es/domains/whois', 'es-ES', 'Introduce el nombre de dominio', 'Buscar', 'Resultados de whois para'],
    ['/nl/domains/whois', 'nl-NL', 'Voer de domeinnaam in', 'Zoeken', 'Whois-resultaten voor'],
  ])('%s has its labels', async (pathname, lang, field, button, results) => {
    const { page, errors } = await open(pathname);
    expect(await page.getAttribute('html', 'lang')).toBe(lang);
    const input = page.getByLabel(field);
    await input.fill('voorbeeld.nl');
    await page.getByRole('button', { name: button }).click();
    await page.getByRole('heading', { name: `${results} voorbeeld.nl` }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
