import { describe, expect, it } from 'vitest';
import { WhoisUnavailableError } from './errors';

describe('whois unavailable message', () => {
  it('says why in words, never with an errno code', () => {
    expect(new WhoisUnavailableError('whois.example', 'ENOTFOUND').message).toBe('The whois server whois.example could not be reached: its name does not resolve. Please try again later.');
    expect(new WhoisUnavailableError('whois.example', 'ECONNREFUSED').message).toContain('it refused the connection');
    const odd = new WhoisUnavailableError('whois.example', 'ERR_SOCKET_BAD_PORT at Socket.connect (node:net:1:1)');
    expect(odd.message).toBe('The whois server whois.example could not be reached. Please try again later.');
    expect(odd.code).toBe('whois-unavailable');
    expect(odd.message).not.toMatch(/E[A-Z]{3,}|node:/);
  });
});
