import { describe, expect, it } from 'vitest';
import { isNotFoundAnswer, parseSummary } from './parse';
import { cleanRegistrar } from './registrar';

/**
 * Registrar extraction (issue 30): answers written for these tests in the shapes of the ccTLD
 * registries' port-43 answers (names, handles and addresses made up; layouts as the registries print
 * them). Each shape is a general rule, never a per-registry case.
 */
const registrarOf = (text: string, domain: string) => {
  // every answer here is a registered one: it is never read as not found
  expect(isNotFoundAnswer(text, domain)).toBe(false);
  const { registrar, registrarId } = parseSummary(text, domain);
  return { registrar, registrarId };
};

describe('a registrar handle resolved through the registrar object of the same answer', () => {
  it('SK-NIC: "Registrar: HANDLE" on the domain, then the registrar object with Name / Organization', () => {
    const text = `Domain:                       shop-example.sk
Registrant:                   H1234567
Admin Contact:                H1234567
Tech Contact:                 H1234567
Registrar:                    ACTI-0024
Created:                      2012-07-23
Updated:                      2020-07-02
Valid Until:                  2031-07-13
Nameserver:                   ns1.example-dns.sk
Nameserver:                   ns2.example-dns.sk
EPP Status:                   ok

Registrar:                    ACTI-0024
Name:                         Example Hosting s. r. o.
Organization:                 Example Hosting s. r. o.
Organization ID:              12345678
Phone:                        +421.212345678
Email:                        registry@example-hosting.sk
Street:                       Hlavna 1
City:                         Bratislava
Postal Code:                  811 01
Country Code:                 SK
Created:                      2017-09-01
Updated:                      2022-02-10

Contact:                      H1234567
Name:                         Jana Example
Organization:                 Shop Example s.r.o.
Registrar:                    ACTI-0024
Created:                      2012-07-20
Updated:                      2019-01-01
`;
    const summary = parseSummary(text, 'shop-example.sk');
    expect(summary).toMatchObject({
      registrar: 'Example Hosting s. r. o.',
      registrarId: 'ACTI-0024',
      created: '2012-07-23',
      updated: '2020-07-02',
      expires: '2031-07-13',
      status: ['ok'],
      nameServers: ['ns1.example-dns.sk', 'ns2.example-dns.sk'],
    });
    expect(isNotFoundAnswer(text, 'shop-example.sk')).toBe(false);
  });

  it('.ua: the registrar object after "% Registrar:" comment lines, a lower-case dotted handle', () => {
    const text = `% Request from 192.0.2.7
% This is the Ukrainian Whois query server #F.
% The Whois is subject to Terms of use

domain:           example.com.ua
dom-public:       NO
mnt-by:           ua.example-registrar
nserver:          ns1.example.net
nserver:          ns2.example.net
status:           clientDeleteProhibited
status:           clientTransferProhibited
created:          2002-12-04 00:00:00+02
modified:         2023-11-03 11:46:57+02
expires:          2031-12-04 00:00:00+02
source:           UAEPP

% Registrar:
% ==========
registrar:        ua.example-registrar
organization:     Example Registrar Inc.
organization-loc: Example Registrar Inc.
url:              http://registrar.example
city:             Kyiv
country:          UA
abuse-email:      abuse@registrar.example
source:           UAEPP

% Registrant:
% ===========
person:           Not published
organization-loc: Example LLC
country:          US
source:           UAEPP
`;
    expect(parseSummary(text, 'example.com.ua')).toMatchObject({
      registrar: 'Example Registrar Inc.',
      registrarId: 'ua.example-registrar',
      created: '2002-12-03T22:00:00Z',
      expires: '2031-12-03T22:00:00Z',
      nameServers: ['ns1.example.net', 'ns2.example.net'],
    });
  });

  it('FRED (.cz and others): a REG- handle, contacts that name the registrar, and the registrar object with org:', () => {
    const text = `domain:       example.cz
registrant:   CID-EXAMPLE
admin-c:      CID-ADMIN
nsset:        NSS-EXAMPLE
registrar:    REG-EXAMPLE
status:       Sponsoring registrar change forbidden
registered:   21.07.2000 15:21:00
changed:      18.05.2021 23:28:45
expire:       22.07.2031

contact:      CID-EXAMPLE
org:          Example a.s.
name:         Jan Example
address:      Milesovska 1
address:      Praha 3
registrar:    REG-EXAMPLE
created:      18.05.2011 23:28:26

registrar:    REG-EXAMPLE
org:          Example Registrar, a.s.
url:          https://registrar.example
phone:        +420.212345678
address:      Na Prikope 1
address:      Praha 1
`;
    expect(registrarOf(text, 'example.cz')).toEqual({ registrar: 'Example Registrar, a.s.', registrarId: 'REG-EXAMPLE' });
    // without the registrar object the handle is all the answer gives: it is shown
    const alone = text.slice(0, text.indexOf('\nregistrar:    REG-EXAMPLE\norg:'));
    expect(registrarOf(alone, 'example.cz')).toEqual({ registrar: 'REG-EXAMPLE', registrarId: 'REG-EXAMPLE' });
  });

  it('a registrar section with a Handle line and a Name line', () => {
    const text = 'Domain Name: example.zz\nCreated: 2001-02-03\n\nRegistrar:\n   Handle: ACTI-0024\n   Name: Example Hosting, s.r.o.\n   Phone: +421.2\n';
    expect(registrarOf(text, 'example.zz')).toEqual({ registrar: 'Example Hosting, s.r.o.', registrarId: 'ACTI-0024' });
  });

  it('a contact that names the registrar by handle is not the registrar', () => {
    const text = 'domain: example.zz\nregistrar: REG-A\n\ncontact: CID-1\norg: Registrant Example Ltd\nregistrar: REG-A\n';
    expect(registrarOf(text, 'example.zz')).toEqual({ registrar: 'REG-A', registrarId: 'REG-A' });
  });
});

describe('registrar sections whose name is the first line below the header', () => {
  it('SWITCH (.ch/.li): "Registrar:" then the name on its own line, even when it reads like a header', () => {
    const text = `Domain name:
example.ch

Holder of domain name:
Example AG
Bahnhofstrasse 1
8001 Zuerich
CH

Registrar:
Example Hosting AG

DNSSEC:N

Name servers:
ns1.example.net
ns2.example.net

First registration date:
31.01.1995
`;
    const summary = parseSummary(text, 'example.ch');
    expect(summary).toMatchObject({ registrar: 'Example Hosting AG', created: '1995-01-31', nameServers: ['ns1.example.net', 'ns2.example.net'] });
    expect(summary.registrarId).toBeUndefined();
  });

  it('DNS.pl: "REGISTRAR:" then the name and its address lines', () => {
    const text = `DOMAIN NAME:           example.pl
registrant type:       organization
nameservers:           ns1.example.net.
                       ns2.example.net.
created:               2002.09.19 13:00:00
last modified:         2023.08.14 12:19:02
renewal date:          2031.09.18 14:00:00

no option

dnssec:                Unsigned


REGISTRAR:
Example Registrar Sp z o o
ul. Przykladowa 1
00-001 Warszawa
Polska/Poland
+48.221234567
biuro@registrar.example

WHOIS database responses: http://www.dns.pl/english/opiskomunikatow_en.html
`;
    expect(parseSummary(text, 'example.pl')).toMatchObject({
      registrar: 'Example Registrar Sp z o o',
      created: '2002-09-19T13:00:00',
      expires: '2031-09-18T14:00:00',
      nameServers: ['ns1.example.net', 'ns2.example.net'],
    });
  });

  it('"[Registrar]" then the name on the next line', () => {
    expect(registrarOf('[Domain]\nDomain: example.zz\n\n[Registrar]\nExample Registrar Ltd\nExample Street 1\n', 'example.zz')).toEqual({
      registrar: 'Example Registrar Ltd',
    });
  });
});

describe('registrar lines under a differently named key in a registrar block', () => {
  it('.tr: "** Registrar:" with NIC Handle and Organization Name lines', () => {
    const text = `** Domain Name: example.com.tr
Frozen Status: -
Transfer Status: The domain is LOCKED to transfer.

** Registrant:
   Example Ltd
   Hidden upon user request

** Registrar:
NIC Handle\t\t: exa12-metu
Organization Name\t: Example Bilisim A.S.
Address\t\t\t: Example Cad. 1
Phone\t\t\t: 90-212-1234567

** Domain Servers:
ns1.example.net
ns2.example.net

** Additional Info:
Created on..............: 2001-Aug-23.
Expires on..............: 2031-Aug-22.
`;
    expect(parseSummary(text, 'example.com.tr')).toMatchObject({
      registrar: 'Example Bilisim A.S.',
      registrarId: 'exa12-metu',
      created: '2001-08-23',
      expires: '2031-08-22',
    });
  });

  it('.lv: "[Registrar]" with Type and Name lines', () => {
    const text = `[Domain]
Domain: example.lv
Status: active

[Holder]
    Type: Legal person
    Name: Example SIA
    Address: Riga, LV-1001, Latvia

[Registrar]
    Type: Legal person
    Name: Example Registrar SIA
    Address: Brivibas iela 1, Riga, LV-1010, Latvia
    RegNr: 40001234567

[Nservers]
    Nserver: ns1.example.net
`;
    expect(registrarOf(text, 'example.lv')).toEqual({ registrar: 'Example Registrar SIA' });
  });

  it('.ee: "Registrar:" with name: and url: lines, contacts with name: lines before it', () => {
    const text = `Estonia .ee Top Level Domain WHOIS server

Domain:
name:       example.ee
status:     ok (paid and in zone)
registered: 2010-07-04 12:08:22 +03:00
changed:    2023-07-05 07:29:43 +03:00
expire:     2031-07-05

Registrant:
name:       Example OU
org id:     12345678
country:    EE

Registrar:
name:       Example Registrar OU
url:        http://registrar.example
phone:      +372 1234567
changed:    2020-12-15 16:27:44 +02:00

Name servers:
nserver:   ns1.example.net
`;
    expect(parseSummary(text, 'example.ee')).toMatchObject({ registrar: 'Example Registrar OU', expires: '2031-07-05', nameServers: ['ns1.example.net'] });
  });

  it('EURid and DNS Belgium: "Registrar:" with an indented Name line; the registrar\'s technical contacts are not it', () => {
    const text = `Domain: example.be
Status: NOT AVAILABLE
Registered: Tue Dec 12 2000

Registrant:
        Not shown, please visit www.dnsbelgium.be for webbased whois.

Registrar Technical Contacts:
        Organisation: Example Tech Services
        Language: en

Registrar:
        Name: Example Registrar Inc.
        Website: http://registrar.example

Nameservers:
        ns1.example.net
`;
    expect(registrarOf(text, 'example.be')).toEqual({ registrar: 'Example Registrar Inc.' });
    expect(isNotFoundAnswer(text, 'example.be')).toBe(false);
  });

  it('.it: Organization beside the handle in the Name line', () => {
    const text = 'Domain:             example.it\nStatus:             ok\n\nRegistrar\n  Organization:     Example Registrar S.r.l.\n  Name:             EXAMPLE-REG\n  Web:              https://registrar.example\n';
    expect(registrarOf(text, 'example.it')).toEqual({ registrar: 'Example Registrar S.r.l.', registrarId: 'EXAMPLE-REG' });
  });

  it('.fi: a bare "Registrar" header, a blank line, then dotted keys', () => {
    const text = 'domain.............: example.fi\nstatus.............: Registered\n\nRegistrar\n\nregistrar..........: Example Oy\nwww................: www.registrar.example\n';
    expect(registrarOf(text, 'example.fi')).toEqual({ registrar: 'Example Oy' });
  });
});

describe('names, notes and handles on one line', () => {
  it.each([
    ['Example GmbH ( https://nic.at/registrar/434 )', { name: 'Example GmbH' }],
    ['Inames Co., Ltd.(http://www.inames.example)', { name: 'Inames Co., Ltd.' }],
    ['Example Registrar, Inc. (R22-LRCC)', { name: 'Example Registrar, Inc.', id: 'R22-LRCC' }],
    ['Example IT (380)', { name: 'Example IT', id: '380' }],
    ['exampledomain (Example Domain LLC)', { name: 'Example Domain LLC', id: 'exampledomain' }],
    ['Example Ltd t/a Example [Tag = EXAMPLE]', { name: 'Example Ltd t/a Example', id: 'EXAMPLE' }],
    ['Example Hosting (example.com)', { name: 'Example Hosting (example.com)' }],
    ['Example Registrar (Denmark)', { name: 'Example Registrar (Denmark)' }],
  ])('%j', (value, expected) => {
    expect(cleanRegistrar(value)).toEqual(expected);
  });
  it.each(['abuse@registrar.example', 'https://registrar.example', '+1.5555551234', 'REDACTED FOR PRIVACY', 'n/a', '-'])('%j names nobody', (value) => {
    expect(cleanRegistrar(value)).toBeUndefined();
  });

  it('.at: the registrar with its nic.at page in brackets', () => {
    const text = 'domain:         example.at\nregistrar:      Example GmbH ( https://nic.at/registrar/434 )\nregistrant:     EX1-NICAT\nnserver:        ns1.example.net\nchanged:        20230426 17:57:27\nsource:         AT-DOM\n';
    expect(registrarOf(text, 'example.at')).toEqual({ registrar: 'Example GmbH' });
  });

  it('KISA (.kr): the agency with its web site glued on', () => {
    const text = 'Domain Name                 : example.co.kr\nAuthorized Agency           : Inames Co., Ltd.(http://www.inames.example)\nRegistered Date             : 2009. 03. 05.\n';
    expect(registrarOf(text, 'example.co.kr')).toEqual({ registrar: 'Inames Co., Ltd.' });
  });

  it('Nominet: the registrar tag is its handle', () => {
    const text = 'Domain name:\n    example.co.uk\n\nRegistrar:\n    Example Ltd t/a Example [Tag = EXAMPLE]\n    URL: https://registrar.example\n';
    expect(registrarOf(text, 'example.co.uk')).toEqual({ registrar: 'Example Ltd t/a Example', registrarId: 'EXAMPLE' });
  });
});

describe('answers that give only a handle, or no registrar', () => {
  it('RIPN (.ru): the handle is all there is, and is shown', () => {
    const text = 'domain:        EXAMPLE.RU\nnserver:       ns1.example.net.\nstate:         REGISTERED, DELEGATED, VERIFIED\norg:           Example LLC\nregistrar:     EXAMPLE-RU\nadmin-contact: https://www.nic.ru/whois\ncreated:       2004-03-03T21:00:00Z\npaid-till:     2031-03-04T21:00:00Z\nsource:        TCI\n';
    expect(registrarOf(text, 'example.ru')).toEqual({ registrar: 'EXAMPLE-RU', registrarId: 'EXAMPLE-RU' });
  });

  it('Norid (.no): "Registrar Handle" alone', () => {
    const text = 'Domain Information\n\nNORID Handle...............: EXA123D-NORID\nDomain Name................: example.no\nRegistrar Handle...........: REG42-NORID\nTech-c Handle..............: EXA45R-NORID\n';
    expect(registrarOf(text, 'example.no')).toEqual({ registrar: 'REG42-NORID', registrarId: 'REG42-NORID' });
  });

  it('ICANN-style answers: the name, and no handle from the IANA id', () => {
    const text = 'Domain Name: EXAMPLE.COM\nRegistrar WHOIS Server: whois.registrar.example\nRegistrar: Example Registrar, Inc.\nRegistrar IANA ID: 292\nCreation Date: 1997-09-15T04:00:00Z\n';
    expect(registrarOf(text, 'example.com')).toEqual({ registrar: 'Example Registrar, Inc.' });
  });

  it('a name and a "Registrar ID" line: the id is kept beside the name', () => {
    const text = 'Domain Name: example.zz\nSponsoring Registrar: Example Registrar, Inc.\nSponsoring Registrar ID: 48_EXAMPLE\n';
    expect(registrarOf(text, 'example.zz')).toEqual({ registrar: 'Example Registrar, Inc.', registrarId: '48_EXAMPLE' });
  });

  it('DENIC, Registro.br, JPRS: no registrar line, none made up', () => {
    const denic = 'Domain: example.de\nNserver: ns1.example.net\nStatus: connect\nChanged: 2018-03-12T21:44:25+01:00\n';
    const br = 'domain:      example.com.br\nowner:       Example Ltda\nowner-c:     EXL\nnserver:     ns1.example.net\ncreated:     19990518 #162310\nexpires:     20310519\nstatus:      published\n\nnic-hdl-br:  EXL\nperson:      Example Person\n';
    const jprs = '[Domain Name]                   EXAMPLE.JP\n\n[Registrant]                    Example Co., Ltd.\n\n[Name Server]                   ns1.example.net\n[Created on]                    2005/05/30\n';
    expect(registrarOf(denic, 'example.de')).toEqual({ registrar: undefined, registrarId: undefined });
    expect(registrarOf(br, 'example.com.br')).toEqual({ registrar: undefined, registrarId: undefined });
    expect(registrarOf(jprs, 'example.jp')).toEqual({ registrar: undefined, registrarId: undefined });
  });
});

describe('not-found detection around these shapes (issue 30)', () => {
  it.each([
    'El dominio no se encuentra registrado en NIC Argentina\n',
    'O domínio example.com.br não está registrado\n',
    'Aucun résultat trouvé pour example.fr\n',
    'Keine Daten gefunden\n',
    'Nessun risultato trovato\n',
    'The domain name you requested is not registered.\n',
    'Domain Status: Available for registration\n',
    '% No entries found for domain example.com.ua\n',
    'Domain not found.\n',
  ])('recognises %j', (answer) => {
    expect(isNotFoundAnswer(answer)).toBe(true);
  });

  it.each([
    '% Aucune garantie n\'est donnée sur ces données.\n',
    'Keine Gewähr für die Richtigkeit der Daten.\n',
    'Status: Registered, not available for registration\n',
  ])('leaves prose and registered statuses alone: %j', (answer) => {
    expect(isNotFoundAnswer(answer)).toBe(false);
  });

  it('a registered answer with a stray "not found" line for one of its objects is still registered', () => {
    // JPRS brackets and dotted keys count as registration data too
    const jprs = '[Domain Name]                   EXAMPLE.JP\n[Name Server]                   ns1.example.net\n[Created on]                    2005/05/30\n% No match for contact ABC\n';
    expect(isNotFoundAnswer(jprs)).toBe(false);
    const fi = 'domain.............: example.fi\nexpires............: 4.7.2031 10:15:55\ncreated............: 30.6.2006 00:00:00\nNot found: holder address\n';
    expect(isNotFoundAnswer(fi)).toBe(false);
  });
});

describe('more registrar block shapes', () => {
  it('a handle on the domain line and the one registrar section naming it under another key', () => {
    const text = 'Domain Name: example.zz\nRegistrar: EXA-0001\nCreated: 2001-02-03\n\nRegistrar:\n   Company Name: Example Registrar Ltd\n   Phone: +1.5555551234\n';
    expect(registrarOf(text, 'example.zz')).toEqual({ registrar: 'Example Registrar Ltd', registrarId: 'EXA-0001' });
  });

  it('CIRA: "Registrar:" with Name and Number lines', () => {
    const text = 'Domain name:           example.ca\nDomain status:         registered\nCreation date:         2000/10/03\n\nRegistrar:\n    Name:              Example Registrar Canada Ltd.\n    Number:            5000040\n';
    expect(registrarOf(text, 'example.ca')).toEqual({ registrar: 'Example Registrar Canada Ltd.', registrarId: '5000040' });
  });
});

describe('RDAP: the registrar entity', () => {
  const vcard = (fn: string) => ['vcard', [['version', {}, 'text', '4.0'], ['fn', {}, 'text', fn]]];
  it('keeps a registry handle beside the name, not an IANA Registrar ID', async () => {
    const { rdapSummary } = await import('./rdap');
    const cc = rdapSummary({ ldhName: 'example.zz', entities: [{ roles: ['registrar'], handle: 'REG-EXAMPLE', vcardArray: vcard('Example Registrar a.s.') }] });
    expect(cc).toMatchObject({ registrar: 'Example Registrar a.s.', registrarId: 'REG-EXAMPLE' });
    const icann = rdapSummary({
      ldhName: 'example.zz',
      entities: [{ roles: ['registrar'], handle: '292', publicIds: [{ type: 'IANA Registrar ID', identifier: '292' }], vcardArray: vcard('Example Registrar, Inc.') }],
    });
    expect(icann.registrar).toBe('Example Registrar, Inc.');
    expect(icann.registrarId).toBeUndefined();
  });
});
