import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disclosureForm } from '../src/lib/tickets/testing/forms';
import { jpegBytes, pdfBytes, pngBytes } from '../src/lib/tickets/testing/samples';
import { root, startServer, type RunningServer } from './server';

/**
 * Abuse suite, ticket part (issue 18): the built site on loopback (.next/site-server.mjs), one DATA_DIR
 * kept across a `kill -9` and a restart. Polyglot and mis-named uploads get the right answer and the
 * right stored names; a resubmit with the same idempotency key returns the first ticket; the result
 * page shows only what the store says; every ticket acknowledged before a `kill -9` mid-burst is
 * there after the restart, and the sweep leaves no orphan upload or file folder behind.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'abuse-tickets-'));
const env = {
  TICKET_DESK: 'local',
  TICKET_RATE_LIMIT: '1000',
  // Sweep every second, anything older than a second (uploads still streaming are never swept).
  TICKET_SWEEP_INTERVAL_SECONDS: '1',
  TICKET_SWEEP_GRACE_SECONDS: '1',
};
let server: RunningServer;

beforeAll(async () => {
  server = await startServer(env, { dataDir });
});
afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const ticketsDir = path.join(dataDir, 'tickets');
const listDir = (folder: string) => (existsSync(path.join(ticketsDir, folder)) ? readdirSync(path.join(ticketsDir, folder)) : []);

function withFile(form: FormData, bytes: Buffer, name: string, part = 'dpd_statementAttach-1'): FormData {
  form.append(part, new Blob([bytes as BlobPart]), name);
  return form;
}

interface Answer {
  success: boolean;
  code?: string;
  fields?: Record<string, string>;
  message: { ticketId: string; ticketSubject: string } | string;
}

async function post(form: FormData, headers: Record<string, string> = {}): Promise<{ status: number; answer: Answer; headers: Headers }> {
  const response = await fetch(`${server.url}/api/zendesk/create-zendesk-ticket`, { method: 'POST', body: form, headers: { Origin: server.url, Accept: 'application/json', ...headers } });
  return { status: response.status, answer: (await response.json()) as Answer, headers: response.headers };
}

const idOf = (answer: Answer) => (answer.message as { ticketId: string }).ticketId;

/** `npm run tickets -- export` on the DATA_DIR: what an operator sees. */
function exportTickets(): { id: string; files: { name: string; path: string }[] }[] {
  const out = execFileSync(process.execPath, [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), '--conditions=react-server', 'scripts/tickets.ts', 'export'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
  });
  return out
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { id: string; files: { name: string; path: string }[] });
}

describe('uploads: polyglot and mis-named files', () => {
  const polyglot = Buffer.concat([pdfBytes(), Buffer.from('\n<html><body><script>alert(document.domain)</script></body></html>\n')]);

  it.each([
    ['a PDF named evil.html', 415, 'file-extension-mismatch', pdfBytes(), 'evil.html'],
    ['a PDF/HTML polyglot named evil.html', 415, 'file-extension-mismatch', polyglot, 'evil.html'],
    ['a PNG named logo.svg', 415, 'file-extension-mismatch', pngBytes(), 'logo.svg'],
    ['a JPEG named photo.svg', 415, 'file-extension-mismatch', jpegBytes(), 'photo.svg'],
    ['an HTML page named statement.pdf', 415, 'unsupported-file-type', Buffer.from('<!doctype html><script>alert(1)</script>'), 'statement.pdf'],
  ])('%s: %i %s', async (_label, status, code, bytes, name) => {
    const { status: answered, answer } = await post(withFile(disclosureForm({}, 0), bytes, name));
    expect(answered).toBe(status);
    expect(answer.code).toBe(code);
    expect(answer.fields).toEqual({ dpd_statementAttach: code });
  });

  it('accepted files are stored under the detected type; non-ASCII names arrive intact', async () => {
    const form = withFile(disclosureForm({}, 1), polyglot, 'statement.pdf');
    withFile(form, pdfBytes(), 'Überweisung März 2026.pdf', 'dpd_statementAttach-2');
    withFile(form, pngBytes(), 'रसीद', 'dpd_statementAttach-3');
    const { status, answer } = await post(form);
    expect(status).toBe(200);
    const id = idOf(answer);
    expect(readdirSync(path.join(ticketsDir, 'files', id)).sort()).toEqual(['01-statement.pdf', '02-Überweisung März 2026.pdf', '03-रसीद.png']);
    const exported = exportTickets().find((ticket) => ticket.id === id);
    expect(exported?.files.map((file) => file.name)).toEqual(['statement.pdf', 'Überweisung März 2026.pdf', 'रसीद.png']);
  });

  it('control characters in a text field: 400 naming the field', async () => {
    const { status, answer } = await post(withFile(disclosureForm({ dpd_name: 'Jo\u001b]0;owned\u0007' }, 2), pdfBytes(), 'statement.pdf'));
    expect(status).toBe(400);
    expect(answer).toMatchObject({ code: 'control-characters', fields: { dpd_name: 'control-characters' } });
  });
});

describe('idempotency and the result page', () => {
  it('a resubmit with the same idempotency key returns the first ticket', async () => {
    const key = 'abuse-suite-key-0123456789';
    const first = await post(withFile(disclosureForm({}, 3), pdfBytes(), 'statement.pdf'), { 'Idempotency-Key': key });
    const again = await post(withFile(disclosureForm({}, 3), pdfBytes(), 'statement.pdf'), { 'Idempotency-Key': key });
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(idOf(again.answer)).toBe(idOf(first.answer));
    expect(exportTickets().filter((ticket) => ticket.id === idOf(first.answer))).toHaveLength(1);
  });

  it('the result page shows the stored subject for a real reference and nothing from a forged URL', async () => {
    const response = await fetch(`${server.url}/api/zendesk/create-zendesk-ticket`, {
      method: 'POST',
      body: withFile(disclosureForm({}, 4), pdfBytes(), 'statement.pdf'),
      headers: { Origin: server.url, Accept: 'text/html' },
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') ?? '', server.url);
    expect(location.searchParams.has('ticketSubject')).toBe(false);
    // What the page shows (its <main>; Next's flight data elsewhere echoes the URL, unrendered).
    const shown = async (url: URL | string) => /<main id="main">([\s\S]*?)<\/main>/.exec(await (await fetch(url)).text())?.[1] ?? '';
    const real = await shown(location);
    expect(real).toContain('Data disclosure request: example-4.nl');

    const forged = new URL(location);
    forged.searchParams.set('ticketSubject', 'Your account is suspended, call 555 0100');
    forged.searchParams.set('token', 'forged-token-000000000000');
    const page = await shown(forged);
    expect(page).toContain('This ticket reference could not be found');
    expect(page).not.toContain('suspended');
    expect(page).not.toContain('example-4.nl');
    const spoofedCode = await shown(`${server.url}/support/ticket-result?status=error&code=call-555-0100-now`);
    expect(spoofedCode).toContain('ticket-error');
    expect(spoofedCode).not.toContain('555-0100');
  });
});

/** An upload that starts and never finishes: its folder is in incoming/ when the server dies. */
function hangingUpload(url: string): http.ClientRequest {
  const boundary = 'HANGING';
  const target = new URL('/api/zendesk/create-zendesk-ticket', url);
  const request = http.request(target, { method: 'POST', headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, origin: url, accept: 'application/json' } });
  request.on('error', () => undefined);
  request.write(`--${boundary}\r\nContent-Disposition: form-data; name="ticketType"\r\n\r\ndisclosure-data\r\n`);
  request.write(`--${boundary}\r\nContent-Disposition: form-data; name="dpd_statementAttach-1"; filename="s.pdf"\r\nContent-Type: application/pdf\r\n\r\n`);
  request.write(pdfBytes(8000));
  return request;
}

describe('kill -9 during a burst of tickets', () => {
  it('every acknowledged ticket is there after the restart; the sweep leaves no orphan folder', async () => {
    const hanging = hangingUpload(server.url);
    await expect.poll(() => listDir('incoming').length, { timeout: 10_000, interval: 50 }).toBeGreaterThan(0);

    const acknowledged: string[] = [];
    let killed = false;
    const burst = Array.from({ length: 40 }, async (_, index) => {
      try {
        const { status, answer } = await post(withFile(disclosureForm({}, 100 + index), pdfBytes(2000), `statement-${index}.pdf`));
        if (status === 200) acknowledged.push(idOf(answer));
        if (acknowledged.length >= 10 && !killed) {
          killed = true;
          server.child.kill('SIGKILL');
        }
      } catch {
        // Cut off by the kill: never acknowledged.
      }
    });
    await Promise.all(burst);
    if (!killed) server.child.kill('SIGKILL');
    hanging.destroy();
    await server.stop();
    expect(acknowledged.length).toBeGreaterThanOrEqual(10);
    // The crash left the unfinished upload behind.
    expect(listDir('incoming').length).toBeGreaterThan(0);
    // Before any sweep, the operator's export names each file where it is now (incoming/ until moved).
    for (const ticket of exportTickets()) for (const file of ticket.files) expect(existsSync(file.path), file.path).toBe(true);

    server = await startServer(env, { dataDir });
    // The sweep at boot (and every second) removes unfinished uploads and moves the files of any
    // ticket committed just before the kill.
    await expect.poll(() => listDir('incoming'), { timeout: 15_000, interval: 200 }).toEqual([]);
    const tickets = exportTickets();
    const ids = new Set(tickets.map((ticket) => ticket.id));
    for (const id of acknowledged) expect(ids).toContain(id);
    // No file folder without a ticket, and every ticket's files are in place.
    for (const folder of listDir('files')) expect(ids).toContain(folder);
    for (const ticket of tickets) for (const file of ticket.files) expect(existsSync(file.path), file.path).toBe(true);
  });
});
