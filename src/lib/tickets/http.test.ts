import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TicketStore } from './store';
import { POST } from '@/app/api/zendesk/create-zendesk-ticket/route';
import { closeTicketStores, ticketForResultPage, ticketStore } from './service';
import { disclosureForm, ownerForm } from './testing/forms';
import { exeBytes, jpegBytes, pdfBytes, pngBytes, zipBytes } from './testing/samples';
import { socketHeaders } from '@/lib/http/testing';

const ORIGIN = 'http://localhost:3000';
let dataDir: string;
let ipCounter = 0;
let ip: string;

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'tickets-http-'));
  process.env.DATA_DIR = dataDir;
  process.env.TICKET_DESK = 'local';
  process.env.TICKET_RATE_LIMIT = '5';
  ipCounter += 1;
  ip = `203.0.113.${ipCounter}`;
});

afterEach(async () => {
  await closeTicketStores();
  rmSync(dataDir, { recursive: true, force: true });
  delete process.env.DATA_DIR;
  delete process.env.TICKET_DESK;
  delete process.env.TICKET_RATE_LIMIT;
});

function attach(form: FormData, part: string, bytes: Buffer, name: string, type = 'application/octet-stream'): FormData {
  form.append(part, new Blob([bytes as BlobPart], { type }), name);
  return form;
}

function post(body: FormData, headers: Record<string, string> = {}): Promise<Response> {
  return POST(
    new Request(`${ORIGIN}/api/zendesk/create-zendesk-ticket`, {
      method: 'POST',
      body,
      headers: { origin: ORIGIN, host: 'localhost:3000', 'sec-fetch-site': 'same-origin', ...socketHeaders(ip), accept: 'application/json', ...headers },
    }),
  );
}

interface Answer {
  success: boolean;
  message: string | { ticketId: string; ticketSubject: string };
  code?: string;
  fields?: Record<string, string>;
}

describe('POST /api/zendesk/create-zendesk-ticket', () => {
  it('commits a disclosure request with its files before answering success', async () => {
    const form = attach(disclosureForm(), 'dpd_statementAttach-1', pdfBytes(), 'statement.pdf', 'application/pdf');
    attach(form, 'dpd_supportingDocsAttach-1', zipBytes(), 'evidence.zip', 'application/zip');
    const response = await post(form);
    const answer = (await response.json()) as Answer;
    expect(response.status).toBe(200);
    expect(answer.success).toBe(true);
    const reference = answer.message as { ticketId: string; ticketSubject: string };
    expect(reference.ticketId).toMatch(/^DPD-\d{8}-[0-9A-Z]{8}$/);
    expect(reference.ticketSubject).toBe('Data disclosure request: example.nl');

    const store = await ticketStore(path.join(dataDir, 'tickets'));
    const ticket = await store.get(reference.ticketId);
    expect(ticket?.status).toBe('stored');
    expect(ticket?.requester_email).toBe('jo@example.com');
    expect(ticket?.attachments.map((file) => [file.field, file.name, file.mime])).toEqual([
      ['dpd_statementAttach', 'statement.pdf', 'application/pdf'],
      ['dpd_supportingDocsAttach', 'evidence.zip', 'application/zip'],
    ]);
    const stored = path.join(dataDir, 'tickets', 'files', reference.ticketId, ticket?.attachments[0]?.stored_name ?? '?');
    expect(readFileSync(stored)).toEqual(pdfBytes());
    expect(JSON.parse(ticket?.fields_json ?? '{}')).toMatchObject({ dpd_refrenceToLaw: 'Article 6(1)(f) GDPR', dpd_declare1: true });
    expect(readdirSync(path.join(dataDir, 'tickets', 'incoming'))).toEqual([]);
  });

  it('commits a domain owner request; the .nl proof is accepted for a .nl domain', async () => {
    const form = attach(ownerForm(), 'do_idCardAttach-1', pngBytes(), 'id.png', 'image/png');
    attach(form, 'do_nlOwnerAttach-1', pdfBytes(), 'kvk.pdf');
    const response = await post(form);
    const answer = (await response.json()) as Answer;
    expect(response.status).toBe(200);
    expect((answer.message as { ticketId: string }).ticketId).toMatch(/^DO-/);
    const store = await ticketStore(path.join(dataDir, 'tickets'));
    const [ticket] = await store.list();
    expect(JSON.parse(ticket?.fields_json ?? '{}').do_uploads).toEqual(['do_idCardAttach', 'do_nlOwnerAttach']);
  });

  it('a script-less post sends the date as day/month/year parts; the server combines and checks them', async () => {
    const parts = { do_hostingDate: '', do_hostingDate__day: '29', do_hostingDate__month: '02', do_hostingDate__year: '2023' };
    const refused = await post(attach(ownerForm(parts), 'do_idCardAttach-1', pngBytes(), 'id.png', 'image/png'));
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as Answer).fields).toEqual({ do_hostingDate: 'invalid-date' });

    const response = await post(attach(ownerForm({ ...parts, do_hostingDate__year: '2024' }), 'do_idCardAttach-1', pngBytes(), 'id.png', 'image/png'));
    expect(response.status).toBe(200);
    const store = await ticketStore(path.join(dataDir, 'tickets'));
    const [ticket] = await store.list();
    const stored = JSON.parse(ticket?.fields_json ?? '{}') as Record<string, unknown>;
    expect(stored.do_hostingDate).toBe('2024-02-29');
    expect(Object.keys(stored).filter((key) => key.includes('__'))).toEqual([]);
  });

  it('re-validates every field: 400 with one code per field, nothing stored', async () => {
    const form = attach(
      disclosureForm({ dpd_name: 'J', dpd_email: 'not-an-email', dpd_refrenceToLaw: 'short', dpd_declare3: '' }),
      'dpd_statementAttach-1',
      pdfBytes(),
      'statement.pdf',
    );
    const response = await post(form);
    const answer = (await response.json()) as Answer;
    expect(response.status).toBe(400);
    expect(answer).toMatchObject({ success: false, code: 'validation-failed' });
    expect(answer.fields).toEqual({ dpd_name: 'too-short', dpd_email: 'invalid-email', dpd_refrenceToLaw: 'too-short', dpd_declare3: 'must-declare' });
    const store = await ticketStore(path.join(dataDir, 'tickets'));
    expect(await store.list()).toEqual([]);
    expect(readdirSync(path.join(dataDir, 'tickets', 'incoming'))).toEqual([]);
  });

  it('checks an address at an IDN domain on the server too, and names the policy refusal (issue 30)', async () => {
    for (const [email, code] of [
      ['jo@xn--0.com', 'invalid-email'],
      ['jo@bücher.local', 'email-not-public'],
    ] as const) {
      const form = attach(disclosureForm({ dpd_email: email }), 'dpd_statementAttach-1', pdfBytes(), 'statement.pdf');
      const response = await post(form);
      expect(response.status).toBe(400);
      expect(((await response.json()) as Answer).fields).toEqual({ dpd_email: code });
    }
  });

  it('requires the statement and the ID card files', async () => {
    const disclosure = (await (await post(disclosureForm())).json()) as Answer;
    expect(disclosure.fields).toEqual({ dpd_statementAttach: 'required' });
    const owner = (await (await post(ownerForm())).json()) as Answer;
    expect(owner.fields).toEqual({ do_idCardAttach: 'required' });
  });

  it('refuses an unknown ticketType', async () => {
    const response = await post(disclosureForm({ ticketType: 'other' }));
    expect(response.status).toBe(400);
    expect(((await response.json()) as Answer).code).toBe('invalid-ticket-type');
  });

  it('refuses a renamed .exe as .zip by its magic bytes: 415', async () => {
    const form = attach(disclosureForm(), 'dpd_statementAttach-1', pdfBytes(), 'statement.pdf');
    attach(form, 'dpd_supportingDocsAttach-1', exeBytes(), 'evidence.zip', 'application/zip');
    const response = await post(form);
    expect(response.status).toBe(415);
    expect((await response.json()) as Answer).toMatchObject({ code: 'unsupported-file-type', fields: { dpd_supportingDocsAttach: 'unsupported-file-type' } });
    expect(readdirSync(path.join(dataDir, 'tickets', 'incoming'))).toEqual([]);
  });

  it('refuses a zip as an ID card (PDF/PNG/JPEG only): 415', async () => {
    const response = await post(attach(ownerForm(), 'do_idCardAttach-1', zipBytes(), 'id.pdf'));
    expect(response.status).toBe(415);
  });

  it('refuses an 11 MB zip while streaming: 413 file-too-large', async () => {
    const form = attach(disclosureForm(), 'dpd_statementAttach-1', pdfBytes(), 'statement.pdf');
    attach(form, 'dpd_supportingDocsAttach-1', zipBytes(11 * 1024 * 1024), 'big.zip');
    const response = await post(form);
    expect(response.status).toBe(413);
    expect((await response.json()) as Answer).toMatchObject({ code: 'file-too-large', fields: { dpd_supportingDocsAttach: 'file-too-large' } });
    expect(readdirSync(path.join(dataDir, 'tickets', 'incoming'))).toEqual([]);
  });

  it('refuses 11 files: 413 too-many-files', async () => {
    const form = disclosureForm();
    for (let index = 1; index <= 11; index += 1) attach(form, `dpd_statementAttach-${index}`, pdfBytes(), `s${index}.pdf`);
    const response = await post(form);
    expect(response.status).toBe(413);
    expect(((await response.json()) as Answer).code).toBe('too-many-files');
  });

  it('accepts 10 files', async () => {
    const form = disclosureForm();
    for (let index = 1; index <= 10; index += 1) attach(form, `dpd_statementAttach-${index}`, pdfBytes(), `s${index}.pdf`);
    expect((await post(form)).status).toBe(200);
  });

  it('refuses more than 40 MB in total: 413 request-too-large', async () => {
    const form = disclosureForm();
    for (let index = 1; index <= 5; index += 1) attach(form, `dpd_statementAttach-${index}`, pdfBytes(9 * 1024 * 1024), `s${index}.pdf`);
    const response = await post(form);
    expect(response.status).toBe(413);
    expect(((await response.json()) as Answer).code).toBe('request-too-large');
  });

  it('sanitises a path-traversal file name; the file lands inside the ticket folder', async () => {
    const form = attach(disclosureForm(), 'dpd_statementAttach-1', pdfBytes(), '../../../../etc/passwd.pdf');
    const response = await post(form);
    expect(response.status).toBe(200);
    const { ticketId } = ((await response.json()) as Answer).message as { ticketId: string };
    const store = await ticketStore(path.join(dataDir, 'tickets'));
    const ticket = await store.get(ticketId);
    expect(ticket?.attachments[0]?.name).toBe('passwd.pdf');
    expect(ticket?.attachments[0]?.original_name).toBe('../../../../etc/passwd.pdf');
    expect(readdirSync(path.join(dataDir, 'tickets', 'files', ticketId))).toEqual(['01-passwd.pdf']);
    expect(existsSync(path.join(dataDir, 'etc'))).toBe(false);
  });

  it('refuses a file in a field that does not take files', async () => {
    const response = await post(attach(disclosureForm(), 'dpd_name', pdfBytes(), 'x.pdf'));
    expect(response.status).toBe(400);
    expect(((await response.json()) as Answer).code).toBe('unknown-file-field');
  });

  it('refuses a .nl proof for a non-.nl domain', async () => {
    const form = attach(ownerForm({ do_domainName: 'example.com' }), 'do_idCardAttach-1', pngBytes(), 'id.png');
    attach(form, 'do_nlOwnerAttach', pdfBytes(), 'kvk.pdf');
    const answer = (await (await post(form)).json()) as Answer;
    expect(answer.fields).toEqual({ do_nlOwnerAttach: 'nl-only' });
  });

  it('refuses another site: 403 cross-origin-request', async () => {
    const form = attach(disclosureForm(), 'dpd_statementAttach-1', pdfBytes(), 'statement.pdf');
    const response = await post(form, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(response.status).toBe(403);
    expect(((await response.json()) as Answer).code).toBe('cross-origin-request');
    const spoofed = await post(attach(disclosureForm(), 'dpd_statementAttach-1', pdfBytes(), 's.pdf'), { origin: 'https://evil.example', 'sec-fetch-site': '' });
    expect(spoofed.status).toBe(403);
  });

  it('limits each IP: 429 rate-limit-exceeded after TICKET_RATE_LIMIT requests', async () => {
    for (let index = 0; index < 5; index += 1) expect((await post(disclosureForm())).status).toBe(400);
    const response = await post(disclosureForm());
    expect(response.status).toBe(429);
    expect(((await response.json()) as Answer).code).toBe('rate-limit-exceeded');
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    ip = '198.51.100.7';
    expect((await post(disclosureForm())).status).toBe(400);
  });

  it('refuses a body that is not a form: 415', async () => {
    const response = await POST(
      new Request(`${ORIGIN}/api/zendesk/create-zendesk-ticket`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json', ...socketHeaders(ip) } }),
    );
    expect(response.status).toBe(415);
  });

  it('a failed DB commit answers 500 and leaves no files behind (nothing half-stored)', async () => {
    const spy = vi.spyOn(TicketStore.prototype, 'insert').mockRejectedValueOnce(new Error('disk full'));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const response = await post(attach(disclosureForm(), 'dpd_statementAttach-1', pdfBytes(), 'statement.pdf'));
      expect(response.status).toBe(500);
      expect(((await response.json()) as Answer).code).toBe('internal-error');
      // The files are moved into files/ only after the commit: with no commit, files/ was never made.
      expect(existsSync(path.join(dataDir, 'tickets', 'files'))).toBe(false);
      expect(readdirSync(path.join(dataDir, 'tickets', 'incoming'))).toEqual([]);
    } finally {
      spy.mockRestore();
      errors.mockRestore();
    }
  });

  it('a body cut off mid-upload is refused and cleaned up', async () => {
    const boundary = 'XBOUNDARY';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="ticketType"\r\n\r\ndisclosure-data\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="dpd_statementAttach-1"; filename="s.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    );
    let sent = false;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (!sent) {
          sent = true;
          controller.enqueue(Buffer.concat([head, pdfBytes(8000)]));
          return;
        }
        controller.error(new Error('connection reset'));
      },
    });
    const response = await POST(
      new Request(`${ORIGIN}/api/zendesk/create-zendesk-ticket`, {
        method: 'POST',
        body,
        duplex: 'half',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...socketHeaders(ip) },
      } as RequestInit),
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as Answer).code).toBe('malformed-multipart');
    expect(readdirSync(path.join(dataDir, 'tickets', 'incoming'))).toEqual([]);
  });

  describe('plain HTML form post (no JavaScript)', () => {
    const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8', referer: `${ORIGIN}/nl/support` };

    it('redirects (303) to the result page with the ticket reference', async () => {
      const form = attach(disclosureForm(), 'dpd_statementAttach', pdfBytes(), 'statement.pdf');
      form.append('dpd_supportingDocsAttach', new Blob([]), '');
      const response = await post(form, html);
      expect(response.status).toBe(303);
      const location = new URL(response.headers.get('location') ?? '', ORIGIN);
      expect(location.pathname).toBe('/nl/support/ticket-result');
      expect(location.searchParams.get('status')).toBe('success');
      expect(location.searchParams.get('type')).toBe('disclosure-data');
      expect(location.searchParams.get('ticketId')).toMatch(/^DPD-/);
      // No text in the URL: the result page reads the subject from the store by id and token.
      expect(location.searchParams.has('ticketSubject')).toBe(false);
      const id = location.searchParams.get('ticketId') ?? '';
      const token = location.searchParams.get('token') ?? '';
      expect(token).toMatch(/^[A-Za-z0-9_-]{24}$/);
      expect(await ticketForResultPage(id, token)).toEqual({ ticketId: id, ticketSubject: 'Data disclosure request: example.nl', type: 'disclosure-data' });
      expect(await ticketForResultPage(id, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).toBeNull();
      expect(await ticketForResultPage(id, '')).toBeNull();
      expect(await ticketForResultPage('DPD-20260101-NOTATICK', token)).toBeNull();
    });

    it('redirects (303) with the error code and field codes', async () => {
      const response = await post(disclosureForm({ dpd_name: '', locale: 'es' }), html);
      expect(response.status).toBe(303);
      const location = new URL(response.headers.get('location') ?? '', ORIGIN);
      expect(location.pathname).toBe('/es/support/ticket-result');
      expect(location.searchParams.get('status')).toBe('error');
      expect(location.searchParams.get('code')).toBe('validation-failed');
      expect(location.searchParams.get('fields')).toBe('dpd_name:required,dpd_statementAttach:required');
    });

    it('English pages have no locale prefix', async () => {
      const response = await post(disclosureForm({ locale: 'en' }), { ...html, referer: `${ORIGIN}/support` });
      expect(new URL(response.headers.get('location') ?? '', ORIGIN).pathname).toBe('/support/ticket-result');
    });
  });

  describe('upload names and content (issue 18)', () => {
    async function refusal(bytes: Buffer, name: string, part = 'dpd_statementAttach-1') {
      const response = await post(attach(disclosureForm(), part, bytes, name));
      return { status: response.status, answer: (await response.json()) as Answer };
    }

    it.each([
      ['a PDF named evil.html', pdfBytes(), 'evil.html', 'file-extension-mismatch'],
      ['a PNG named logo.svg', pngBytes(), 'logo.svg', 'file-extension-mismatch'],
      ['a JPEG named photo.png', jpegBytes(), 'photo.png', 'file-extension-mismatch'],
      ['an HTML page named statement.pdf', Buffer.from('<!doctype html><script>alert(1)</script>'), 'statement.pdf', 'unsupported-file-type'],
    ])('%s: 415 %s with the field named, nothing kept', async (_label, bytes, name, code) => {
      const { status, answer } = await refusal(bytes, name);
      expect(status).toBe(415);
      expect(answer.code).toBe(code);
      expect(answer.fields).toEqual({ dpd_statementAttach: code });
      expect(readdirSync(path.join(dataDir, 'tickets', 'incoming'))).toEqual([]);
      expect(existsSync(path.join(dataDir, 'tickets', 'files'))).toBe(false);
    });

    it('a name that claims no type is stored and forwarded with the detected extension', async () => {
      const form = attach(disclosureForm(), 'dpd_statementAttach-1', pdfBytes(), 'statement');
      attach(form, 'dpd_statementAttach-2', pngBytes(), 'scan 12.11.2026');
      const response = await post(form);
      expect(response.status).toBe(200);
      const { ticketId } = ((await response.json()) as { message: { ticketId: string } }).message;
      const ticket = await (await ticketStore(path.join(dataDir, 'tickets'))).get(ticketId);
      expect(ticket?.attachments.map((file) => [file.original_name, file.name, file.stored_name])).toEqual([
        ['statement', 'statement.pdf', '01-statement.pdf'],
        ['scan 12.11.2026', 'scan 12.11.2026.png', '02-scan 12.11.2026.png'],
      ]);
      expect(readdirSync(path.join(dataDir, 'tickets', 'files', ticketId)).sort()).toEqual(['01-statement.pdf', '02-scan 12.11.2026.png']);
    });

    it('non-ASCII file names are read as UTF-8 (raw filename="…" and RFC 5987 filename*)', async () => {
      const boundary = '----x18';
      const textPart = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
      let head = '';
      for (const [name, value] of disclosureForm().entries()) head += textPart(name, String(value));
      const raw = 'Überweisung März 2026.pdf';
      const encoded = 'रसीद.pdf';
      const body = Buffer.concat([
        Buffer.from(head, 'utf8'),
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="dpd_statementAttach-1"; filename="${raw}"\r\nContent-Type: application/pdf\r\n\r\n`, 'utf8'),
        pdfBytes(),
        Buffer.from(`\r\n--${boundary}\r\nContent-Disposition: form-data; name="dpd_statementAttach-2"; filename*=UTF-8''${encodeURIComponent(encoded)}\r\nContent-Type: application/pdf\r\n\r\n`, 'utf8'),
        pdfBytes(),
        Buffer.from(`\r\n--${boundary}--\r\n`, 'utf8'),
      ]);
      const response = await POST(
        new Request(`${ORIGIN}/api/zendesk/create-zendesk-ticket`, {
          method: 'POST',
          body,
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, origin: ORIGIN, host: 'localhost:3000', ...socketHeaders(ip), accept: 'application/json' },
        }),
      );
      expect(response.status).toBe(200);
      const { ticketId } = ((await response.json()) as { message: { ticketId: string } }).message;
      const ticket = await (await ticketStore(path.join(dataDir, 'tickets'))).get(ticketId);
      expect(ticket?.attachments.map((file) => [file.original_name, file.name])).toEqual([
        [raw, raw],
        [encoded, encoded],
      ]);
      expect(readdirSync(path.join(dataDir, 'tickets', 'files', ticketId)).sort()).toEqual([`01-${raw}`, `02-${encoded}`]);
    });
  });

  describe('control characters in text fields', () => {
    it.each([
      ['dpd_name', 'Jo \u001b[31mLawyer'],
      ['dpd_email', 'jo@example.com\r\nBcc: x@example.com'],
      ['dpd_domainName', 'example.nl\u009b2J'],
      ['dpd_briefDesc', 'Trademark infringement\u0007 on the site'],
      ['unknownField', 'x\u0000y'],
    ])('%s with a control character: 400 control-characters naming the field, nothing stored', async (field, value) => {
      const response = await post(attach(disclosureForm({ [field]: value }), 'dpd_statementAttach-1', pdfBytes(), 'statement.pdf'));
      expect(response.status).toBe(400);
      const answer = (await response.json()) as Answer;
      expect(answer.code).toBe('control-characters');
      expect(answer.fields).toEqual({ [field]: 'control-characters' });
      expect(readdirSync(path.join(dataDir, 'tickets', 'incoming'))).toEqual([]);
      expect(await (await ticketStore(path.join(dataDir, 'tickets'))).list()).toEqual([]);
    });

    it('line breaks and tabs are text in the multi-line fields', async () => {
      const response = await post(attach(disclosureForm({ dpd_briefDesc: 'Line one\r\nLine two\twith a tab' }), 'dpd_statementAttach-1', pdfBytes(), 'statement.pdf'));
      expect(response.status).toBe(200);
    });
  });

  describe('idempotency key', () => {
    const key = 'form-fill-0123456789abcdef';

    it('a resubmit with the same key returns the first ticket; nothing duplicated, the second upload dropped', async () => {
      const first = await post(attach(disclosureForm(), 'dpd_statementAttach-1', pdfBytes(), 'statement.pdf'), { 'idempotency-key': key });
      expect(first.status).toBe(200);
      expect(first.headers.get('idempotent-replayed')).toBeNull();
      const firstId = ((await first.json()) as { message: { ticketId: string } }).message.ticketId;
      const again = await post(attach(disclosureForm(), 'dpd_statementAttach-1', pdfBytes(), 'statement.pdf'), { 'idempotency-key': key });
      expect(again.status).toBe(200);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(((await again.json()) as { message: { ticketId: string; ticketSubject: string } }).message).toEqual({ ticketId: firstId, ticketSubject: 'Data disclosure request: example.nl' });
      // The hidden form field works the same way.
      const viaField = await post(attach(disclosureForm({ idempotencyKey: key }), 'dpd_statementAttach-1', pdfBytes(), 'statement.pdf'));
      expect(((await viaField.json()) as { message: { ticketId: string } }).message.ticketId).toBe(firstId);
      const store = await ticketStore(path.join(dataDir, 'tickets'));
      expect((await store.list()).map((ticket) => ticket.id)).toEqual([firstId]);
      expect(readdirSync(path.join(dataDir, 'tickets', 'files'))).toEqual([firstId]);
      expect(readdirSync(path.join(dataDir, 'tickets', 'incoming'))).toEqual([]);
    });

    it('concurrent resubmits with one key commit one ticket', async () => {
      const answers = await Promise.all(
        [0, 1, 2].map(() => post(attach(disclosureForm(), 'dpd_statementAttach-1', pdfBytes(), 'statement.pdf'), { 'idempotency-key': `${key}-race` })),
      );
      const ids = await Promise.all(answers.map(async (answer) => ((await answer.json()) as { message: { ticketId: string } }).message.ticketId));
      expect(new Set(ids).size).toBe(1);
      expect(await (await ticketStore(path.join(dataDir, 'tickets'))).list()).toHaveLength(1);
      expect(readdirSync(path.join(dataDir, 'tickets', 'incoming'))).toEqual([]);
    });

    it('a key reused for another request is 422; a malformed key is 400', async () => {
      await post(attach(disclosureForm(), 'dpd_statementAttach-1', pdfBytes(), 'statement.pdf'), { 'idempotency-key': key });
      const other = await post(attach(disclosureForm({ dpd_email: 'someone-else@example.com' }), 'dpd_statementAttach-1', pdfBytes(), 'statement.pdf'), { 'idempotency-key': key });
      expect(other.status).toBe(422);
      expect(((await other.json()) as Answer).code).toBe('idempotency-key-reused');
      const bad = await post(attach(disclosureForm(), 'dpd_statementAttach-1', pdfBytes(), 'statement.pdf'), { 'idempotency-key': 'short' });
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as Answer).code).toBe('invalid-idempotency-key');
      expect(await (await ticketStore(path.join(dataDir, 'tickets'))).list()).toHaveLength(1);
      expect(readdirSync(path.join(dataDir, 'tickets', 'incoming'))).toEqual([]);
    });
  });
});
