import { httpCompressionRule, httpsRedirectRule, httpsRule, sslRule, tlsRule } from './connection';

describe('https', () => {
  it('passes with an HTTP answer over TLS and fails otherwise', () => {
    expect(httpsRule({ answered: true }).success).toBe(true);
    expect(httpsRule({ answered: false })).toMatchObject({ success: false, reason: 'no-https', explanation: 'The server gives no HTTPS answer.' });
  });
});

describe('httpsRedirect', () => {
  const base = { answered: true, httpsAnswered: true };
  it('passes a first redirect to https on the same host', () => {
    expect(httpsRedirectRule('example.com', { ...base, status: 301, location: 'https://example.com/' }).success).toBe(true);
    expect(httpsRedirectRule('example.com', { ...base, status: 308, location: 'https://EXAMPLE.com:443/en/' }).success).toBe(true);
  });
  it('fails another host first, plain http, no redirect', () => {
    expect(httpsRedirectRule('example.com', { ...base, status: 301, location: 'https://www.example.com/' }).reason).toBe('other-host');
    expect(httpsRedirectRule('example.com', { ...base, status: 302, location: '/login' }).reason).toBe('not-https');
    expect(httpsRedirectRule('example.com', { ...base, status: 200 }).reason).toBe('no-redirect');
    expect(httpsRedirectRule('example.com', { ...base, status: 301 }).reason).toBe('no-redirect');
  });
  it('passes when port 80 is not served but HTTPS is (documented deviation), fails when neither is', () => {
    expect(httpsRedirectRule('example.com', { answered: false, httpsAnswered: true }).success).toBe(true);
    expect(httpsRedirectRule('example.com', { answered: false, httpsAnswered: false }).success).toBe(false);
  });
});

describe('httpCompression', () => {
  it.each(['gzip', 'br', 'zstd', 'deflate'])('passes %s and mentions BREACH', (encoding) => {
    const item = httpCompressionRule({ answered: true, contentEncoding: encoding });
    expect(item.success).toBe(true);
    expect(item.explanation).toContain('BREACH');
  });
  it('fails uncompressed answers and no HTTPS', () => {
    expect(httpCompressionRule({ answered: true, contentEncoding: '' }).reason).toBe('uncompressed');
    expect(httpCompressionRule({ answered: true, contentEncoding: 'identity' }).success).toBe(false);
    expect(httpCompressionRule({ answered: false }).reason).toBe('no-https');
  });
});

describe('ssl', () => {
  const now = new Date('2026-06-01T00:00:00Z');
  const good = {
    answered: true,
    trusted: true,
    notBefore: new Date('2026-01-01T00:00:00Z'),
    notAfter: new Date('2027-01-01T00:00:00Z'),
    nameMatches: true,
    subjectNames: ['example.com'],
  };
  it('passes a trusted, valid, matching certificate', () => {
    expect(sslRule('example.com', good, now).success).toBe(true);
  });
  it('names expiry, not-yet-valid, mismatch and distrust', () => {
    expect(sslRule('example.com', { ...good, trusted: false, notAfter: new Date('2026-05-01T00:00:00Z') }, now).reason).toBe('expired');
    expect(sslRule('example.com', { ...good, notBefore: new Date('2026-07-01T00:00:00Z') }, now).reason).toBe('not-yet-valid');
    expect(sslRule('example.com', { ...good, nameMatches: false, subjectNames: ['other.test'] }, now)).toMatchObject({ reason: 'name-mismatch' });
    expect(sslRule('example.com', { ...good, trusted: false, verifyError: 'SELF_SIGNED_CERT_IN_CHAIN' }, now).explanation).toContain('SELF_SIGNED');
    expect(sslRule('example.com', { answered: false, trusted: false, nameMatches: false }, now).reason).toBe('no-https');
  });
});

describe('tls', () => {
  it('passes 1.2 and/or 1.3 with 1.0 and 1.1 refused', () => {
    expect(tlsRule({ 'TLSv1.3': true, 'TLSv1.2': true }).success).toBe(true);
    expect(tlsRule({ 'TLSv1.2': true }).success).toBe(true);
    expect(tlsRule({ 'TLSv1.3': true }).success).toBe(true);
  });
  it('fails legacy versions or no modern one', () => {
    expect(tlsRule({ 'TLSv1.3': true, TLSv1: true }).reason).toBe('legacy-tls');
    expect(tlsRule({ 'TLSv1.2': true, 'TLSv1.1': true }).reason).toBe('legacy-tls');
    expect(tlsRule({ TLSv1: true }).reason).toBe('no-modern-tls');
    expect(tlsRule({}).reason).toBe('no-modern-tls');
  });
});
