import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ticketsCli } from './cli';
import { parseSubmission } from './multipart';
import { commitTicket, incomingDir } from './service';
import { ticketConfig } from './config';
import { pdfBytes } from './testing/samples';

let dataDir: string;

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'tickets-cli-'));
  process.env.DATA_DIR = dataDir;
});
afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
  delete process.env.DATA_DIR;
});

async function run(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await ticketsCli(args, { out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out, err };
}

async function seed(): Promise<string> {
  const form = new FormData();
  const values: Record<string, string> = {
    ticketType: 'disclosure-data',
    dpd_name: 'Jo Lawyer',
    dpd_email: 'jo@example.com',
    dpd_domainName: 'example.nl',
    dpd_requestedData: 'Registrant name and address',
    dpd_legalBasis: 'Legitimate interest',
    dpd_briefDesc: 'Trademark infringement',
    dpd_refrenceToLaw: 'Article 6(1)(f) GDPR',
    dpd_declare1: 'on',
    dpd_declare2: 'on',
    dpd_declare3: 'on',
    dpd_declare4: 'on',
  };
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  form.append('dpd_statementAttach-1', new Blob([pdfBytes() as BlobPart]), 'statement.pdf');
  const config = ticketConfig();
  const submission = await parseSubmission(new Request('http://localhost/', { method: 'POST', body: form }), incomingDir(config.directory));
  return (await commitTicket(submission, { config })).ticketId;
}

describe('npm run tickets', () => {
  it('list, show and export the stored tickets', async () => {
    const id = await seed();
    const list = await run('list');
    expect(list.code).toBe(0);
    expect(list.out[0]).toBe('1 shown; by status: stored 1');
    expect(list.out[1]).toContain(id);
    expect(list.out[1]).toContain('Data disclosure request: example.nl');

    const show = await run('show', id);
    expect(show.code).toBe(0);
    expect(show.out.join('\n')).toContain('Reference to law: Article 6(1)(f) GDPR');
    expect(show.out.join('\n')).toContain(path.join(dataDir, 'tickets', 'files', id, '01-statement.pdf'));

    const exported = await run('export');
    const record = JSON.parse(exported.out[0] ?? '{}') as { id: string; fields: Record<string, unknown>; files: { sha256: string }[] };
    expect(record.id).toBe(id);
    expect(record.fields.dpd_declare4).toBe(true);
    expect(record.files[0]?.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('errors clearly', async () => {
    expect((await run('show', 'NOPE')).code).toBe(1);
    expect((await run('list', '--status', 'weird')).code).toBe(2);
    expect((await run('deliver')).code).toBe(2);
    expect((await run('frobnicate')).code).toBe(2);
  });
});

describe('sweepIncoming', () => {
  it('removes only stale unfinished upload folders', async () => {
    const { mkdirSync, existsSync, utimesSync } = await import('node:fs');
    const { sweepIncoming } = await import('./service');
    const directory = ticketConfig().directory;
    const stale = path.join(directory, 'incoming', 'stale');
    const fresh = path.join(directory, 'incoming', 'fresh');
    mkdirSync(stale, { recursive: true });
    mkdirSync(fresh, { recursive: true });
    const old = new Date(Date.now() - 2 * 60 * 60_000);
    utimesSync(stale, old, old);
    expect(await sweepIncoming(directory, 60 * 60_000)).toBe(1);
    expect(existsSync(stale)).toBe(false);
    expect(existsSync(fresh)).toBe(true);
  });
});
