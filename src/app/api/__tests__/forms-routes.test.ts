import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as createLead } from '../leads/route';
import { POST as subscribe } from '../newsletter/subscribe/route';
import { POST as oneClick } from '../newsletter/unsubscribe/route';
import { POST as confirmPost } from '../newsletter/confirm/route';
import { resetFormRateLimits } from '@/lib/http/form-post';
import { leadsCli } from '@/lib/leads/cli';
import { closeLeadStores, leadStore } from '@/lib/leads/service';
import { mailCli } from '@/lib/mail/cli';
import { closeMailStores, mailStore } from '@/lib/mail/service';
import { newsletterCli } from '@/lib/subscriptions/cli';
import { closeSubscriptionStores, confirmByToken, subscriptionStore, unsubscribeByToken } from '@/lib/subscriptions/service';
import { socketHeaders } from '@/lib/http/testing';

/**
 * The first-party forms' routes (issue 12.7) with the ticket form's guarantees: same origin, rate
 * limit, body limits and types, the shared zod schema, committed before success, a no-JS path; the
 * newsletter's double opt-in and the one-click unsubscribe; the operator commands that export them.
 */
let directory: string;
let ip = 0;

beforeEach(() => {
  directory = mkdtempSync(path.join(tmpdir(), 'forms-'));
  vi.stubEnv('DATA_DIR', directory);
  vi.stubEnv('SITE_URL', 'https://www.registrar.test');
  vi.stubEnv('SUBSCRIPTION_TOKEN_SECRET', 'forms-test-secret-0123456789abcdefghijkl');
  vi.stubEnv('SMTP_URL', '');
  resetFormRateLimits();
});
afterEach(async () => {
  vi.unstubAllEnvs();
  await Promise.all([closeLeadStores(), closeMailStores(), closeSubscriptionStores()]);
  rmSync(directory, { recursive: true, force: true });
});

function post(url: string, body: unknown, headers: Record<string, string> = {}): Request {
  const json = typeof body !== 'string';
  return new Request(`http://www.registrar.test${url}`, {
    method: 'POST',
    headers: { 'content-type': json ? 'application/json' : 'application/x-www-form-urlencoded', host: 'www.registrar.test', ...socketHeaders(`198.51.100.${++ip}`), ...headers },
    body: json ? JSON.stringify(body) : body,
  });
}

const lead = { name: 'Jo Reseller', email: 'Jo@Example.com', company: 'Hosting BV', phone: '+31 20 123 4567', message: 'We move 3,000 domains.', consent: true, newsletter: false, formId: 'sales-lead', portalId: '1234567', pagePath: '/company/contact-us/sales-inquiries', locale: 'nl' };

async function capture(run: (io: { out: (line: string) => void; err: (line: string) => void }) => Promise<number>) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await run({ out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out, err };
}

describe('POST /api/leads', () => {
  it('commits the lead with the consent text shown and its time, then answers its reference; the operator exports it', async () => {
    const response = await createLead(post('/api/leads', lead, { origin: 'http://www.registrar.test' }));
    expect(response.status).toBe(200);
    const body = (await response.json()) as { success: boolean; message: { leadId: string } };
    expect(body.success).toBe(true);
    expect(body.message.leadId).toMatch(/^LEAD-\d{8}-[0-9A-Z]{6}$/);
    const row = await (await leadStore()).get(body.message.leadId);
    expect(row).toMatchObject({ name: 'Jo Reseller', email: 'jo@example.com', company: 'Hosting BV', locale: 'nl', form_id: 'sales-lead', portal_id: '1234567', newsletter: 0 });
    expect(row?.consent_text).toBe('Ik ga ermee akkoord dat jullie deze gegevens bewaren om contact met me op te nemen over mijn vraag, zoals beschreven in het privacybeleid.');
    expect(Date.parse(row!.consented_at)).not.toBeNaN();
    await closeLeadStores();

    const exported = await capture((io) => leadsCli(['export'], io));
    expect(exported.code).toBe(0);
    const line = JSON.parse(exported.out[0] ?? '{}') as Record<string, unknown>;
    expect(line).toMatchObject({ id: body.message.leadId, email: 'jo@example.com', newsletter: false, consent: { text: row?.consent_text, at: row?.consented_at } });
    const shown = await capture((io) => leadsCli(['show', body.message.leadId], io));
    expect(shown.out.join('\n')).toContain('We move 3,000 domains.');
  });

  it('refuses what tickets refuse: another site, bad fields, a big or foreign body, too many requests; nothing is stored', async () => {
    const foreign = await createLead(post('/api/leads', lead, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }));
    expect(foreign.status).toBe(403);
    const invalid = await createLead(post('/api/leads', { ...lead, name: ' ', email: 'nope', phone: 'call me', consent: false }));
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({ code: 'validation-failed', fields: { name: 'required', email: 'invalid-email', phone: 'invalid-phone', consent: 'consent-required' } });
    expect((await createLead(post('/api/leads', { ...lead, message: 'x'.repeat(20_000) }))).status).toBe(413);
    const text = new Request('http://www.registrar.test/api/leads', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hi' });
    expect((await createLead(text)).status).toBe(415);
    expect((await (await leadStore()).list()).length).toBe(0);

    vi.stubEnv('FORM_RATE_LIMIT', '2');
    const same = { ...socketHeaders('203.0.113.50') };
    expect((await createLead(post('/api/leads', lead, same))).status).toBe(200);
    expect((await createLead(post('/api/leads', lead, same))).status).toBe(200);
    const limited = await createLead(post('/api/leads', lead, same));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await limited.json()).toMatchObject({ code: 'rate-limit-exceeded' });
  });

  it('without JavaScript: a urlencoded post lands on the result page (303), success or field errors', async () => {
    const form = new URLSearchParams({ name: 'Ana', email: 'ana@example.com', consent: 'on', locale: 'es', pagePath: '/es/contact', formId: 'f1' }).toString();
    const ok = await createLead(post('/api/leads', form, { accept: 'text/html' }));
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toMatch(/^\/es\/forms\/result\?form=lead&status=success&id=LEAD-\d{8}-[0-9A-Z]{6}&back=%2Fes%2Fcontact$/);
    const bad = await createLead(post('/api/leads', new URLSearchParams({ name: 'Ana', email: 'x', locale: 'es' }).toString(), { accept: 'text/html' }));
    expect(bad.headers.get('location')).toBe('/es/forms/result?form=lead&status=error&code=validation-failed&fields=email%3Ainvalid-email%2Cconsent%3Aconsent-required');
  });

  it('a filled honeypot is answered like a success and stored nowhere', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const response = await createLead(post('/api/leads', { ...lead, website: 'http://spam.example' }));
    expect(response.status).toBe(200);
    expect((await (await leadStore()).list()).length).toBe(0);
    warn.mockRestore();
  });

  it('a lead that also asks for the newsletter starts the double opt-in (confirmation mail in the outbox)', async () => {
    await createLead(post('/api/leads', { ...lead, newsletter: true, locale: 'en' }));
    const [subscriber] = await (await subscriptionStore()).list();
    expect(subscriber).toMatchObject({ email: 'jo@example.com', status: 'pending', source: 'lead-form' });
    const mails = await (await mailStore()).list();
    expect(mails.map((mail) => [mail.kind, mail.status, mail.to_address])).toEqual([['newsletter-confirmation', 'pending', 'jo@example.com']]);
  });
});

describe('POST /api/newsletter/subscribe and the one-click unsubscribe', () => {
  it('queues one confirmation mail (no SMTP: kept in the outbox and listed), says the same thing whatever the address state', async () => {
    const first = await subscribe(post('/api/newsletter/subscribe', { email: 'News@Example.com', consent: true, locale: 'es', formId: 'home-news-letter-form', pagePath: '/es' }));
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ success: true });
    const again = await subscribe(post('/api/newsletter/subscribe', { email: 'news@example.com', consent: true, locale: 'es', formId: 'home-news-letter-form' }));
    expect(await again.json()).toEqual({ success: true });

    const mails = await (await mailStore()).list();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'newsletter-confirmation', subject: 'Confirma tu suscripción al boletín', locale: 'es' });
    expect(mails[0]!.text_body).toMatch(/https:\/\/www\.registrar\.test\/es\/newsletter\/confirm\?token=\S+/);
    expect(mails[0]!.html_body).toContain('<html lang="es-ES">');
    const [subscriber] = await (await subscriptionStore()).list();
    expect(subscriber).toMatchObject({ email: 'news@example.com', status: 'pending', source: 'newsletter-block:home-news-letter-form', locale: 'es' });
    // The sentence as shown, its links' tags reduced to their words.
    expect(subscriber?.consent_text).toBe('Quiero recibir el boletín mensual. Puedo darme de baja en cualquier momento; consulta la política de privacidad y los términos y condiciones.');
    await Promise.all([closeMailStores(), closeSubscriptionStores()]);

    const listed = await capture((io) => mailCli(['list'], io));
    expect(listed.out[0]).toContain('pending 1');
    expect(listed.out[0]).toContain('SMTP: not configured');
    expect(listed.out[1]).toContain('news@example.com');
    const id = listed.out[1]!.split('  ')[0]!;
    const shown = await capture((io) => mailCli(['show', id], io));
    expect(shown.out.join('\n')).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect((await capture((io) => mailCli(['send'], io))).code).toBe(2);

    const exported = await capture((io) => newsletterCli(['export'], io));
    expect(JSON.parse(exported.out[0] ?? '{}')).toMatchObject({ email: 'news@example.com', status: 'pending', consentRecord: [{ event: 'requested' }, { event: 'requested' }] });
  });

  it('validates the address and the consent box; refuses other sites', async () => {
    const bad = await subscribe(post('/api/newsletter/subscribe', { email: 'x@', consent: false }));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ fields: { email: 'invalid-email', consent: 'consent-required' } });
    expect((await subscribe(post('/api/newsletter/subscribe', { email: 'a@example.com', consent: true }, { origin: 'https://evil.example' }))).status).toBe(403);
    const html = await subscribe(post('/api/newsletter/subscribe', 'email=a%40example.com&consent=on&locale=nl', { accept: 'text/html' }));
    expect(html.headers.get('location')).toBe('/nl/forms/result?form=newsletter&status=success');
  });

  it('applies the one e-mail rule on the server: IDN domains checked with the IDNA tables, the policy as its own code (issue 30)', async () => {
    expect((await subscribe(post('/api/newsletter/subscribe', { email: 'jürgen@bücher.de', consent: true }))).status).toBe(200);
    const aLabel = await subscribe(post('/api/newsletter/subscribe', { email: 'jo@xn--0.com', consent: true }));
    expect(aLabel.status).toBe(400);
    expect(await aLabel.json()).toMatchObject({ fields: { email: 'invalid-email' } });
    const local = await createLead(post('/api/leads', { name: 'Jo', email: 'jo@nas.local', consent: true }));
    expect(local.status).toBe(400);
    expect(await local.json()).toMatchObject({ fields: { email: 'email-not-public' } });
  });

  it('one-click unsubscribe (RFC 8058) with the token from the mail; an invalid token is 400', async () => {
    await subscribe(post('/api/newsletter/subscribe', { email: 'click@example.com', consent: true }));
    const [mail] = await (await mailStore()).list();
    const header = (JSON.parse(mail!.headers_json) as Record<string, string>)['List-Unsubscribe'] ?? '';
    const url = new URL(header.slice(1, -1));
    expect(url.pathname).toBe('/api/newsletter/unsubscribe');
    const response = await oneClick(new Request(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, message: 'unsubscribed' });
    expect((await (await subscriptionStore()).list())[0]).toMatchObject({ status: 'unsubscribed' });
    expect((await oneClick(new Request(url, { method: 'POST' }))).status).toBe(200);
    expect((await oneClick(new Request('http://www.registrar.test/api/newsletter/unsubscribe?token=forged', { method: 'POST' }))).status).toBe(400);
  });

  it('following a confirm or unsubscribe link changes nothing (mail scanners follow links); the page’s button POSTs', async () => {
    await subscribe(post('/api/newsletter/subscribe', { email: 'scanned@example.com', consent: true, locale: 'nl' }));
    const [mail] = await (await mailStore()).list();
    const confirmUrl = new URL(/https:\/\/\S+\/newsletter\/confirm\?token=\S+/.exec(mail!.text_body)![0]);
    const token = confirmUrl.searchParams.get('token')!;
    const status = async () => (await (await subscriptionStore()).list())[0]!.status;
    // What the page does on GET, as often as a scanner likes.
    for (let visit = 0; visit < 3; visit++) expect((await confirmByToken(token, { apply: false })).result).toBe('pending');
    expect(await status()).toBe('pending');
    // The button: a form post, answered 303 back to the page, which then says it is confirmed.
    const pressed = await confirmPost(post('/api/newsletter/confirm', `token=${encodeURIComponent(token)}&locale=nl`, { accept: 'text/html' }));
    expect(pressed.status).toBe(303);
    expect(pressed.headers.get('location')).toBe(`/nl/newsletter/confirm?token=${encodeURIComponent(token)}&done=1`);
    expect(await status()).toBe('confirmed');
    expect(await (await confirmPost(post('/api/newsletter/confirm', { token }))).json()).toEqual({ success: true, message: 'already-confirmed' });
    expect((await confirmPost(post('/api/newsletter/confirm', { token: 'forged' }))).status).toBe(400);

    const header = (JSON.parse(mail!.headers_json) as Record<string, string>)['List-Unsubscribe'] ?? '';
    const unsubscribeToken = new URL(header.slice(1, -1)).searchParams.get('token')!;
    expect((await unsubscribeByToken(unsubscribeToken, { apply: false })).result).toBe('pending');
    expect(await status()).toBe('confirmed');
    const left = await oneClick(post(`/api/newsletter/unsubscribe?token=${encodeURIComponent(unsubscribeToken)}`, 'locale=nl&source=unsubscribe-page', { accept: 'text/html' }));
    expect(left.status).toBe(303);
    expect(left.headers.get('location')).toBe(`/nl/newsletter/unsubscribe?token=${encodeURIComponent(unsubscribeToken)}&done=1`);
    expect(await status()).toBe('unsubscribed');
    expect((await unsubscribeByToken(unsubscribeToken, { apply: false })).result).toBe('already-unsubscribed');
  });
});

describe('operator commands never print a raw control character a visitor sent', () => {
  // ESC sequences (clear screen, set title), BEL, CR, BS and a right-to-left override.
  const hostile = 'Jo \u001b]0;pwned\u0007\u001b[2J\r\bx\u202Etxt.exe';
  const raw = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e]/;

  it('leads: list, show and export', async () => {
    const store = await leadStore(directory);
    const id = await store.insert({ name: hostile, company: hostile, message: `Line\n${hostile}`, phone: '', newsletter: 0, consent_text: hostile, consented_at: new Date().toISOString(), form_id: 'f', portal_id: '', page_path: '/x', locale: 'en', email: 'jo@example.com' });
    await closeLeadStores();
    for (const args of [['list'], ['show', id], ['export']]) {
      const { code, out } = await capture((io) => leadsCli(args, io));
      expect(code, args.join(' ')).toBe(0);
      for (const line of out) expect(line, args.join(' ')).not.toMatch(raw);
      expect(out.join('\n')).toContain('\\u001b');
    }
    const exported = await capture((io) => leadsCli(['export'], io));
    expect((JSON.parse(exported.out[0]!) as { name: string }).name).toBe(hostile);
  });

  it('newsletter: list, show and export', async () => {
    const store = await subscriptionStore();
    await store.request({ email: 'jo@example.com', locale: 'en', source: `block:${hostile}`.slice(0, 40), consentText: hostile });
    await closeSubscriptionStores();
    for (const args of [['list'], ['show', 'jo@example.com'], ['export']]) {
      const { code, out } = await capture((io) => newsletterCli(args, io));
      expect(code, args.join(' ')).toBe(0);
      for (const line of out) expect(line, args.join(' ')).not.toMatch(raw);
      expect(out.join('\n')).toContain('\\u001b');
    }
  });
});

