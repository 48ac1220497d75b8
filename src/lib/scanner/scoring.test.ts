import { connectionScore, domainScore, donutColour, emailScore, isFullMark, optionsScore, overallScore } from './scoring';

const ok = { success: true };
const no = { success: false };

describe('group scores (the weights)', () => {
  it('domain: ipv6 30, dnssec 50, dane 20', () => {
    expect(domainScore({ ipv6: ok, dnssec: ok, dane: ok })).toBe(100);
    expect(domainScore({ ipv6: ok, dnssec: no, dane: no })).toBe(30);
    expect(domainScore({ ipv6: no, dnssec: ok, dane: no })).toBe(50);
    expect(domainScore({ ipv6: no, dnssec: ok, dane: ok })).toBe(70);
  });

  it('domain: dane counts only when dnssec passes', () => {
    expect(domainScore({ ipv6: ok, dnssec: no, dane: ok })).toBe(30);
    expect(domainScore({ ipv6: no, dnssec: no, dane: ok })).toBe(0);
  });

  it('connection: https 25, httpsRedirect 10, httpCompression 5, ssl 20, tls 20, hsts 20', () => {
    const all = { https: ok, httpsRedirect: ok, httpCompression: ok, ssl: ok, tls: ok, hsts: ok };
    expect(connectionScore(all)).toBe(100);
    expect(connectionScore({ ...all, https: no })).toBe(75);
    expect(connectionScore({ ...all, httpsRedirect: no })).toBe(90);
    expect(connectionScore({ ...all, httpCompression: no })).toBe(95);
    expect(connectionScore({ ...all, ssl: no })).toBe(80);
    expect(connectionScore({ ...all, tls: no })).toBe(80);
    expect(connectionScore({ ...all, hsts: no })).toBe(80);
    expect(connectionScore({})).toBe(0);
  });

  it('options: 25 each', () => {
    expect(optionsScore({ xFrameOptions: ok, xContentTypeOptions: ok, contentSecurityPolicy: ok, referrerPolicy: ok })).toBe(100);
    expect(optionsScore({ xFrameOptions: ok, xContentTypeOptions: no, contentSecurityPolicy: ok, referrerPolicy: no })).toBe(50);
  });

  it('email: spf 30, dkim 30, dmarc 40', () => {
    expect(emailScore({ spf: ok, dkim: ok, dmarc: ok })).toBe(100);
    expect(emailScore({ spf: ok, dkim: no, dmarc: no })).toBe(30);
    expect(emailScore({ spf: no, dkim: ok, dmarc: no })).toBe(30);
    expect(emailScore({ spf: no, dkim: no, dmarc: ok })).toBe(40);
  });
});

describe('overall score', () => {
  it('is 0.2 domain + 0.3 connection + 0.2 options + 0.3 email', () => {
    expect(overallScore({ domainSec: 100, connSec: 100, secOptions: 100, emailSec: 100 })).toBe(100);
    expect(overallScore({ domainSec: 100, connSec: 0, secOptions: 0, emailSec: 0 })).toBe(20);
    expect(overallScore({ domainSec: 0, connSec: 100, secOptions: 0, emailSec: 0 })).toBe(30);
    expect(overallScore({ domainSec: 0, connSec: 0, secOptions: 100, emailSec: 0 })).toBe(20);
    expect(overallScore({ domainSec: 0, connSec: 0, secOptions: 0, emailSec: 100 })).toBe(30);
    expect(overallScore({ domainSec: 50, connSec: 80, secOptions: 75, emailSec: 70 })).toBe(70);
  });

  it('rounds to a whole number', () => {
    // 0.2*30 + 0.3*95 + 0.2*25 + 0.3*30 = 6 + 28.5 + 5 + 9 = 48.5
    expect(overallScore({ domainSec: 30, connSec: 95, secOptions: 25, emailSec: 30 })).toBe(49);
  });

  it('100 is the full mark', () => {
    expect(isFullMark(100)).toBe(true);
    expect(isFullMark(99)).toBe(false);
  });
});

describe('donut colour', () => {
  it.each([
    [100, 'green'],
    [71, 'green'],
    [70, 'amber'],
    [21, 'amber'],
    [20, 'red'],
    [0, 'red'],
  ] as const)('%d is %s', (score, colour) => {
    expect(donutColour(score)).toBe(colour);
  });
});
