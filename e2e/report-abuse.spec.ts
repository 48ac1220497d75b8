import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { browserSession, seriousViolations } from './browser';

const baseURL = inject('baseURL');
const dataDir = inject('dataDir');
const session = browserSession(baseURL);

const PAGE = '/company/contact-us/report-abuse';
const PDF = { name: 'phishing-mail.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n') };

/** The stored attachments of a ticket (DATA_DIR/tickets/files/<id>/). */
function storedFiles(ticketId: string): string[] {
  return readdirSync(path.join(dataDir, 'tickets', 'files', ticketId));
}

describe('report DNS abuse (ticket type abuse)', () => {
  it('with JavaScript: a URL that is not on a domain is refused in words; a phishing report with a PDF gets a ticket, its file stored', async () => {
    const { page, errors } = await session.open(PAGE);
    const form = page.getByTestId('abuse-form');
    await form.getByLabel(/URL or domain name/).fill('not a domain');
    await form.getByLabel('Kind of abuse').selectOption('phishing');
    await form.getByLabel('What did you find?').fill('A login page copying a bank, linked from spam mails.');
    await form.getByLabel('Email address').fill('jo@example.com');
    await form.locator('button[type=submit]').click();
    await expect.poll(() => form.locator('[data-field="ab_target"]').innerText()).toContain('Enter the domain name or the web address');
    expect(await form.getByLabel(/URL or domain name/).evaluate((input) => input === document.activeElement)).toBe(true);

    // An IDN host in a web address is a domain like any other.
    await form.getByLabel(/URL or domain name/).fill('https://login.bücher.de/verify');
    // a touch target: the file input, button included, is at least 44 px tall
    expect((await form.getByLabel(/Evidence/).boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await form.getByLabel(/Evidence/).setInputFiles(PDF);
    await form.locator('button[type=submit]').click();
    const success = page.getByTestId('ticket-success');
    await success.waitFor();
    const ticketId = await page.getByTestId('ticket-id').innerText();
    expect(ticketId).toMatch(/^ABU-\d{8}-[0-9A-Z]{8}$/);
    expect(await page.getByTestId('ticket-subject').innerText()).toBe('DNS abuse report: login.bücher.de (phishing)');
    expect(storedFiles(ticketId)).toEqual([expect.stringMatching(/phishing-mail\.pdf$/)]);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('without JavaScript: the form posts natively; the result page shows the stored ticket (Spanish page)', async () => {
    const noScript = await session.browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await noScript.newPage();
      await page.goto(`${baseURL}/es${PAGE}`);
      const form = page.getByTestId('abuse-form');
      await form.locator('[name="ab_target"]').fill('malware.example.com');
      await form.locator('[name="ab_category"]').selectOption('malware');
      await form.locator('[name="ab_description"]').fill('Serves a trojan as an invoice download.');
      await form.locator('[name="ab_email"]').fill('jo@example.com');
      await form.locator('[name="ab_evidenceAttach"]').setInputFiles(PDF);
      await Promise.all([page.waitForURL(/\/es\/support\/ticket-result\?/), form.locator('button[type=submit]').click()]);
      const ticketId = await page.getByTestId('ticket-id').innerText();
      expect(ticketId).toMatch(/^ABU-/);
      expect(await page.getByTestId('ticket-subject').innerText()).toBe('DNS abuse report: malware.example.com (malware)');
      expect(storedFiles(ticketId)).toHaveLength(1);
      // Back to the form the report came from, in Spanish.
      expect(await page.getByRole('link', { name: /Enviar otra solicitud/ }).getAttribute('href')).toBe(`/es${PAGE}#report-abuse`);
    } finally {
      await noScript.close();
    }
  });
});

describe('the company behind the site', () => {
  it('the footer names it (Spanish page): legal name, office, phone, e-mail, trade register and VAT number from the one record', async () => {
    const { page } = await session.open('/es');
    const footer = await page.getByRole('contentinfo').innerText();
    for (const part of ['Nameport Registrar B.V.', 'Voorbeeldstraat 12', 'Países Bajos', '+31 20 012 3456', 'support@nameport.example', 'KvK 12345678', 'NL123456789B01']) expect(footer).toContain(part);
    expect(await page.title()).toMatch(/\| Nameport$/);
    await page.close();
  });
});

