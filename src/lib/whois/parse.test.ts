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

describe('not-found wordings of the registries (issue 16, kind 1)', () => {
  it.each([
    '% No match for "example.zz".\n',
    'No match for "EXAMPLE.COM".\r\n',
    'Not found: example.zz\n',
    'We do not have an entry in our database matching your query.\n',
    'NO MATCH: example.zz\n',
    'Domain: example.zz\nStatus: AVAILABLE\n',
    'Domain: example.zz\nStatus: FREE\n',
    'Status: AVAILABLE (No match for domain "example.zz")\n',
    'The domain has not been registered.\n',
    'domain "example.zz" not found.\n',
    'No information available about domain name example.pl in the Registry NASK database.\n',
    '%ERROR:103: Domain is not registered\n',
    '%ERROR:101: no entries found\n',
    '% nothing found\n',
    'query_status: 220 Available\n',
    'No Found\n',
    '% Object "example.cat" NOT FOUND.\n',
    '>>> Domain example.sexy is available for registration\n',
    '"example.se" not found.\n',
    'Sorry, but domain: "example.uz", not found in database\n',
    'example.pt no match\n',
    'Nincs találat / No match\n',
    'Above domain name is not registered to KRNIC.\n',
    'No such domain example.ac.uk\n',
    'Domain example.ai not registred.\n',
    'Invalid query or domain name not known in Dot TK Domain Registry\n',
    'Key not found\n',
    'Available\nDomain: example.co.za\n',
    'Object_Not_Found\n',
    'example.cl: no existe\n',
    'Domain example.io - Available\n',
    'Domain name example.bg does not exist in database!\n',
    'Domain Status: No Object Found\n',
    'The queried object does not exist: DOMAIN NOT FOUND\n',
    'This query returned 0 objects.\n',
  ])('%j', (answer) => {
    expect(isNotFoundAnswer(answer)).toBe(true);
  });

  it.each([
    // terms-of-use prose and registered answers' lines
    '% It allows persons to check whether a specific domain name is still available or not\n',
    'NOTICE: The expiration date displayed in this record is the date the registrar\'s sponsorship\n',
    'Domain Name: EXAMPLE.COM\nDomain Status: ok\n',
    'Domain: example.be\nStatus:\tNOT AVAILABLE\n',
    'Status: Available for transfer\n',
    'Service is free of charge for non-commercial use.\n',
    'Registrant: Not shown, please visit www.dns.be\n',
    'This information is provided free of charge\n',
  ])('not a not-found answer: %j', (answer) => {
    expect(isNotFoundAnswer(answer)).toBe(false);
  });

  it('registration data vetoes a stray wording (never on a registered answer)', () => {
    const answer =
      'Domain Name: example.zz\nCreation Date: 2001-02-03T04:05:06Z\nRegistry Expiry Date: 2031-02-03T04:05:06Z\n' +
      'Name Server: ns1.example.zz\n% No entries found for contact FOO\n';
    expect(isNotFoundAnswer(answer)).toBe(false);
  });

  it('a registry entry of REGISTRY_LAYOUTS can add its own wording', async () => {
    const { REGISTRY_LAYOUTS } = await import('./layouts');
    REGISTRY_LAYOUTS.zz = { notFound: [/^nada por aqui$/i] };
    try {
      expect(isNotFoundAnswer('Nada por aqui\n', 'example.zz')).toBe(true);
      expect(isNotFoundAnswer('Nada por aqui\n', 'example.yy')).toBe(false);
    } finally {
      delete REGISTRY_LAYOUTS.zz;
    }
  });
});

describe('layouts and values (issue 16, kinds 3 and 4)', () => {
  it("reads 'Key:value' with no space after the colon (legacy Afilias / CentralNic / PIR)", () => {
    const summary = parseSummary(
      'Domain ID:D1-ORG\nDomain Name:EXAMPLE.ORG\nCreated On:15-Jan-2008 11:28:02 UTC\nSponsoring Registrar:Example Registrar (R1)\n' +
        'Status:CLIENT TRANSFER PROHIBITED\nName Server:NS1.EXAMPLE.NET\nName Server:NS2.EXAMPLE.NET\nName Server:\n' +
        'Registrant URL:http://example.org/x\n',
      'example.org',
    );
    expect(summary).toMatchObject({
      // the handle in brackets is kept beside the name (registrar.ts)
      registrar: 'Example Registrar',
      registrarId: 'R1',
      created: '2008-01-15T11:28:02Z',
      status: ['CLIENT TRANSFER PROHIBITED'],
      nameServers: ['ns1.example.net', 'ns2.example.net'],
    });
  });

  it('reads other registries\' key names', () => {
    const summary = parseSummary(
      'domain_name: example.zz\nregistrar_name: Example Registrar\ndomain_dateregistered: 2001-02-03\n' +
        'Domain expires: 2031-02-03\nDomain record last updated: 2020-01-01\nns_name_01: ns1.example.zz\nns_name_02: ns2.example.zz\n',
      'example.zz',
    );
    expect(summary).toMatchObject({
      registrar: 'Example Registrar',
      created: '2001-02-03',
      expires: '2031-02-03',
      updated: '2020-01-01',
      nameServers: ['ns1.example.zz', 'ns2.example.zz'],
    });
    expect(parseSummary('domain: x.zz\nregistrar-name: R\nexpire-date: 2030-01-01\nvalidity: 2031-01-01\n', 'x.zz')).toMatchObject({
      registrar: 'R',
      expires: '2030-01-01',
    });
    expect(parseSummary('Domain: x.zz\nRecord expires on 2030-01-01\nRegistration Service Provider: Acme\n', 'x.zz')).toMatchObject({
      registrar: 'Acme',
      expires: '2030-01-01',
    });
    expect(parseSummary('Domain Name : x.zz\nAuthorized Agency : Whois Corp.(http://whois.co.kr)\nvalidity: 2031-01-01\n', 'x.zz')).toMatchObject({
      registrar: 'Whois Corp.',
      expires: '2031-01-01',
    });
    // Spanish keys (accents do not matter)
    expect(
      parseSummary(
        'Nombre de dominio: x.cl\nAgente Registrador: Acme\nFecha de creación: 2002-10-22 17:48:23 CLST\nFecha de expiración: 2030-11-20 14:48:02 CLST\nServidores de nombre: ns1.x.cl\n',
        'x.cl',
      ),
    ).toMatchObject({ registrar: 'Acme', created: '2002-10-22T20:48:23Z', expires: '2030-11-20T17:48:02Z', nameServers: ['ns1.x.cl'] });
  });

  it('reads blocks under a header without a colon, and tab-separated layouts', () => {
    const summary = parseSummary(
      'Domain:\tx.zz\nRegistered:\tTue Dec 12 2000\n\nRegistrar\n  Organization:     Example Registrar Ltd\n  Name:             EXAMPLE-REG\n\n' +
        'Nameservers\n  ns1.example.net\n  ns2.example.net\n\nCreated\t2001-01-01\n',
      'x.zz',
    );
    expect(summary).toMatchObject({ registrar: 'Example Registrar Ltd', created: '2000-12-12', nameServers: ['ns1.example.net', 'ns2.example.net'] });
  });

  it("takes name servers from the 'Hostname:' lines, not from the domain's own line", () => {
    const summary = parseSummary(
      'Domain:               x.dk\nDNS:                  x.dk\nRegistered:           1999-01-10\n\nNameservers\nHostname:             ns1.x.net\nHandle:               H1\nHostname:             ns2.x.net\n',
      'x.dk',
    );
    expect(summary.nameServers).toEqual(['ns1.x.net', 'ns2.x.net']);
  });

  it("keeps contact addresses' 'State:' lines and contact statuses out of the domain status", () => {
    const summary = parseSummary(
      'Domain Name: x.zz\nDomain Status: ok\n\nRegistrant:\n  Name: A\n  State: California\n  Status: verified\n\n' +
        'person: B\nnic-hdl: B1\nstatus: ASSIGNED\n',
      'x.zz',
    );
    expect(summary.status).toEqual(['ok']);
    const kaznic = parseSummary('Domain Name....: x.kz\nStreet Address.: 1 Road\nCity...........: Almaty\nState..........: Almaty\n', 'x.kz');
    expect(kaznic.status).toEqual([]);
  });

  it('keeps the dates of contact and name-server-set objects run together with the domain object out of its own', () => {
    // NIC.ar and FRED registries (NIC.cr) print the objects without blank lines between them
    const fred = parseSummary(
      'domain: x.zz\nnsset: X_NS\nregistrar: REG-1\nregistered: 18.04.2002 18:00:00\nchanged: 28.02.2017 06:39:42\n' +
        'contact: CON-1\norg: Acme\nregistrar: REG-1\nchanged: 28.03.2019 03:49:37\n' +
        'nsset: X_NS\nnserver: ns1.x.zz\nnserver: ns2.x.zz\ncreated: 03.06.2011 12:51:41\nchanged: 30.03.2016 10:37:14\n',
      'x.zz',
    );
    expect(fred).toMatchObject({ created: '2002-04-18T18:00:00', updated: '2017-02-28T06:39:42', nameServers: ['ns1.x.zz', 'ns2.x.zz'] });
    const nicAr = parseSummary(
      'domain:\t\tx.zz\nregistrar:\tnicar\nchanged:\t2018-05-19 12:18:44.329522\ncontact:\t123\nname:\t\tA\nchanged:\t2019-03-21 20:38:40\n' +
        'nserver:\tns1.x.zz (192.0.2.1/32)\nregistrar:\tnicar\ncreated:\t2016-06-30 22:15:47\n',
      'x.zz',
    );
    expect(nicAr).toMatchObject({ registrar: 'nicar', updated: '2018-05-19T12:18:44', nameServers: ['ns1.x.zz'] });
    // a registrant named by "person:" inside the domain object (RIPN) opens no new object
    expect(parseSummary('domain: x.zz\nperson: Private Person\nregistrar: R-1\ncreated: 2001-11-19\n', 'x.zz').created).toBe('2001-11-19');
  });

  it("does not take 'Registration status: Registered until cancelled' for a domain status beside 'Domain Status'", () => {
    const text = 'Domain:\n     x.gg\n\nDomain Status:\n     Active\n     Transfer Prohibited by Registrar\n\nRegistration status:\n     Registered until cancelled\n';
    expect(parseSummary(text, 'x.gg').status).toEqual(['Active', 'Transfer Prohibited by Registrar']);
    expect(parseSummary('Domain name:\n    x.uk\n\nRegistration status:\n    Registered until expiry date.\n', 'x.uk').status).toEqual([
      'Registered until expiry date.',
    ]);
  });

  it('shows the registrar name rather than its handle when both are given', () => {
    expect(parseSummary('Domain: x.zz\nRegistrar: ACME-REG\nRegistrar Name: Acme Registrar Inc.\n', 'x.zz').registrar).toBe('Acme Registrar Inc.');
  });

  it('leaves notes out of dates and unreadable dates out of the summary', () => {
    const summary = parseSummary('domain: x.zz\nchanged: hostmaster@x.zz 20140116 (Changed)\ncreated: sometime in 1996\n', 'x.zz');
    expect(summary.updated).toBe('2014-01-16');
    expect(summary.created).toBeUndefined();
  });

  it('uses the registry table for month-first dates (Freenom)', () => {
    const text = '   Domain registered: 01/03/2016\n   Record will expire on: 03/02/2020\n';
    expect(parseSummary(text, 'x.tk')).toMatchObject({ created: '2016-01-03', expires: '2020-03-02' });
    expect(parseSummary(text, 'x.zz')).toMatchObject({ created: '2016-03-01', expires: '2020-02-03' });
  });
});

describe('name-server values', () => {
  it('reads lists, addresses and notes', () => {
    const summary = parseSummary(
      'Domain Name: x.zz\nName Servers: ns1.x.zz, ns2.x.zz\nnserver: ns3.x.zz 192.0.2.1\nnserver: ns4.x.zz. not.defined.\nnserver: ns5.x.zz [OK]\nnserver: 192.0.2.9\n',
      'x.zz',
    );
    expect(summary.nameServers).toEqual(['ns1.x.zz', 'ns2.x.zz', 'ns3.x.zz', 'ns4.x.zz', 'ns5.x.zz']);
  });
});
