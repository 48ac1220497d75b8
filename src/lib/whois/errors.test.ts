import { describe, expect, it } from 'vitest';
import { failureLogLine, WhoisTimeoutError, WhoisTooLargeError, WhoisUnavailableError } from './errors';

describe('whois unavailable message', () => {
  it('says why in words, never with an errno code', () => {
    expect(new WhoisUnavailableError('whois.example', 'ENOTFOUND').message).toBe('The whois server could not be reached: its name does not resolve. Please try again later.');
    expect(new WhoisUnavailableError('whois.example', 'ECONNREFUSED').message).toContain('it refused the connection');
    const odd = new WhoisUnavailableError('whois.example', 'ERR_SOCKET_BAD_PORT at Socket.connect (node:net:1:1)');
    expect(odd.message).toBe('The whois server could not be reached. Please try again later.');
    expect(odd.code).toBe('whois-unavailable');
    expect(odd.message).not.toMatch(/E[A-Z]{3,}|node:/);
  });

  it('names no server, address or port; the log line does, on one line', () => {
    const errors = [
      new WhoisUnavailableError('192.0.32.59', 'EHOSTUNREACH 192.0.32.59:43'),
      new WhoisUnavailableError('2001:500:88:200::59', 'connect ENETUNREACH 2001:500:88:200::59:43\n    at TCPConnectWrap'),
      new WhoisTimeoutError('192.0.32.59'),
      new WhoisTooLargeError('192.0.32.59', 1024),
    ];
    for (const error of errors) {
      expect(error.message).not.toMatch(/192\.0|2001:|:43|\d{3,}|E[A-Z]{3,}/);
      const line = failureLogLine('example.com', error);
      expect(line).toContain(error.server);
      expect(line.split('\n')).toHaveLength(1);
    }
    expect(errors[1]!.message).toBe('The whois server could not be reached. Please try again later.');
    expect(new WhoisUnavailableError('192.0.32.59', 'EHOSTUNREACH').message).toBe('The whois server could not be reached: it cannot be reached from here. Please try again later.');
  });
});
