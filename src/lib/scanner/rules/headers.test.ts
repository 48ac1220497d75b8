import { contentSecurityPolicyRule, hstsRule, referrerPolicyRule, xContentTypeOptionsRule, xFrameOptionsRule } from './headers';

describe('hsts', () => {
  it('passes at one year or more', () => {
    expect(hstsRule(['max-age=31536000'], true)).toMatchObject({ success: true, fix: null });
    expect(hstsRule(['max-age="63072000"; includeSubDomains; preload'], true).success).toBe(true);
  });
  it('fails when too short, missing, invalid or without HTTPS', () => {
    expect(hstsRule(['max-age=31535999'], true)).toMatchObject({ success: false, reason: 'too-short' });
    expect(hstsRule([], true)).toMatchObject({ success: false, reason: 'missing' });
    expect(hstsRule(['includeSubDomains'], true)).toMatchObject({ success: false, reason: 'invalid' });
    expect(hstsRule(['max-age=31536000'], false)).toMatchObject({ success: false, reason: 'no-https' });
  });
  it('uses the first header only (RFC 6797 section 8.1)', () => {
    expect(hstsRule(['max-age=60', 'max-age=31536000'], true).success).toBe(false);
  });
});

describe('X-Frame-Options', () => {
  it.each([['DENY'], ['sameorigin'], ['DENY', 'DENY']])('passes %s', (...values) => {
    expect(xFrameOptionsRule(values).success).toBe(true);
  });
  it('fails when missing, conflicting or ALLOW-FROM', () => {
    expect(xFrameOptionsRule([]).reason).toBe('missing');
    expect(xFrameOptionsRule(['DENY, SAMEORIGIN']).reason).toBe('invalid');
    expect(xFrameOptionsRule(['ALLOW-FROM https://example.com']).success).toBe(false);
  });
});

describe('X-Content-Type-Options', () => {
  it('passes nosniff only', () => {
    expect(xContentTypeOptionsRule(['nosniff']).success).toBe(true);
    expect(xContentTypeOptionsRule(['NoSniff']).success).toBe(true);
    expect(xContentTypeOptionsRule(['sniff']).success).toBe(false);
    expect(xContentTypeOptionsRule([]).reason).toBe('missing');
  });
});

describe('Content-Security-Policy', () => {
  it('passes a strict policy with frame-ancestors', () => {
    expect(contentSecurityPolicyRule(["default-src 'self'; img-src 'self' https://cdn.example.com *.example.net; frame-ancestors 'none'"]).success).toBe(true);
  });
  it.each([
    ["default-src 'self' 'unsafe-inline'; frame-ancestors 'none'", "'unsafe-inline'"],
    ["script-src 'self' 'unsafe-eval'; frame-ancestors 'self'", "'unsafe-eval'"],
    ["default-src *; frame-ancestors 'none'", '*'],
    ["default-src https://*; frame-ancestors 'none'", 'https://*'],
    ["default-src 'self' https:; frame-ancestors 'none'", 'https:'],
    ["img-src data:; frame-ancestors 'none'", 'data:'],
  ])('fails %s', (policy, culprit) => {
    const item = contentSecurityPolicyRule([policy]);
    expect(item).toMatchObject({ success: false, reason: 'unsafe' });
    expect(item.explanation).toContain(culprit);
  });
  it('fails without frame-ancestors, or when missing', () => {
    expect(contentSecurityPolicyRule(["default-src 'self'"]).reason).toBe('no-frame-ancestors');
    expect(contentSecurityPolicyRule([]).reason).toBe('missing');
  });
  it('inspects every policy of repeated headers', () => {
    expect(contentSecurityPolicyRule(["default-src 'self'; frame-ancestors 'none'", "script-src 'unsafe-inline'"]).success).toBe(false);
  });
});

describe('Referrer-Policy', () => {
  it.each(['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'])('passes %s', (value) => {
    expect(referrerPolicyRule([value]).success).toBe(true);
  });
  it('uses the last value', () => {
    expect(referrerPolicyRule(['unsafe-url, no-referrer']).success).toBe(true);
    expect(referrerPolicyRule(['no-referrer', 'unsafe-url']).success).toBe(false);
  });
  it('fails weak or missing policies', () => {
    expect(referrerPolicyRule(['unsafe-url']).reason).toBe('weak');
    expect(referrerPolicyRule(['origin-when-cross-origin']).reason).toBe('weak');
    expect(referrerPolicyRule([]).reason).toBe('missing');
  });
});
