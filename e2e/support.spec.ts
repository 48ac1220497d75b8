import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserSession, seriousViolations, whenHydrated } from './browser';

const baseURL = inject('baseURL');
const session = browserSession(baseURL);
const { open } = session;

const PDF = { name: 'statement.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n') };
const PNG = {
  name: 'id.png',
  mimeType: 'image/png',
  buffer: Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000049454e44ae426082', 'hex'),
};

async function fillDisclosure(scope: ReturnType<Page['locator']>) {
  // By wire name, so the same helper fills the Dutch page.
  await scope.locator('[name="dpd_name"]').fill('Jo Lawyer');
  await scope.locator('[name="dpd_email"]').fill('jo@example.com');
  await scope.locator('[name="dpd_statementAttach"]').setInputFiles(PDF);
  await scope.locator('[name="dpd_domainName"]').fill('example.nl');
  await scope.locator('[name="dpd_requestedData"]').fill('Registrant name and address');
  await scope.locator('[name="dpd_legalBasis"]').fill('Legitimate interest, GDPR Art. 6(1)(f)');
  await scope.locator('[name="dpd_briefDesc"]').fill('Trademark infringement on the site');
  await scope.locator('[name="dpd_refrenceToLaw"]').fill('Article 6(1)(f) GDPR');
  for (const checkbox of await scope.getByRole('checkbox').all()) await checkbox.check();
}

describe('support page', () => {
  it('renders the contact hub and both forms with no serious axe violation and no script error', async () => {
    const { page, errors } = await open('/support');
    expect(await page.getByRole('heading', { name: 'How can we help?' }).count()).toBe(1);
    expect(await page.locator('[data-contact-hub] li').count()).toBe(5);
    expect(await page.getByTestId('disclosure-form').count()).toBe(1);
    expect(await page.getByTestId('domain-owner-form').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    expect(session.context.blocked).toEqual([]);
    await page.close();
  });

  it('disclosure form: errors first (scrolled to the first), then success with ticket id and subject; the form resets', async () => {
    const { page, errors } = await open('/support');
    const form = page.getByTestId('disclosure-form');
    await form.getByRole('button', { name: 'Submit request' }).click();
    expect(await form.getByText('Valid info is required').count()).toBe(1);
    expect(await form.getByText('You must declare all the below items:').count()).toBe(1);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('dpd_name');
    await expect
      .poll(() =>
        form.locator('#dpd_name').evaluate((element) => {
          const box = element.getBoundingClientRect();
          return box.top >= 0 && box.bottom <= window.innerHeight;
        }),
      )
      .toBe(true);

    await fillDisclosure(form);
    await form.getByRole('button', { name: 'Submit request' }).click();
    const success = page.getByTestId('ticket-success');
    await success.waitFor();
    expect(await success.getByTestId('ticket-id').innerText()).toMatch(/^DPD-\d{8}-[0-9A-Z]{8}$/);
    expect(await success.getByTestId('ticket-subject').innerText()).toBe('Data disclosure request: example.nl');
    await page.getByRole('button', { name: 'Send another request' }).click();
    expect(await page.getByTestId('disclosure-form').getByLabel('Your name').inputValue()).toBe('');
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('domain owner form: .nl proof only for .nl, errors, then success', async () => {
    const { page, errors } = await open('/support');
    const form = page.getByTestId('domain-owner-form');
    // The form's code loads when it comes near the screen (hydrateWhenVisible); until then its HTML is the no-script form.
    await whenHydrated(form.getByLabel('Domain name(s)'));
    expect(await form.getByText("If you do not know it, enter 'Unknown hosting provider'.").count()).toBe(1);
    expect(await form.getByLabel(/Proof of ownership/).count()).toBe(0);
    await form.getByLabel('Domain name(s)').fill('mijn-domein.nl');
    expect(await form.getByLabel(/Proof of ownership/).count()).toBe(1);

    await form.getByRole('button', { name: 'Submit request' }).click();
    expect(await form.getByText('You must be the owner of the domain(s)').count()).toBe(1);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('do_name');

    await form.getByLabel('Your name').fill('Jo Owner');
    await form.getByLabel('Email address').fill('owner@example.com');
    await form.locator('[name="do_hostingProvider"]').fill('Unknown hosting provider');
    await form.getByLabel('I am the owner of the domain(s)').check();
    const since = form.getByRole('group', { name: 'Since when is the domain hosted there?' });
    await since.getByLabel('Month').selectOption('05');
    await since.getByLabel('Day').fill('1');
    await since.getByLabel('Year').fill('2023');
    await form.getByLabel('Your question').fill('Please verify that I am the owner of this domain name.');
    await form.getByLabel('Copy of your ID card').setInputFiles(PNG);
    await form.getByLabel(/Proof of ownership/).setInputFiles(PDF);
    await form.getByRole('button', { name: 'Submit request' }).click();
    const success = page.getByTestId('ticket-success');
    await success.waitFor();
    expect(await success.getByTestId('ticket-id').innerText()).toMatch(/^DO-/);
    expect(await success.getByTestId('ticket-subject').innerText()).toBe('Domain owner verification: mijn-domein.nl');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('server-side checks reach the form: a renamed executable as supporting documents is refused', async () => {
    const { page } = await open('/support');
    const form = page.getByTestId('disclosure-form');
    await fillDisclosure(form);
    await form.getByLabel(/Supporting documents/).setInputFiles({ name: 'evidence.zip', mimeType: 'application/zip', buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510)]) });
    await form.getByRole('button', { name: 'Submit request' }).click();
    const box = page.getByTestId('ticket-error');
    await box.waitFor();
    expect(await box.innerText()).toContain('Error in ticket creation');
    expect(await form.getByText('Only .zip or .rar files are accepted').count()).toBe(1);
    await page.close();
  });

  it("the contact hub card opens the 'contact_disclosure_data' modal; the form works inside it", async () => {
    const { page, errors } = await open('/support');
    await page.getByRole('link', { name: /Request Access to Non-Public Registration Data/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Request access to non-public registration data' });
    await dialog.waitFor();
    expect(await dialog.getAttribute('data-modal-id')).toBe('contact_disclosure_data');
    await dialog.getByRole('button', { name: 'Submit request' }).click();
    expect(await dialog.getByText('Valid info is required').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await fillDisclosure(dialog.locator('form'));
    await dialog.getByRole('button', { name: 'Submit request' }).click();
    await dialog.getByTestId('ticket-success').waitFor();
    expect(await dialog.getByTestId('ticket-id').innerText()).toMatch(/^DPD-/);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('without JavaScript the form posts natively and lands on the result page with the reference', async () => {
    const noScript = await session.browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await noScript.newPage();
      await page.goto(`${baseURL}/nl/support`);
      const form = page.getByTestId('disclosure-form');
      await fillDisclosure(form);
      await Promise.all([page.waitForURL(/\/nl\/support\/ticket-result\?/), form.locator('button[type=submit]').click()]);
      expect(await page.getByTestId('ticket-id').innerText()).toMatch(/^DPD-/);
      expect(await page.getByTestId('ticket-subject').innerText()).toBe('Data disclosure request: example.nl');

      await page.goto(`${baseURL}/support`);
      // The .nl proof upload appears only while the domain name contains .nl, without JavaScript too.
      const owner = page.getByTestId('domain-owner-form');
      const proof = owner.locator('[data-field="do_nlOwnerAttach"]');
      expect(await proof.isVisible()).toBe(false);
      await owner.locator('[name="do_domainName"]').fill('example.com');
      expect(await proof.isVisible()).toBe(false);
      await owner.locator('[name="do_domainName"]').fill('mijn-domein.NL');
      expect(await proof.isVisible()).toBe(true);
      await owner.locator('[name="do_domainName"]').fill('');
      await Promise.all([page.waitForURL(/\/support\/ticket-result\?/), page.getByTestId('domain-owner-form').locator('button[type=submit]').click()]);
      expect(await page.getByTestId('ticket-error').innerText()).toContain('Error in ticket creation');
      expect(await page.getByTestId('result-field-errors').innerText()).toContain('You must be the owner of the domain(s)');
    } finally {
      await noScript.close();
    }
  });
});
