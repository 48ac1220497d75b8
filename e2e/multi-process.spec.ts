import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, type TestPostgres } from '../scripts/lib/postgres';
import { FakeZendesk } from '../src/lib/tickets/testing/fake-zendesk';
import { domainOfQuery, startWhoisServer, type WhoisTestServer } from '../src/lib/whois/testing/servers';
import { root, startServer, type RunningServer } from './server';

/**
 * Two site processes on one PostgreSQL (DATABASE_URL) and one DATA_DIR for attachment files, as an
 * operator runs them behind a proxy: each ticket reaches Zendesk exactly once (the outbox lease),
 * rate limits are shared, and a ticket acknowledged by either survives `kill -9` of both.
 */
const zendesk = new FakeZendesk();
let postgres: TestPostgres;
let whois: WhoisTestServer;
let dataDir: string;
const servers: RunningServer[] = [];

beforeAll(async () => {
  postgres = await startPostgres();
  whois = await startWhoisServer((query) => `Domain Name: ${domainOfQuery(query).toUpperCase()}\r\nRegistrar: Loopback Registrar\r\n`);
  dataDir = mkdtempSync(path.join(tmpdir(), 'multi-process-'));
}, 120_000);
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await zendesk.close();
  await whois?.close();
  await postgres?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

function ticketForm(index: number): FormData {
  const form = new FormData();
  const values: Record<string, string> = {
    ticketType: 'domain-owner',
    do_name: `Owner ${index}`,
    do_email: `owner${index}@example.com`,
    do_domainName: `example-${index}.com`,
    do_hostingProvider: 'Unknown hosting provider',
    do_iAmOwner: 'true',
    do_hostingDate: '2023-05-01',
    do_question: 'Please verify that I am the owner of this domain name.',
  };
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000049454e44ae426082', 'hex');
  form.append('do_idCardAttach-1', new Blob([png], { type: 'image/png' }), `id-${index}.png`);
  return form;
}

async function fileTicket(server: RunningServer, index: number): Promise<string> {
  const response = await fetch(`${server.url}/api/zendesk/create-zendesk-ticket`, { method: 'POST', body: ticketForm(index), headers: { Origin: server.url, Accept: 'application/json' } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { message: { ticketId: string } }).message.ticketId;
}

function listTickets(databaseUrl: string): string {
  return execFileSync(process.execPath, [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), '--conditions=react-server', 'scripts/tickets.ts', 'list'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
    encoding: 'utf8',
  });
}

describe('two processes on one PostgreSQL', () => {
  it('deliver every ticket to Zendesk exactly once and share rate limits', async () => {
    const databaseUrl = await postgres.createDatabase('two_processes');
    const zendeskUrl = await zendesk.start();
    const env = {
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      TICKET_DESK: 'zendesk',
      ZENDESK_BASE_URL: zendeskUrl,
      ZENDESK_EMAIL: 'agent@example.com',
      ZENDESK_API_TOKEN: 'secret-token',
      ZENDESK_TIMEOUT_MS: '2000',
      TICKET_OUTBOX_BASE_DELAY_MS: '200',
      TICKET_OUTBOX_INTERVAL_MS: '100',
      TICKET_RATE_LIMIT: '100',
      WHOIS_SERVER_OVERRIDE: `127.0.0.1:${whois.port}`,
      WHOIS_RDAP: 'off',
      WHOIS_RATE_LIMIT: '5',
    };
    const [a, b] = [await startServer(env), await startServer(env)];
    servers.push(a, b);

    const ids = await Promise.all(Array.from({ length: 12 }, (_, index) => fileTicket(index % 2 ? b : a, index)));
    await expect.poll(() => zendesk.tickets.length, { timeout: 60_000, interval: 250 }).toBe(12);
    // Give a second worker every chance to deliver something twice.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const externalIds = zendesk.tickets.map((ticket) => ticket.external_id);
    expect(new Set(externalIds).size).toBe(12);
    expect(externalIds.sort()).toEqual(ids.map((id) => `website-${id}`).sort());

    // Whois: 5 per window for this client, whichever process answers.
    const statuses: number[] = [];
    for (let index = 0; index < 8; index++) {
      const server = index % 2 ? b : a;
      const response = await fetch(`${server.url}/api/whois`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ domainName: `shared-${index}.com` }) });
      statuses.push(response.status);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(3);
  });

  it('a ticket acknowledged by either process survives kill -9 of both', async () => {
    const databaseUrl = await postgres.createDatabase('crash');
    // Zendesk is down: the tickets wait in the outbox.
    zendesk.failures = { find: 100_000, create: 100_000, upload: 100_000 };
    const env = { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, TICKET_DESK: 'local', TICKET_RATE_LIMIT: '100' };
    const [a, b] = [await startServer(env), await startServer(env)];
    const ids = await Promise.all([fileTicket(a, 100), fileTicket(b, 101), fileTicket(a, 102)]);
    a.child.kill('SIGKILL');
    b.child.kill('SIGKILL');
    await Promise.all([a.stop(), b.stop()]);
    const listed = listTickets(databaseUrl);
    for (const id of ids) expect(listed).toContain(id);
    zendesk.failures = {};
  });
});
