import dgram from 'node:dgram';
import * as dnsPacket from 'dns-packet';

/**
 * A UDP DNS server on 127.0.0.1 for tests, e2e and the screenshot script: every well-formed question
 * is recorded (as `describe` writes it) and answered with what `answer` returns for it, or not at all
 * for 'drop'. UDP only: the answers are never truncated. Nothing leaves the machine.
 */
export interface LoopbackDns {
  port: number;
  /** The questions received, in order. */
  questions: string[];
  close(): Promise<void>;
}

type LoopbackDnsAnswer = { rcode: 'NOERROR' | 'NXDOMAIN' | 'SERVFAIL'; answers: dnsPacket.Answer[] } | 'drop';

const RCODE_FLAG = { NOERROR: 0, SERVFAIL: 2, NXDOMAIN: 3 } as const;

export async function startLoopbackDns(answer: (question: dnsPacket.Question) => LoopbackDnsAnswer, describe: (question: dnsPacket.Question) => string): Promise<LoopbackDns> {
  const questions: string[] = [];
  const socket = dgram.createSocket('udp4');
  socket.on('message', (message, peer) => {
    let query: dnsPacket.DecodedPacket;
    try {
      query = dnsPacket.decode(message);
    } catch {
      return;
    }
    const question = query.questions?.[0];
    if (!question) return;
    questions.push(describe(question));
    const reply = answer(question);
    if (reply === 'drop') return;
    const response = dnsPacket.encode({
      type: 'response',
      id: query.id,
      flags: dnsPacket.RECURSION_DESIRED | dnsPacket.RECURSION_AVAILABLE | RCODE_FLAG[reply.rcode],
      questions: [question],
      answers: reply.answers,
    });
    socket.send(response, peer.port, peer.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  return {
    port: socket.address().port,
    questions,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
