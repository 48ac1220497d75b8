import dgram from 'node:dgram';
import * as dnsPacket from 'dns-packet';

/**
 * A loopback DNS server for tests (unit and e2e): answers A/AAAA from `records` (a known name without
 * records of the asked type is NOERROR with no answers; an unknown name is NXDOMAIN) and records every
 * question as "TYPE name", so a test sees exactly what the scanner asked DNS. UDP only: its answers
 * are never truncated.
 */
export interface FakeResolver {
  port: number;
  questions: string[];
  close(): Promise<void>;
}

export async function startFakeResolver(records: Record<string, { A?: string[]; AAAA?: string[] }> = {}): Promise<FakeResolver> {
  const questions: string[] = [];
  const socket = dgram.createSocket('udp4');
  socket.on('message', (message, remote) => {
    let query: dnsPacket.DecodedPacket;
    try {
      query = dnsPacket.decode(message);
    } catch {
      return;
    }
    const question = query.questions?.[0];
    if (!question) return;
    questions.push(`${question.type} ${question.name}`);
    const known = records[question.name.toLowerCase()];
    const data = known && (question.type === 'A' || question.type === 'AAAA') ? (known[question.type] ?? []) : [];
    const answers = data.map((address) => ({ type: question.type as 'A' | 'AAAA', name: question.name, ttl: 60, data: address }));
    const response = dnsPacket.encode({
      type: 'response',
      id: query.id,
      flags: dnsPacket.RECURSION_DESIRED | dnsPacket.RECURSION_AVAILABLE | (known ? 0 : 3 /* NXDOMAIN */),
      questions: query.questions,
      answers,
    });
    socket.send(response, remote.port, remote.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  return {
    port: socket.address().port,
    questions,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
