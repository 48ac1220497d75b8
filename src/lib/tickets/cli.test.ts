import { mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ticketsCli } from './cli';
import { parseSubmission } from './multipart';
import { printable } from '@/lib/ops/terminal';
import { closeTicketStores, commitTicket, filesDir, incomingDir, sweepTickets, ticketStore } from './service';
import { ticketConfig } from './config';
import { disclosureForm } from './testing/forms';
import { pdfBytes } from './testing/samples';

let dataDir: string;

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'tickets-cli-'));
  process.env.DATA_DIR = dataDir;
});
afterEach(async () => {
  await closeTicketStores();
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
  const form = disclosureForm();
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

  it('after a crash between commit and move, shows where the files are (incoming/), and files/ after the sweep', async () => {
    const id = await seed();
    const config = ticketConfig();
    const ticket = (await (await ticketStore(config.directory)).get(id))!;
    // The state a kill -9 between the commit and the move leaves behind.
    mkdirSync(incomingDir(config.directory), { recursive: true });
    renameSync(path.join(filesDir(config.directory), id), path.join(incomingDir(config.directory), ticket.upload_folder!));
    const waiting = path.join(incomingDir(config.directory), ticket.upload_folder!, '01-statement.pdf');
    expect((await run('show', id)).out.join('\n')).toContain(`${waiting} (application/pdf`);
    expect((await run('show', id)).out.join('\n')).toContain('not moved into files/ yet: the sweep moves it');
    expect((JSON.parse((await run('export')).out[0]!) as { files: unknown[] }).files[0]).toMatchObject({ path: waiting, waiting: true });
    expect((await sweepTickets(config.directory, 0, Date.now() + 1000)).completedMoves).toBe(1);
    const moved = path.join(filesDir(config.directory), id, '01-statement.pdf');
    expect((await run('show', id)).out.join('\n')).toContain(`${moved} (application/pdf, `);
    expect((JSON.parse((await run('export')).out[0]!) as { files: unknown[] }).files[0]).toEqual(expect.not.objectContaining({ waiting: true }));
  });

  it('errors clearly', async () => {
    expect((await run('show', 'NOPE')).code).toBe(1);
    expect((await run('list', '--status', 'weird')).code).toBe(2);
    expect((await run('deliver')).code).toBe(2);
    expect((await run('frobnicate')).code).toBe(2);
  });
});

describe('terminal safety', () => {
  it('printable() escapes C0 (but tab and line feed), DEL, C1 and bidi overrides as \\uXXXX', () => {
    expect(printable('a\u001b[2Jb')).toBe('a\\u001b[2Jb');
    expect(printable('x\u009b31my\u0007\u007f\r')).toBe('x\\u009b31my\\u0007\\u007f\\u000d');
    expect(printable('tab\there\nnext ü ✓')).toBe('tab\there\nnext ü ✓');
    expect(printable('evil\u202Efdp.exe')).toBe('evil\\u202efdp.exe');
  });

  it('list, show and export never print a raw escape sequence from stored text', async () => {
    const store = await ticketStore(ticketConfig().directory);
    const hostile = 'Jo \u001b]0;pwned\u0007\u001b[2J\u009b31m';
    await store.insert(
      {
        id: 'DPD-20260101-EVILEVIL',
        external_id: 'website-DPD-20260101-EVILEVIL',
        ticket_type: 'disclosure-data',
        subject: `Data disclosure request: ${hostile}`,
        requester_name: hostile,
        requester_email: 'jo@example.com',
        fields_json: JSON.stringify({ dpd_name: hostile }),
        body: `Line one\n${hostile}\r\nLine three`,
        created_at: new Date().toISOString(),
        desk: 'local',
        status: 'stored',
      },
      [{ seq: 1, field: 'dpd_statementAttach', original_name: `a${hostile}.pdf`, name: 'a.pdf', stored_name: '01-a.pdf', mime: 'application/pdf', size: 1, sha256: 'a'.repeat(64) }],
    );
     
    const raw = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;
    for (const args of [['list'], ['show', 'DPD-20260101-EVILEVIL'], ['export']]) {
      const { code, out } = await run(...args);
      expect(code).toBe(0);
      for (const line of out) expect(line).not.toMatch(raw);
      expect(out.join('\n')).toContain('\\u001b');
    }
    const exported = await run('export');
    const record = JSON.parse(exported.out[0] ?? '{}') as { requester: { name: string } };
    // Still valid JSON, and the escape decodes back to the stored text.
    expect(record.requester.name).toBe(hostile);
  });
});
