/**
 * Mail end to end: the built site under its own server with SMTP_URL pointing at a real SMTP server
 * on loopback (smtp-server) and the scanner's test bed. A visitor scans a host in Chromium and asks
 * for the full report; the report mail is read from the SMTP server and its confirm and unsubscribe
 * links are followed in the browser. Then the home newsletter band (double opt-in mail in Dutch)
 * and a lead sent with the first-party form, read back with `npm run leads -- export`.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../src/lib/mail/testing/smtp-sink';
import { startTestbed, type Testbed } from '../testbed/testbed';
import { launchBrowser, loopbackContext, seriousViolations, watchErrors, whenHydrated } from './browser';
import { root, startServer, type RunningServer } from './server';

let testbed: Testbed;
let sink: SmtpSink;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [testbed, sink] = await Promise.all([startTestbed(), startSmtpSink()]);
  server = await startServer({
    ...testbed.env,
    SCAN_STEP_DWELL_MS: '0,40',
    SMTP_URL: sink.url,
    MAIL_FROM: 'Registrar <no-reply@registrar.test>',
    MAIL_OUTBOX_INTERVAL_MS: '500',
    SUBSCRIPTION_TOKEN_SECRET: 'e2e-mail-secret-0123456789abcdefghijklmnop',
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await Promise.all([sink?.close(), testbed?.stop()]);
});

async function open(url: string): Promise<Page & { errors: string[]; blocked: string[] }> {
  const context = await loopbackContext(browser);
  const page = await context.newPage();
  const errors = watchErrors(page);
  const response = await page.goto(url.startsWith('http') ? url : `${server.url}${url}`, { waitUntil: 'networkidle' });
  expect(response?.status(), url).toBe(200);
  return Object.assign(page, { errors, blocked: context.blocked });
}

/** The href of the mail's link whose text matches, from the HTML part. */
function link(html: string, text: RegExp): string {
  for (const match of html.matchAll(/<a href="([^"]+)"[^>]*>([^<]+)<\/a>/g)) {
    if (text.test(match[2] ?? '')) return (match[1] ?? '').replaceAll('&amp;', '&');
  }
  throw new Error(`no link ${text} in the mail`);
}

describe('mail through a real SMTP server', () => {
  it('the full scan report arrives by mail; its confirm and unsubscribe links work in the browser', async () => {
    const page = await open('/tools/web-security-scan');
    await (await whenHydrated(page.getByLabel('Host name to scan'))).fill('perfect.test');
    await page.getByRole('button', { name: 'Scan now' }).click();
    await page.getByTestId('scan-report').waitFor({ timeout: 30_000 });
    await page.getByLabel('Email address').fill('visitor@example.com');
    await page.getByRole('button', { name: 'Show full report' }).click();
    await page.getByTestId('full-report').waitFor();

    const [mail] = await sink.waitFor(1, 20_000);
    expect(mail!.envelope.to).toEqual(['visitor@example.com']);
    expect(mail!.parsed.subject).toBe('Your security report for perfect.test');
    const html = String(mail!.parsed.html);
    const text = (mail!.parsed.text ?? '').replace(/\s+/g, ' ');
    expect(text).toContain('Overall score: 100 out of 100');
    expect((text.match(/ - [A-Za-z0-9 -]+: Passed\./g) ?? []).length).toBe(16);
    expect(text).toContain('DNSSEC: Passed. Your domain is signed with DNSSEC');

    const confirmUrl = link(html, /Confirm newsletter subscription/);
    expect(confirmUrl.startsWith(`${server.url}/newsletter/confirm?token=`)).toBe(true);
    // Following the link changes nothing (mail scanners follow links): the page asks, its button confirms.
    const confirmed = await open(confirmUrl);
    expect(await confirmed.getByRole('heading', { level: 1 }).textContent()).toBe('Confirm your subscription');
    await confirmed.reload();
    expect(await confirmed.getByRole('heading', { level: 1 }).textContent()).toBe('Confirm your subscription');
    await confirmed.getByRole('button', { name: 'Confirm subscription' }).click();
    await confirmed.waitForURL(/done=1/);
    expect(await confirmed.getByRole('heading', { level: 1 }).textContent()).toBe('Your subscription is confirmed');
    expect(await confirmed.getByRole('status').textContent()).toContain('visitor@example.com will receive our monthly newsletter');
    expect(await seriousViolations(confirmed)).toEqual([]);
    // Following it again says so.
    await confirmed.goto(confirmUrl);
    expect(await confirmed.getByRole('heading', { level: 1 }).textContent()).toBe('You are already subscribed');

    const unsubscribeUrl = link(html, /Unsubscribe from the newsletter/);
    const unsubscribed = await open(unsubscribeUrl);
    expect(await unsubscribed.getByRole('heading', { level: 1 }).textContent()).toBe('Unsubscribe from the newsletter?');
    await unsubscribed.getByRole('button', { name: 'Unsubscribe' }).click();
    await unsubscribed.waitForURL(/done=1/);
    expect(await unsubscribed.getByRole('heading', { level: 1 }).textContent()).toBe('You are unsubscribed');
    // The old confirmation link no longer subscribes anyone.
    await unsubscribed.goto(confirmUrl);
    expect(await unsubscribed.getByRole('heading', { level: 1 }).textContent()).toBe('This link is no longer valid');
    expect([...page.errors, ...confirmed.errors, ...unsubscribed.errors]).toEqual([]);
    expect(page.blocked).toEqual([]);
  });

  it('the home newsletter band (Dutch) shows its form after 5000 ms and sends the double opt-in mail', async () => {
    const context = await loopbackContext(browser);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.clock.install();
    await page.goto(`${server.url}/nl`, { waitUntil: 'networkidle' });
    const band = page.locator('#newsletter');
    await band.scrollIntoViewIfNeeded();
    expect(await band.getByTestId('newsletter-loading').count()).toBe(1);
    await page.clock.runFor(5000);
    const form = band.getByTestId('newsletter-form');
    await form.waitFor();
    await band.getByLabel('E-mailadres').fill('lezer@example.com');
    await band.getByRole('checkbox').check();
    await band.getByRole('button', { name: 'Aanmelden' }).click();
    await band.getByTestId('newsletter-success').waitFor();
    const arrived = await sink.waitFor(2, 20_000);
    const mail = arrived.find((message) => message.envelope.to[0] === 'lezer@example.com');
    expect(mail?.parsed.subject).toBe('Bevestig je aanmelding voor de nieuwsbrief');
    expect(link(String(mail?.parsed.html), /Aanmelding bevestigen/)).toMatch(new RegExp(`^${server.url.replaceAll('.', '\\.')}/nl/newsletter/confirm\\?token=`));
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('a lead sent with the first-party form is in the store (npm run leads -- export)', async () => {
    const page = await open('/company/contact-us/sales-inquiries');
    const form = page.getByTestId('lead-form');
    await (await whenHydrated(form.getByLabel('Name'))).fill('Jo Reseller');
    await form.getByLabel('Work email').fill('jo@hosting-bv.example.com');
    await form.getByLabel('Company (optional)').fill('Hosting BV');
    await form.getByLabel('How can we help? (optional)').fill('We move 3,000 domains next month.');
    await form.getByRole('checkbox', { name: /I agree that you store these details/ }).check();
    await form.getByRole('button', { name: 'Send' }).click();
    const success = page.getByTestId('lead-form-success');
    await success.waitFor();
    const leadId = /LEAD-\d{8}-[0-9A-Z]{6}/.exec((await success.textContent()) ?? '')?.[0];
    expect(leadId).toBeTruthy();

    const exported = spawnSync(process.execPath, [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), '--conditions=react-server', path.join(root, 'scripts', 'leads.ts'), 'export'], {
      cwd: root,
      env: { ...process.env, DATA_DIR: server.dataDir },
      encoding: 'utf8',
    });
    expect(exported.status, exported.stderr).toBe(0);
    const leads = exported.stdout.trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(leads).toEqual([
      expect.objectContaining({ id: leadId, email: 'jo@hosting-bv.example.com', name: 'Jo Reseller', company: 'Hosting BV', pagePath: '/company/contact-us/sales-inquiries', formId: 'sales-inquiries', consent: expect.objectContaining({ text: expect.stringContaining('I agree that you store these details') }) }),
    ]);
    expect(await seriousViolations(page)).toEqual([]);
    expect(page.errors).toEqual([]);
  });
});
