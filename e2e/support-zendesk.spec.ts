import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeZendesk } from '../src/lib/tickets/testing/fake-zendesk';
import { startServer, type RunningServer } from './server';

/**
 * The real server with TICKET_DESK=zendesk against a loopback Zendesk: the visitor gets a reference
 * while Zendesk is down; after a server restart (same DATA_DIR) the outbox started at boot delivers
 * the ticket exactly once.
 */
const zendesk = new FakeZendesk();
let dataDir: string;
let server: RunningServer | undefined;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'tickets-e2e-'));
});
afterAll(async () => {
  await server?.stop();
  await zendesk.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function ticketForm(): FormData {
  const form = new FormData();
  const values: Record<string, string> = {
    ticketType: 'domain-owner',
    do_name: 'Jo Owner',
    do_email: 'owner@example.com',
    do_domainName: 'example.com',
    do_hostingProvider: 'Unknown hosting provider',
    do_iAmOwner: 'true',
    do_hostingDate: '2023-05-01',
    do_question: 'Please verify that I am the owner of this domain name.',
  };
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000049454e44ae426082', 'hex');
  form.append('do_idCardAttach-1', new Blob([png], { type: 'image/png' }), 'id.png');
  return form;
}

describe('Zendesk desk through the real server', () => {
  it('reference at once while Zendesk is down; delivered once after a restart', async () => {
    const zendeskUrl = await zendesk.start();
    const env = {
      DATA_DIR: dataDir,
      TICKET_DESK: 'zendesk',
      ZENDESK_BASE_URL: zendeskUrl,
      ZENDESK_EMAIL: 'agent@example.com',
      ZENDESK_API_TOKEN: 'secret-token',
      ZENDESK_TIMEOUT_MS: '2000',
      TICKET_OUTBOX_BASE_DELAY_MS: '500',
      TICKET_OUTBOX_INTERVAL_MS: '250',
    };
    zendesk.failures = { find: 1000 };
    server = await startServer(env);
    const response = await fetch(`${server.url}/api/zendesk/create-zendesk-ticket`, {
      method: 'POST',
      body: ticketForm(),
      headers: { Origin: server.url, Accept: 'application/json' },
    });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { success: boolean; message: { ticketId: string } };
    expect(answer.success).toBe(true);
    await expect.poll(() => zendesk.calls.filter((call) => call.route === 'find').length, { timeout: 15_000 }).toBeGreaterThan(0);
    expect(zendesk.tickets).toHaveLength(0);
    await server.stop();
    server = undefined;

    zendesk.failures = {};
    server = await startServer(env);
    await expect.poll(() => zendesk.tickets.length, { timeout: 30_000, interval: 250 }).toBe(1);
    const [ticket] = zendesk.tickets;
    expect(ticket?.external_id).toBe(`website-${answer.message.ticketId}`);
    expect(ticket?.tags).toEqual(['website_form', 'domain_owner']);
    expect(ticket?.comment.uploads).toHaveLength(1);
    expect(zendesk.uploads[0]?.filename).toBe('id.png');
  });
});
