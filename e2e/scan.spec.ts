/**
 * The web security tool end to end: a real `next start` pointed at the scanner's loopback test bed
 * (unbound + nginx), real Chromium. The test bed and this file's own server start here, so the scan
 * page sees SCAN_DNS_RESOLVER, SCAN_EXTRA_CA_FILE, SCAN_ALLOW_PRIVATE=1 and a short step dwell.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestbed, type Testbed } from '../testbed/testbed';
import { launchBrowser, loopbackContext, seriousViolations, watchErrors } from './browser';
import { startServer, type RunningServer } from './server';

let testbed: Testbed;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  testbed = await startTestbed();
  server = await startServer({ ...testbed.env, SCAN_STEP_DWELL_MS: '0,40' });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await testbed?.stop();
});

async function openTool(path = '/tools/web-security-scan'): Promise<Page & { blocked: string[]; errors: string[] }> {
  const context = await loopbackContext(browser);
  const page = await context.newPage();
  const errors = watchErrors(page);
  const response = await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
  expect(response?.status()).toBe(200);
  return Object.assign(page, { blocked: context.blocked, errors });
}

describe('web security scan', () => {
  it('scans the perfect host, gates the report behind an email, then shows every check', async () => {
    const page = await openTool();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('Host name to scan').fill('perfect.test');
    await page.getByRole('button', { name: 'Scan now' }).click();
    await page.getByTestId('scan-progress').waitFor();
    expect(await page.getByText('Starting the security scan').count()).toBe(1);
    await page.getByTestId('scan-report').waitFor({ timeout: 30_000 });
    expect(await page.getByRole('img', { name: 'Overall score: 100 out of 100' }).count()).toBe(1);
    for (const group of ['Domain security', 'Connection security', 'Security options', 'Email security']) {
      expect(await page.getByRole('img', { name: `${group}: 100 out of 100` }).count()).toBe(1);
    }
    expect(await page.getByTestId('full-report').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel('Email address').fill('x@x.au');
    await page.getByRole('button', { name: 'Show full report' }).click();
    await page.getByText('Invalid email address').waitFor();

    await page.getByLabel('Email address').fill('visitor@example.com');
    await page.getByRole('button', { name: 'Show full report' }).click();
    await page.getByTestId('full-report').waitFor();
    expect(await page.getByTestId('email-gate').count()).toBe(0);
    expect(await page.locator('[data-check][data-success="true"]').count()).toBe(16);
    expect(await page.getByRole('rowheader', { name: 'DNSSEC' }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    expect(page.blocked).toEqual([]);
    expect(page.errors).toEqual([]);
  });

  it('says Invalid host name and calls nothing for a bad host', async () => {
    const page = await openTool();
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/web-sec-tool/')) calls.push(request.url());
    });
    await page.getByLabel('Host name to scan').fill('nope');
    await page.getByRole('button', { name: 'Scan now' }).click();
    await page.getByRole('alert').filter({ hasText: 'Invalid host name' }).waitFor();
    expect(calls).toEqual([]);
  });

  it('says the host does not exist for NXDOMAIN, what that means and what to do, and returns to the start', async () => {
    const page = await openTool();
    await page.getByLabel('Host name to scan').fill('www.missing.test');
    await page.getByRole('button', { name: 'Scan now' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Domain / Host does not exist' });
    await alert.waitFor({ timeout: 30_000 });
    expect(await alert.innerText()).toContain('No name server knows www.missing.test');
    expect(await alert.getByRole('link', { name: 'Look up missing.test in whois' }).getAttribute('href')).toBe('/domains/whois?domain=missing.test');
    expect(await alert.getByRole('link', { name: 'Contact support' }).getAttribute('href')).toBe('/company/contact-us/contact-support');
    expect(await page.getByTestId('scan-progress').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await alert.getByRole('button', { name: 'Check the spelling' }).click();
    expect(await page.getByLabel('Host name to scan').evaluate((input) => input === document.activeElement)).toBe(true);
  });

  it('an unreachable host (SERVFAIL) offers to scan again, whois and support', async () => {
    const page = await openTool();
    await page.getByLabel('Host name to scan').fill('www.refused.test');
    await page.getByRole('button', { name: 'Scan now' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Host is down or unavailable' });
    await alert.waitFor({ timeout: 30_000 });
    expect(await alert.innerText()).toContain('did not answer properly');
    expect(await alert.getByRole('button', { name: 'Scan again' }).count()).toBe(1);
    expect(await alert.getByRole('link', { name: 'Look up refused.test in whois' }).count()).toBe(1);
  });

  it('is in Dutch on the Dutch page', async () => {
    const page = await openTool('/nl/tools/web-security-scan');
    expect(await page.getByLabel('Hostnaam om te scannen').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Nu scannen' }).count()).toBe(1);
    await page.getByLabel('Hostnaam om te scannen').fill('nohsts.test');
    await page.getByRole('button', { name: 'Nu scannen' }).click();
    await page.getByTestId('scan-report').waitFor({ timeout: 30_000 });
    expect(await page.getByRole('img', { name: 'Totaalscore: 84 van 100' }).count()).toBe(1);
    expect(await page.getByRole('img', { name: 'Verbindingsbeveiliging: 80 van 100' }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
