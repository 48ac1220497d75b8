import { startLoopbackDns, type LoopbackDns } from '../../net/loopback-dns';

/**
 * A loopback DNS server for tests (unit and e2e): answers A/AAAA from `records` (a known name without
 * records of the asked type is NOERROR with no answers; an unknown name is NXDOMAIN) and records every
 * question as "TYPE name", so a test sees exactly what the scanner asked DNS (src/lib/net/loopback-dns.ts).
 */
export type FakeResolver = LoopbackDns;

export function startFakeResolver(records: Record<string, { A?: string[]; AAAA?: string[] }> = {}): Promise<FakeResolver> {
  return startLoopbackDns(
    (question) => {
      const known = records[question.name.toLowerCase()];
      const data = known && (question.type === 'A' || question.type === 'AAAA') ? (known[question.type] ?? []) : [];
      return { rcode: known ? 'NOERROR' : 'NXDOMAIN', answers: data.map((address) => ({ type: question.type as 'A' | 'AAAA', name: question.name, ttl: 60, data: address })) };
    },
    (question) => `${question.type} ${question.name}`,
  );
}
