import 'server-only';
import dgram from 'node:dgram';
import net from 'node:net';
import { randomInt } from 'node:crypto';
import * as dnsPacket from 'dns-packet';
import type { ResolverAddress } from './config';

/**
 * A small stub resolver over dns-packet: one question to the configured recursive resolver,
 * over UDP, retried over TCP when the answer is truncated. The AD flag of the answer is the
 * resolver's DNSSEC verdict, so the resolver must validate (unbound does).
 */
export type RecordType = dnsPacket.RecordType;
export type Answer = dnsPacket.Answer;

export interface DnsQueryOptions {
  resolver: ResolverAddress;
  timeoutMs: number;
  /** EDNS DO bit: ask for DNSSEC records and the AD flag. */
  dnssecOk?: boolean;
  /** CD bit: ask the resolver not to validate (used to tell 'bogus' from 'down'). */
  checkingDisabled?: boolean;
  signal?: AbortSignal;
}

export interface DnsResponse {
  rcode: string;
  authenticated: boolean;
  truncated: boolean;
  answers: Answer[];
  authorities: Answer[];
  /** 'udp' or 'tcp': which transport produced this answer. */
  transport: 'udp' | 'tcp';
}

export class DnsTimeoutError extends Error {
  constructor(name: string, type: string) {
    super(`DNS query for ${name} ${type} timed out`);
    this.name = 'DnsTimeoutError';
  }
}

function buildQuery(name: string, type: RecordType, options: DnsQueryOptions, id: number): dnsPacket.Packet {
  let flags = dnsPacket.RECURSION_DESIRED;
  // RFC 6840 section 5.7: setting AD in the query asks for the AD bit in the answer.
  if (options.dnssecOk) flags |= dnsPacket.AUTHENTIC_DATA;
  if (options.checkingDisabled) flags |= dnsPacket.CHECKING_DISABLED;
  return {
    type: 'query',
    id,
    flags,
    questions: [{ type, name }],
    additionals: [
      {
        type: 'OPT',
        name: '.',
        udpPayloadSize: 1232,
        extendedRcode: 0,
        ednsVersion: 0,
        flags: options.dnssecOk ? dnsPacket.DNSSEC_OK : 0,
        flag_do: Boolean(options.dnssecOk),
        options: [],
      },
    ],
  };
}

function toResponse(packet: dnsPacket.DecodedPacket, transport: 'udp' | 'tcp'): DnsResponse {
  const rcode = (packet as dnsPacket.DecodedPacket & { rcode?: string }).rcode ?? 'NOERROR';
  return {
    rcode,
    authenticated: packet.flag_ad,
    truncated: packet.flag_tc,
    answers: packet.answers ?? [],
    authorities: packet.authorities ?? [],
    transport,
  };
}

function matches(packet: dnsPacket.DecodedPacket, id: number, name: string, type: RecordType): boolean {
  const question = packet.questions?.[0];
  return (
    packet.id === id &&
    packet.type === 'response' &&
    (!question || (question.name.toLowerCase() === name.toLowerCase().replace(/\.$/, '') && question.type === type))
  );
}

function withDeadline<T>(
  options: DnsQueryOptions,
  name: string,
  type: string,
  start: (resolve: (value: T) => void, reject: (error: Error) => void) => () => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    let cleanup: () => void = () => undefined;
    const finish = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      cleanup();
      fn();
    };
    const timer = setTimeout(() => finish(() => reject(new DnsTimeoutError(name, type))), options.timeoutMs);
    const onAbort = () => finish(() => reject(new DnsTimeoutError(name, type)));
    if (options.signal?.aborted) {
      onAbort();
      return;
    }
    options.signal?.addEventListener('abort', onAbort, { once: true });
    cleanup = start(
      (value) => finish(() => resolve(value)),
      (error) => finish(() => reject(error)),
    );
  });
}

function queryUdp(name: string, type: RecordType, options: DnsQueryOptions): Promise<DnsResponse> {
  const id = randomInt(0, 65536);
  const message = dnsPacket.encode(buildQuery(name, type, options, id));
  return withDeadline(options, name, type, (resolve, reject) => {
    const socket = dgram.createSocket(net.isIPv6(options.resolver.host) ? 'udp6' : 'udp4');
    socket.on('error', reject);
    socket.on('message', (buffer) => {
      try {
        const packet = dnsPacket.decode(buffer);
        // Ignore stray datagrams (wrong id or question): a spoofing attempt or a late answer.
        if (matches(packet, id, name, type)) resolve(toResponse(packet, 'udp'));
      } catch {
        // malformed datagram: keep waiting until the deadline
      }
    });
    socket.send(message, options.resolver.port, options.resolver.host, (error) => {
      if (error) reject(error);
    });
    return () => socket.close();
  });
}

function queryTcp(name: string, type: RecordType, options: DnsQueryOptions): Promise<DnsResponse> {
  const id = randomInt(0, 65536);
  const message = dnsPacket.streamEncode(buildQuery(name, type, options, id));
  return withDeadline(options, name, type, (resolve, reject) => {
    const socket = net.connect({ host: options.resolver.host, port: options.resolver.port });
    let buffered = Buffer.alloc(0);
    socket.on('error', reject);
    socket.on('connect', () => socket.write(message));
    socket.on('data', (chunk) => {
      buffered = Buffer.concat([buffered, chunk]);
      if (buffered.length > 70_000) return reject(new Error('DNS answer over TCP too large'));
      if (buffered.length < 2) return;
      const length = buffered.readUInt16BE(0);
      if (buffered.length < length + 2) return;
      try {
        const packet = dnsPacket.decode(buffered.subarray(2, length + 2));
        if (matches(packet, id, name, type)) resolve(toResponse(packet, 'tcp'));
        else reject(new Error('DNS answer over TCP does not match the question'));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
    socket.on('end', () => reject(new Error('DNS connection closed before an answer')));
    return () => socket.destroy();
  });
}

/** One question: UDP first, TCP when the UDP answer is truncated. */
export async function queryDns(name: string, type: RecordType, options: DnsQueryOptions): Promise<DnsResponse> {
  const udp = await queryUdp(name, type, options);
  if (!udp.truncated) return udp;
  return queryTcp(name, type, options);
}

/** Joins the character strings of a TXT record into one string. */
export function txtValue(answer: Answer): string {
  if (answer.type !== 'TXT') return '';
  const data = answer.data;
  const parts = Array.isArray(data) ? data : [data];
  return parts.map((part) => (typeof part === 'string' ? part : part.toString('utf8'))).join('');
}

/** The TXT strings of an answer for `name` (CNAMEs followed by the resolver). */
export function txtRecords(response: DnsResponse): string[] {
  return response.answers.filter((answer) => answer.type === 'TXT').map(txtValue);
}

export function addressRecords(response: DnsResponse, type: 'A' | 'AAAA'): string[] {
  return response.answers
    .filter((answer): answer is dnsPacket.StringAnswer => answer.type === type)
    .map((answer) => answer.data);
}
