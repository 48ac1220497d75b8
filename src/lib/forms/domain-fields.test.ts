import { describe, expect, it } from 'vitest';
// the IDNA tables (as on the server)
import '@/lib/domain/idna';
import { abuseSchema, collectFieldErrors, disclosureSchema, domainOwnerSchema, hostOfTarget } from './index';

const file = (name: string) => ({ name, size: 1000, type: 'application/pdf' });

function domainCode(schema: typeof disclosureSchema | typeof domainOwnerSchema, field: 'dpd_domainName' | 'do_domainName', value: string): string | undefined {
  const result = schema.safeParse({ [field]: value });
  return result.success ? undefined : collectFieldErrors(result.error).codes[field];
}

describe('domain fields validate as domain names (the one rule of src/lib/domain)', () => {
  it.each([
    ['not a domain', 'invalid-domain'],
    ['example', 'invalid-domain'],
    ['exa_mple.com', 'invalid-domain'],
    ['-bad.com', 'invalid-domain'],
    ['example.com/path', 'invalid-domain'],
    ['xn--0.com', 'invalid-domain'],
    ['abc', 'too-short'],
    ['', 'required'],
  ])('%j is refused with %s on both forms', (value, code) => {
    expect(domainCode(disclosureSchema, 'dpd_domainName', value)).toBe(code);
    expect(domainCode(domainOwnerSchema, 'do_domainName', value)).toBe(code);
  });

  it.each(['example.nl', 'bücher.de', 'xn--bcher-kva.de', 'EXAMPLE.COM', 'example.nl, example.es', 'a.nl\nb.nl', 'ejemplo。es'])('%j is accepted', (value) => {
    expect(domainCode(disclosureSchema, 'dpd_domainName', value)).toBeUndefined();
    expect(domainCode(domainOwnerSchema, 'do_domainName', value)).toBeUndefined();
  });
});

describe('the abuse report', () => {
  const valid = { ab_target: 'phish.example.com', ab_category: 'phishing', ab_description: 'A fake bank login page.', ab_evidenceAttach: [file('mail.pdf')], ab_email: 'jo@example.com', ab_name: '' };

  it('takes a domain or a web address on a domain, IDN included', () => {
    for (const target of ['phish.example.com', 'https://phish.example.com/login?x=1', 'http://bücher.de/', 'https://xn--bcher-kva.de']) {
      expect(abuseSchema.safeParse({ ...valid, ab_target: target }).success, target).toBe(true);
    }
    expect(hostOfTarget('https://login.bücher.de/verify')).toBe('login.xn--bcher-kva.de');
  });

  it('refuses what is not on a domain, an unknown kind of abuse, a short description, a missing address', () => {
    const codes = (values: Record<string, unknown>) => {
      const result = abuseSchema.safeParse(values);
      return result.success ? {} : collectFieldErrors(result.error).codes;
    };
    expect(codes({ ...valid, ab_target: 'not a domain' })).toEqual({ ab_target: 'invalid-target' });
    expect(codes({ ...valid, ab_target: 'https://192.0.2.1/login' })).toEqual({ ab_target: 'invalid-target' });
    expect(codes({ ...valid, ab_target: 'ftp://example.com' })).toEqual({ ab_target: 'invalid-target' });
    expect(codes({ ...valid, ab_category: 'copyright' })).toEqual({ ab_category: 'invalid' });
    expect(codes({ ...valid, ab_description: 'spam' })).toEqual({ ab_description: 'too-short' });
    expect(codes({ ...valid, ab_email: '' })).toEqual({ ab_email: 'required' });
    expect(abuseSchema.safeParse({ ...valid, ab_name: '' }).success).toBe(true);
  });
});
