import dgram from 'node:dgram';
import net from 'node:net';
import * as dnsPacket from 'dns-packet';
import { queryDns, txtRecords, DnsTimeoutError } from './dns';

/**
 * A loopback DNS server speaking the real wire protocol over UDP and TCP. `mode` decides what the
 * UDP side does: answer, answer truncated (forcing TCP), stay silent, or send a stray answer first.
 */
type Mode = 'answer' | 'truncate' | 'silent' | 'stray-then-answer';

async function startServer(mode: Mode) {
  const seen: Array<{ transport: string; flags: number; do: boolean }> = [];
  const answer = (query: dnsPacket.DecodedPacket, truncated: boolean): Buffer => {
    const question = query.questions?.[0];
    const opt = query.additionals?.find((record) => record.type === 'OPT');
    seen.push({ transport: truncated ? 'udp' : 'tcp?', flags: query.flags ?? 0, do: opt?.type === 'OPT' ? opt.flag_do : false });
    return dnsPacket.encode({
      type: 'response',
      id: query.id,
      flags: dnsPacket.RECURSION_AVAILABLE | dnsPacket.AUTHENTIC_DATA | (truncated ? dnsPacket.TRUNCATED_RESPONSE : 0),
      questions: query.questions,
      answers: truncated || !question ? [] : [{ type: 'TXT', name: question.name, ttl: 60, data: ['v=spf1 ', '-all'] }],
    });
  };
  const udp = dgram.createSocket('udp4');
  udp.on('message', (message, remote) => {
    const query = dnsPacket.decode(message);
    if (mode === 'silent') return;
    if (mode === 'stray-then-answer') {
      const stray = dnsPacket.encode({ type: 'response', id: ((query.id ?? 0) + 1) % 65536, questions: query.questions, answers: [] });
      udp.send(stray, remote.port, remote.address);
    }
    udp.send(answer(query, mode === 'truncate'), remote.port, remote.address);
  });
  await new Promise<void>((resolve) => udp.bind(0, '127.0.0.1', resolve));
  const port = udp.address().port;
  const tcp = net.createServer((socket) => {
    socket.on('data', (chunk) => {
      const query = dnsPacket.decode(chunk.subarray(2));
      const body = answer(query, false);
      seen[seen.length - 1] = { ...(seen[seen.length - 1] ?? { flags: 0, do: false }), transport: 'tcp' };
      const prefix = Buffer.alloc(2);
      prefix.writeUInt16BE(body.length);
      socket.end(Buffer.concat([prefix, body]));
    });
  });
  await new Promise<void>((resolve) => tcp.listen(port, '127.0.0.1', resolve));
  return {
    resolver: { host: '127.0.0.1', port },
    seen,
    close: () => new Promise<void>((resolve) => udp.close(() => tcp.close(() => resolve()))),
  };
}

/** Runs `run` against a fake resolver answering in `mode`, and closes it afterwards. */
async function withServer(mode: Parameters<typeof startServer>[0], run: (server: Awaited<ReturnType<typeof startServer>>) => Promise<void>): Promise<void> {
  const server = await startServer(mode);
  try {
    await run(server);
  } finally {
    await server.close();
  }
}

describe('queryDns', () => {
  it('asks over UDP with DO/AD/CD as requested and reads AD and TXT', () =>
    withServer('answer', async (server) => {
      const response = await queryDns('a.example', 'TXT', { resolver: server.resolver, timeoutMs: 1000, dnssecOk: true, checkingDisabled: true });
      expect(response).toMatchObject({ rcode: 'NOERROR', authenticated: true, transport: 'udp' });
      expect(txtRecords(response)).toEqual(['v=spf1 -all']);
      expect(server.seen[0]?.do).toBe(true);
      expect((server.seen[0]?.flags ?? 0) & dnsPacket.CHECKING_DISABLED).toBeTruthy();
    }));

  it('falls back to TCP when the UDP answer is truncated', () =>
    withServer('truncate', async (server) => {
      const response = await queryDns('a.example', 'TXT', { resolver: server.resolver, timeoutMs: 1000 });
      expect(response.transport).toBe('tcp');
      expect(txtRecords(response)).toEqual(['v=spf1 -all']);
    }));

  it('times out when nothing answers', () =>
    withServer('silent', async (server) => {
      await expect(queryDns('a.example', 'A', { resolver: server.resolver, timeoutMs: 200 })).rejects.toBeInstanceOf(DnsTimeoutError);
    }));

  it('ignores answers with the wrong id', () =>
    withServer('stray-then-answer', async (server) => {
      const response = await queryDns('a.example', 'TXT', { resolver: server.resolver, timeoutMs: 1000 });
      expect(txtRecords(response)).toEqual(['v=spf1 -all']);
    }));

  it('stops when the caller aborts', async () => {
    const server = await startServer('silent');
    const controller = new AbortController();
    try {
      const pending = queryDns('a.example', 'A', { resolver: server.resolver, timeoutMs: 5000, signal: controller.signal });
      controller.abort();
      await expect(pending).rejects.toBeInstanceOf(DnsTimeoutError);
    } finally {
      await server.close();
    }
  });
});
