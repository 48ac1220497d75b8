import { describe, expect, it } from 'vitest';
import { isNotFoundAnswer, mergeSummaries, parseSummary, referralServer, whoisRecords } from './parse';
import { sampleBytes, whoisSamples } from './testing/conformance';

const text = (domain: string, source = 'python-whois') => {
  const sample = whoisSamples().find((s) => s.domain === domain && s.source.includes(source === 'python-whois' ? 'penman' : 'likexian'));
  if (!sample) throw new Error(`no sample ${domain}`);
  return new TextDecoder().decode(sampleBytes(sample));
};

describe('whoisRecords', () => {
  it('reads block headers, dotted leaders, tabs, JPRS brackets and continuation lines', () => {
    const records = whoisRecords(
      'Registrar:\r\n   Hosting Secure\r\n   Street 1\r\n\r\nCreated on......: 2001-Aug-23.\nname:\t\tX\n' +
        'p. [Name Server]   ns1.example.jp\n[State]   Connected (2025/09/30)\n' +
        'Domain status : ok - fine\n                hold - also\nhttp://example.com/x\n',
    );
    expect(records.filter((r) => r.key !== '').map(({ key, value }) => ({ key, value }))).toEqual([
      { key: 'registrar', value: 'Hosting Secure' },
      { key: 'registrar', value: 'Street 1' },
      { key: 'created on', value: '2001-Aug-23.' },
      { key: 'name', value: 'X' },
      { key: 'name server', value: 'ns1.example.jp' },
      { key: 'state', value: 'Connected (2025/09/30)' },
      { key: 'domain status', value: 'ok - fine' },
      { key: 'domain status', value: 'hold - also' },
    ]);
  });
  it('does not split host names with IPv6 addresses or URLs into keys', () => {
    expect(whoisRecords('Name servers:\n    ns1.example.uk   2610:00a1:1017::1\n').map((r) => r.value)).toEqual([
      'ns1.example.uk   2610:00a1:1017::1',
    ]);
  });
});

describe('parseSummary on real answers', () => {
  it('KazNIC: status list without the address "State: -" placeholder', () => {
    const summary = parseSummary(text('yandex.kz'), 'yandex.kz');
    expect(summary.status).toEqual(['clientTransferProhibited', 'clientDeleteProhibited', 'clientRenewProhibited']);
    expect(summary.registrar).toBe('HOSTER.KZ');
  });
  it('HKIRC: name servers under a header followed by a blank line', () => {
    expect(parseSummary(text('sbc.org.hk'), 'sbc.org.hk').nameServers).toEqual(['ns19.odysseyhost.com', 'ns20.odysseyhost.com']);
  });
  it('legacy Verisign: starts at the record of the asked domain, not the "GOOGLE.COM.*" spam records', () => {
    const summary = parseSummary(text('google.com'), 'google.com');
    expect(summary.registrar).toBe('MARKMONITOR INC.');
    expect(summary.created).toBe('1997-09-15');
  });
  it('merge keeps registry values and fills gaps from the registrar', () => {
    const merged = mergeSummaries({ registrar: 'A', status: [], nameServers: ['ns1.a.com'] }, { registrar: 'B', created: '2001-01-01', status: ['ok'], nameServers: [] });
    expect(merged).toEqual({ registrar: 'A', created: '2001-01-01', status: ['ok'], nameServers: ['ns1.a.com'] });
  });
});

describe('referralServer', () => {
  it('takes the registrar server of the asked record in a legacy thin answer', () => {
    expect(referralServer(text('google.com'), 'registrar', 'google.com')).toBe('whois.markmonitor.com');
    expect(referralServer(text('reddit.com'), 'registrar', 'reddit.com')).toBe('rs.domainbank.net');
    expect(referralServer(text('urlowl.com'), 'registrar', 'urlowl.com')).toBe('whois.dynadot.com');
  });
  it('reads IANA refer: lines', () => {
    expect(referralServer('% IANA WHOIS server\n\nrefer:        whois.nic.zz\n\ndomain:       ZZ\n', 'root')).toBe('whois.nic.zz');
    expect(referralServer('% This query returned 0 objects.\n', 'root')).toBeNull();
  });
});

describe('isNotFoundAnswer', () => {
  it('recognises every not-found sample and no registered one', () => {
    for (const sample of whoisSamples()) {
      const answer = new TextDecoder().decode(sampleBytes(sample));
      expect(isNotFoundAnswer(answer), sample.domain).toBe(sample.outcome === 'not-found');
    }
  });
  it.each(['NOT FOUND\n', '%% No entries found\n', 'No Data Found\n', 'The queried object does not exist: x\n'])('%j', (answer) => {
    expect(isNotFoundAnswer(answer)).toBe(true);
  });
});
