import { dkimRule, dmarcRule, organisationalDomain, parseSpf, spfRule, type TxtLookup } from './email';

/** A fake TXT zone: name -> records; a name absent from the map is NXDOMAIN. */
function zone(records: Record<string, string[]>, rcodes: Record<string, string> = {}): TxtLookup {
  return async (name) => {
    if (rcodes[name]) return { rcode: rcodes[name] ?? 'SERVFAIL', records: [] };
    const found = records[name];
    return found ? { rcode: 'NOERROR', records: found } : { rcode: 'NXDOMAIN', records: [] };
  };
}

describe('spf', () => {
  it('passes one record ending in -all or ~all', async () => {
    expect((await spfRule('a.example', zone({ 'a.example': ['v=spf1 mx -all'] }))).success).toBe(true);
    expect((await spfRule('a.example', zone({ 'a.example': ['v=spf1 ip4:192.0.2.1 ~all', 'google-site-verification=x'] }))).success).toBe(true);
  });
  it('fails +all, bare all and ?all', async () => {
    expect((await spfRule('a.example', zone({ 'a.example': ['v=spf1 +all'] }))).reason).toBe('permissive');
    expect((await spfRule('a.example', zone({ 'a.example': ['v=spf1 all'] }))).reason).toBe('permissive');
    expect((await spfRule('a.example', zone({ 'a.example': ['v=spf1 ?all'] }))).reason).toBe('neutral');
  });
  it('fails none, several, or no all', async () => {
    expect((await spfRule('a.example', zone({}))).reason).toBe('missing');
    expect((await spfRule('a.example', zone({ 'a.example': ['v=spf1 -all', 'v=spf1 ~all'] }))).reason).toBe('multiple');
    expect((await spfRule('a.example', zone({ 'a.example': ['v=spf1 mx'] }))).reason).toBe('no-all');
  });
  it('follows redirect= for the policy', async () => {
    const lookup = zone({ 'a.example': ['v=spf1 redirect=_spf.b.example'], '_spf.b.example': ['v=spf1 -all'] });
    expect((await spfRule('a.example', lookup)).success).toBe(true);
    const open = zone({ 'a.example': ['v=spf1 redirect=_spf.b.example'], '_spf.b.example': ['v=spf1 +all'] });
    expect((await spfRule('a.example', open)).reason).toBe('permissive');
  });
  it('counts DNS lookups through includes (at most 10)', async () => {
    const records: Record<string, string[]> = { 'a.example': ['v=spf1 include:i1.example include:i2.example -all'] };
    records['i1.example'] = ['v=spf1 a mx ptr exists:x.example -all']; // 4
    records['i2.example'] = ['v=spf1 a mx ip4:192.0.2.1 -all']; // 2 -> 2 + 4 + 2 = 8
    expect((await spfRule('a.example', zone(records))).success).toBe(true);
    records['i2.example'] = ['v=spf1 a mx a:b.example mx:c.example include:i3.example -all']; // 5 -> 2 + 4 + 5 = 11
    records['i3.example'] = ['v=spf1 -all'];
    expect((await spfRule('a.example', zone(records))).reason).toBe('too-many-lookups');
  });
  it('fails an include without an SPF record, and survives include loops', async () => {
    expect((await spfRule('a.example', zone({ 'a.example': ['v=spf1 include:gone.example -all'] }))).reason).toBe('include-invalid');
    const loop = zone({ 'a.example': ['v=spf1 include:b.example -all'], 'b.example': ['v=spf1 include:a.example -all'] });
    expect((await spfRule('a.example', loop)).success).toBe(true);
  });
  it('parses lookup-costing terms', () => {
    expect(parseSpf('v=spf1 ip4:1.2.3.4 a mx:m.example include:x.example exists:%{i}.e.example ptr -all')).toMatchObject({ lookups: 5, all: '-', includes: ['x.example'] });
    expect(parseSpf('v=spf1 -all redirect=x.example')).toMatchObject({ lookups: 0, redirect: undefined });
  });
});

describe('dkim', () => {
  it('passes when _domainkey exists (NOERROR, even without data)', async () => {
    expect((await dkimRule('a.example', zone({ '_domainkey.a.example': [] }))).success).toBe(true);
  });
  it('fails on NXDOMAIN and lookup errors', async () => {
    expect((await dkimRule('a.example', zone({}))).reason).toBe('missing');
    expect((await dkimRule('a.example', zone({}, { '_domainkey.a.example': 'SERVFAIL' }))).reason).toBe('lookup-failed');
  });
  it('checks the selector key when one is given', async () => {
    const lookup = zone({ '_domainkey.a.example': [], 's1._domainkey.a.example': ['v=DKIM1; k=rsa; p=MIIBIjAN'], 'old._domainkey.a.example': ['v=DKIM1; p='] });
    expect((await dkimRule('a.example', lookup, 's1')).success).toBe(true);
    expect((await dkimRule('a.example', lookup, 's2')).reason).toBe('selector-missing');
    expect((await dkimRule('a.example', lookup, 'old')).reason).toBe('revoked');
  });
});

describe('dmarc', () => {
  it('passes p=quarantine and p=reject', async () => {
    expect((await dmarcRule('a.example', zone({ '_dmarc.a.example': ['v=DMARC1; p=quarantine'] }))).success).toBe(true);
    expect((await dmarcRule('a.example', zone({ '_dmarc.a.example': ['v=DMARC1;p=reject;rua=mailto:x@a.example'] }))).success).toBe(true);
  });
  it('fails p=none as monitoring only, and missing or several records', async () => {
    expect((await dmarcRule('a.example', zone({ '_dmarc.a.example': ['v=DMARC1; p=none'] }))).reason).toBe('monitoring-only');
    expect((await dmarcRule('a.example', zone({}))).reason).toBe('missing');
    expect((await dmarcRule('a.example', zone({ '_dmarc.a.example': ['v=DMARC1; p=reject', 'v=DMARC1; p=none'] }))).reason).toBe('multiple');
    expect((await dmarcRule('a.example', zone({ '_dmarc.a.example': ['v=DMARC1; rua=mailto:x@a.example'] }))).reason).toBe('invalid');
  });
  it('falls back to the organisational domain (public suffix list), where sp= applies', async () => {
    const lookup = zone({ '_dmarc.example.co.uk': ['v=DMARC1; p=reject; sp=none'] });
    expect(organisationalDomain('mail.example.co.uk')).toBe('example.co.uk');
    expect((await dmarcRule('mail.example.co.uk', lookup)).reason).toBe('monitoring-only');
    const strict = zone({ '_dmarc.example.co.uk': ['v=DMARC1; p=quarantine'] });
    expect((await dmarcRule('mail.example.co.uk', strict)).success).toBe(true);
    expect(organisationalDomain('example.co.uk')).toBeNull();
  });
});
