import punycode from 'punycode/punycode.js';
import { describe, expect, it } from 'vitest';
// the IDNA tables, registered with the one IDNA check (as on the server)
import '@/lib/domain/idna';
import { emailSchema, INVALID_EMAIL } from '@/lib/scanner/schema';
import { leadFormSchema, newsletterFormSchema } from '@/lib/leads/schema';
import { checkEmail, emailProblem, isValidEmail, type EmailRefusal } from './email';
import { collectFieldErrors, disclosureSchema, domainOwnerSchema, MESSAGES } from './index';
import { validDisclosure } from './testing/valid';

/**
 * The one e-mail rule (issue 30): each category of the issue, with cases written for this test.
 * `reason` is the refusal checkEmail gives.
 */
const refused = (input: string, reason: EmailRefusal) => {
  const result = checkEmail(input);
  expect(result, JSON.stringify(input)).toEqual({ ok: false, reason });
};

describe('accepted addresses', () => {
  it.each([
    'jo@example.com',
    'Jo.Doe+tickets@Example.COM',
    "o'brien@example.ie",
    'first.last@mail.sub.example.co.uk',
    'x@x.au',
    'jo@123.456.com', // numeric labels are fine below a TLD of letters
  ])('%j', (input) => {
    expect(checkEmail(input).ok).toBe(true);
  });

  it.each([
    ['quoted local part with spaces', '"jo doe"@example.com'],
    ['quoted local part with @ and an escaped quote', '"jo\\"s@desk"@example.com'],
    ['quoted pair of a printable character', '"jo\\@x"@example.com'],
    ['UTF-8 local part (RFC 6531)', 'jürgen.müller@example.de'],
    ['UTF-8 local part in another script', 'почта@example.com'],
    ['marks inside a word', 'नमस्ते@example.in'],
    ['IDN domain', 'jo@bücher.de'],
    ['IDN domain as A-labels', 'jo@xn--bcher-kva.de'],
    ['IDN domain in capitals', 'jo@BÜCHER.DE'],
    ['IDN TLD', 'jo@пример.рф'],
    ['IDN TLD as an A-label', 'jo@example.xn--p1ai'],
    ['a mixed-script label UTS #46 allows', 'test|123@m端ller.com'],
    ['64-octet local part', `${'a'.repeat(64)}@example.com`],
    ['digits in the domain', 'jo@1337.com'],
    ['example.com, example.net, example.org (delegated, RFC 6761 section 6.5)', 'jo@example.net'],
  ])('%s: %j', (_label, input) => {
    expect(checkEmail(input)).toMatchObject({ ok: true });
  });

  it('gives the domain in A-label form', () => {
    expect(checkEmail('Jo@Bücher.de')).toEqual({ ok: true, local: 'Jo', domain: 'Bücher.de', asciiDomain: 'xn--bcher-kva.de' });
  });
});

describe('domains with characters a host name cannot carry', () => {
  it.each(['jo@exa;mple.com', 'jo@exa`mple.com', 'jo@exa_mple.com', 'jo@exa$mple.com', 'jo@exa!mple.com', "jo@o'brien.ie", 'jo@exa mple.com', 'jo@exa%20mple.com', 'jo@exa*mple.com', 'jo@example.com/path', 'jo@-example.com', 'jo@example-.com', 'jo@ab--cd.com'])(
    '%j',
    (input) => refused(input, 'invalid-domain'),
  );
  it.each(['jo@example..com', 'jo@.example.com', 'jo@example.com.', 'jo@'])('%j', (input) => {
    expect(checkEmail(input).ok).toBe(false);
  });
});

describe('label and name lengths after conversion to A-labels', () => {
  it('a label of 63 octets passes, 64 do not', () => {
    expect(checkEmail(`jo@${'a'.repeat(63)}.com`).ok).toBe(true);
    refused(`jo@${'a'.repeat(64)}.com`, 'invalid-domain');
  });
  it('a Unicode label short as typed but over 63 octets as an A-label', () => {
    const label = '例え日本語漢字東京大阪京都名古屋札幌福岡横浜神戸仙台広島北海道沖縄';
    expect(label.length).toBeLessThan(63);
    expect(`xn--${punycode.encode(label)}`.length).toBeGreaterThan(63);
    refused(`jo@${label}.jp`, 'invalid-domain');
  });
  it('a name over 253 octets, and an address over 254', () => {
    const long = [63, 63, 63, 60].map((n) => 'a'.repeat(n)).join('.');
    refused(`jo@${long}.com`, 'invalid-domain');
    const domain = [63, 63, 63, 57].map((n) => 'b'.repeat(n)).join('.') + '.com';
    expect(domain.length).toBe(253);
    refused(`${'a'.repeat(10)}@${domain}`, 'too-long');
  });
});

describe('invalid A-labels', () => {
  it.each([
    ['xn--0.com', 'invalid Punycode'],
    ['xn--a.com', 'decodes to nothing'],
    ['xn--a-.com', 'decodes to ASCII'],
    ['xn--zn7c.com', 'U+FFFD'],
    ['xn--1ug.com', 'a lone ZERO WIDTH JOINER'],
    ['xn--u-ccb.com', 'not NFC'],
    ['xn--ab-0ea.cat', 'a MIDDLE DOT outside l·l (ContextO)'],
  ])('jo@%s (%s)', (domain) => refused(`jo@${domain}`, 'invalid-domain'));
  it('and Unicode names UTS #46 refuses', () => {
    for (const domain of ['a⒈.com', 'אa.com', 'a\u200Db.com', 'ex\uFFFDample.com']) refused(`jo@${domain}`, 'invalid-domain');
  });
  it('and domains written otherwise than mail servers see them (the IDNA mapping would change them)', () => {
    for (const domain of ['ｇｍａｉｌ.com', 'example。com', 'example．com']) refused(`jo@${domain}`, 'invalid-domain');
  });
});

describe('special-use domains no mailbox can live under (policy)', () => {
  it.each(['jo@printer.home.arpa', 'jo@1.0.0.127.in-addr.arpa', 'jo@valid.invalid', 'jo@nas.local', 'jo@host.localhost', 'jo@abcdefghijklmnop.onion', 'jo@shop.test', 'jo@hosting.example', 'jo@box.alt', 'jo@corp.internal', 'jo@CORP.INTERNAL'])(
    '%j',
    (input) => {
      refused(input, 'not-public-domain');
      expect(emailProblem(input)).toBe('not-public-domain');
    },
  );
  it('keeps example.com, example.net and example.org (delegated; the site\'s docs and tests use them)', () => {
    for (const input of ['jo@example.com', 'jo@example.net', 'jo@example.org', 'jo@test.com', 'jo@local.example.com']) expect(isValidEmail(input), input).toBe(true);
  });
});

describe('single-label, numeric and literal domains (policy)', () => {
  it.each([
    ['jo@localhost', 'single label'],
    ['jo@com', 'single label'],
    ['jo@192.0.2.1', 'numeric TLD: an IPv4 address'],
    ['jo@example.123', 'numeric TLD'],
    ['jo@example.c', 'one-letter TLD'],
    ['jo@example.com©', 'a TLD that is not letters'],
    ['jo@[192.0.2.1]', 'address literal'],
    ['jo@[IPv6:2001:db8::1]', 'IPv6 address literal'],
  ])('%j (%s)', (input) => {
    refused(input, 'not-public-domain');
  });
});

describe('local parts: combining marks, zero-width and bidi characters', () => {
  it.each([
    ['\u0301jo@example.com', 'a combining mark first'],
    ['jo.\u0301x@example.com', 'a combining mark first in a dot-separated part'],
    ['"\u0301jo"@example.com', 'a combining mark first in a quoted local part'],
    ['jo\u200Bdoe@example.com', 'ZERO WIDTH SPACE'],
    ['jo\u200Cdoe@example.com', 'ZERO WIDTH NON-JOINER'],
    ['jo\u200Ddoe@example.com', 'ZERO WIDTH JOINER'],
    ['jo\u2060doe@example.com', 'WORD JOINER'],
    ['\uFEFFjo@example.com', 'BYTE ORDER MARK'],
    ['jo\u00ADdoe@example.com', 'SOFT HYPHEN'],
    ['jo\u202Emoc.elpmaxe@example.com', 'RIGHT-TO-LEFT OVERRIDE'],
    ['jo\u202Ddoe@example.com', 'LEFT-TO-RIGHT OVERRIDE'],
    ['jo\u2067doe\u2069@example.com', 'RIGHT-TO-LEFT ISOLATE'],
    ['jo\u200Fdoe@example.com', 'RIGHT-TO-LEFT MARK'],
    ['"jo\u202Edoe"@example.com', 'a bidi override in a quoted local part'],
    ['jo\u00A0doe@example.com', 'NO-BREAK SPACE'],
    ['"jo\u3000doe"@example.com', 'IDEOGRAPHIC SPACE, quoted'],
    ['jo\u2028doe@example.com', 'LINE SEPARATOR'],
    ['jo\uE000@example.com', 'a private-use character'],
    ['jo\uFFFD@example.com', 'REPLACEMENT CHARACTER'],
    ['ｊｏ@example.com', 'fullwidth letters standing in for ASCII'],
    ['jo＠evil.com@example.com', 'FULLWIDTH COMMERCIAL AT'],
    ['\uFB01nance@example.com', 'a ligature standing in for "fi"'],
  ])('%j (%s)', (input) => refused(input, 'unsafe-character'));

  it('control characters anywhere, quoted or not', () => {
    for (const input of ['"a\r\nb"@example.com', 'jo@example.com\r\nBcc: x@example.com', 'jo\u0000@example.com', '"a\u0085b"@example.com', 'jo\uD800@example.com']) {
      refused(input, 'unsafe-character');
    }
  });
});

describe('quoted local parts', () => {
  it.each([
    ['"jo\\é"@example.com', 'a quoted pair of a non-ASCII character'],
    ['"jo\\"@example.com', 'the closing quote escaped: unterminated'],
    ['"jo\\\u0007"@example.com', 'a quoted pair of a control character'],
  ])('%j (%s)', (input) => {
    expect(checkEmail(input).ok).toBe(false);
    expect(['quoted-pair', 'syntax', 'unsafe-character']).toContain((checkEmail(input) as { reason: string }).reason);
  });
  it('a backslash before a non-ASCII character is an invalid quoted pair', () => refused('"jo\\é"@example.com', 'quoted-pair'));
  it.each(['"jo"doe"@example.com', '""@example.com', '"jo"doe@example.com', 'jo"doe"@example.com', '"jo@example.com'])('%j', (input) => refused(input, 'syntax'));
});

describe('the grammar: what a form field does not take', () => {
  it.each([
    'Jo Doe <jo@example.com>',
    '<jo@example.com>',
    'jo(comment)@example.com',
    'jo@example.com (comment)',
    'jo@@example.com',
    'jo@doe@example.com',
    '.jo@example.com',
    'jo.@example.com',
    'jo..doe@example.com',
    'jo doe@example.com',
    'example.com',
    '@example.com',
  ])('%j', (input) => {
    expect(checkEmail(input).ok).toBe(false);
  });
  it('a local part of 65 octets (ASCII) or of 33 two-octet characters', () => {
    refused(`${'a'.repeat(65)}@example.com`, 'too-long');
    refused(`${'ü'.repeat(33)}@example.com`, 'too-long');
    expect(isValidEmail(`${'ü'.repeat(32)}@example.com`)).toBe(true);
  });
});

describe('one rule for every form and the API, with the policy in the error text', () => {
  const disclosure = (email: string) => ({ ...validDisclosure(), dpd_email: email });
  const supportField = (email: string) => {
    const result = disclosureSchema.safeParse(disclosure(email));
    if (result.success) return null;
    const { codes, messages } = collectFieldErrors(result.error);
    return codes.dpd_email ? { code: codes.dpd_email, message: messages.dpd_email } : null;
  };
  const ownerField = (email: string) => {
    const result = domainOwnerSchema.shape.do_email.safeParse(email);
    return result.success ? null : result.error.issues[0]?.message;
  };
  const leadField = (email: string) => {
    const result = leadFormSchema.safeParse({ name: 'Jo', email, consent: true });
    return result.success ? null : (result.error.issues.find((i) => i.path[0] === 'email')?.message ?? null);
  };
  const newsletterField = (email: string) => {
    const result = newsletterFormSchema.safeParse({ email, consent: true });
    return result.success ? null : (result.error.issues.find((i) => i.path[0] === 'email')?.message ?? null);
  };
  const scanField = (email: string) => {
    const result = emailSchema.safeParse(email);
    return result.success ? null : result.error.issues[0]?.message;
  };

  it.each(['jo@example.com', 'jürgen@bücher.de', 'jo@xn--bcher-kva.de', '"jo doe"@example.com'])('every form accepts %j', (email) => {
    expect(supportField(email)).toBeNull();
    expect(ownerField(email)).toBeNull();
    expect(leadField(email)).toBeNull();
    expect(newsletterField(email)).toBeNull();
    expect(scanField(email)).toBeNull();
  });

  it.each(['jo@exa;mple.com', 'jo@xn--0.com', 'jo\u202E@example.com', '"jo\\é"@example.com', 'Jo <jo@example.com>'])('every form refuses %j as invalid', (email) => {
    expect(supportField(email)).toEqual({ code: 'invalid-email', message: MESSAGES.invalidEmail });
    expect(ownerField(email)).toBe(MESSAGES.invalidEmail);
    expect(leadField(email)).toBe('invalid-email');
    expect(newsletterField(email)).toBe('invalid-email');
    expect(scanField(email)).toBe(INVALID_EMAIL);
  });

  it.each(['jo@localhost', 'jo@192.0.2.1', 'jo@[192.0.2.1]', 'jo@nas.local', 'jo@shop.test'])('every form refuses %j by the policy, and says so', (email) => {
    expect(supportField(email)).toEqual({ code: 'email-not-public', message: MESSAGES.emailNotPublic });
    expect(MESSAGES.emailNotPublic).toMatch(/single-label host, an IP address or a reserved name such as \.local or \.test/);
    expect(ownerField(email)).toBe(MESSAGES.emailNotPublic);
    expect(leadField(email)).toBe('email-not-public');
    expect(newsletterField(email)).toBe('email-not-public');
    // the scan report's text is the spec's, for every refusal
    expect(scanField(email)).toBe(INVALID_EMAIL);
  });
});
