import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ticketConfig } from './config';
import { uploadsInFlight } from './multipart';
import { closeTicketStores, filesDir, incomingDir, sweepTickets, ticketStore } from './service';

let dataDir: string;
let directory: string;
const HOUR = 60 * 60_000;

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'tickets-sweep-'));
  process.env.DATA_DIR = dataDir;
  directory = ticketConfig().directory;
});
afterEach(async () => {
  await closeTicketStores();
  rmSync(dataDir, { recursive: true, force: true });
  delete process.env.DATA_DIR;
});

function folder(parent: string, name: string, ageMs: number): string {
  const full = path.join(parent, name);
  mkdirSync(full, { recursive: true });
  writeFileSync(path.join(full, '01-a.pdf'), '%PDF-');
  const when = new Date(Date.now() - ageMs);
  utimesSync(full, when, when);
  return full;
}

async function commitRow(id: string, uploadFolder: string | null): Promise<void> {
  const store = await ticketStore(directory);
  await store.insert(
    {
      id,
      external_id: `website-${id}`,
      ticket_type: 'disclosure-data',
      subject: 'Data disclosure request: example.nl',
      requester_name: 'Jo',
      requester_email: 'jo@example.com',
      fields_json: '{}',
      body: 'Body',
      created_at: new Date().toISOString(),
      desk: 'local',
      status: 'stored',
      upload_folder: uploadFolder,
    },
    [],
  );
}

describe('sweepTickets (crash leftovers)', () => {
  it('removes stale unfinished uploads; keeps fresh ones and uploads this process is still working on', async () => {
    const stale = folder(incomingDir(directory), 'stale', 2 * HOUR);
    const fresh = folder(incomingDir(directory), 'fresh', 0);
    const working = folder(incomingDir(directory), 'working', 2 * HOUR);
    uploadsInFlight().add(working);
    try {
      expect(await sweepTickets(directory, HOUR)).toEqual({ removedUploads: 1, completedMoves: 0, removedOrphans: 0 });
    } finally {
      uploadsInFlight().delete(working);
    }
    expect(existsSync(stale)).toBe(false);
    expect(existsSync(fresh)).toBe(true);
    expect(existsSync(working)).toBe(true);
  });

  it('moves the files of a ticket committed just before a crash into place instead of removing them', async () => {
    const waiting = folder(incomingDir(directory), 'committed-upload', 2 * HOUR);
    await commitRow('DPD-20260101-AAAAAAAA', 'committed-upload');
    expect(await sweepTickets(directory, HOUR)).toEqual({ removedUploads: 0, completedMoves: 1, removedOrphans: 0 });
    expect(existsSync(waiting)).toBe(false);
    expect(readFileSync(path.join(filesDir(directory), 'DPD-20260101-AAAAAAAA', '01-a.pdf'), 'utf8')).toBe('%PDF-');
  });

  it('removes stale file folders no committed ticket owns; keeps committed and fresh ones', async () => {
    const orphan = folder(filesDir(directory), 'DPD-20260101-ORPHAN00', 2 * HOUR);
    const freshOrphan = folder(filesDir(directory), 'DPD-20260101-FRESH000', 0);
    const owned = folder(filesDir(directory), 'DPD-20260101-OWNED000', 2 * HOUR);
    await commitRow('DPD-20260101-OWNED000', null);
    expect(await sweepTickets(directory, HOUR)).toEqual({ removedUploads: 0, completedMoves: 0, removedOrphans: 1 });
    expect(existsSync(orphan)).toBe(false);
    expect(existsSync(freshOrphan)).toBe(true);
    expect(existsSync(owned)).toBe(true);
  });

  it('an empty data directory is fine', async () => {
    expect(await sweepTickets(directory, HOUR)).toEqual({ removedUploads: 0, completedMoves: 0, removedOrphans: 0 });
  });
});
