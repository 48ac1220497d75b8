import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
// the IDNA tables (as on the server): the e-mail rule checks IDN domains with them
import '@/lib/domain/idna';
import { emailSchema, hostSchema, INVALID_EMAIL, INVALID_HOST, isValidEmail, isValidHost, saveEmailSchema } from './schema';
import { sampleReportRequest } from './testing/report';

const casesFile = path.resolve(__dirname, 'fixtures/email-cases.json');
const caseSchema = z.array(z.object({ input: z.string(), valid: z.boolean(), note: z.string() }));

describe('host input', () => {
  it.each(['example.com', 'www.example.co.uk', 'perfect.test', 'xn--bcher-kva.example'])('accepts %s', (host) => {
    expect(isValidHost(host)).toBe(true);
  });

  it.each(['a.io', 'localhost', 'example', 'exa mple.com', 'under_score.com', 'example.com.', '*.example.com', 'example.123', 'http://example.com', '1.2.3.4'])(
    'rejects %s',
    (host) => {
      expect(isValidHost(host)).toBe(false);
    },
  );

  it('gives the spec message and normalises case and spaces', () => {
    const bad = hostSchema.safeParse('nope');
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe(INVALID_HOST);
    expect(hostSchema.parse('  WWW.Example.COM ')).toBe('www.example.com');
  });

  it('reads the ideographic full stops as dots, in the browser form as on the server (UTS #46)', () => {
    expect(hostSchema.parse('例え。jp')).toBe('例え.jp');
    expect(hostSchema.parse('bücher．example｡com')).toBe('bücher.example.com');
    expect(hostSchema.safeParse('例え。').success).toBe(false);
  });
});

describe('email input', () => {
  it('needs at least 7 characters', () => {
    expect(isValidEmail('a@b.co')).toBe(false);
    expect(isValidEmail('ab@c.co')).toBe(true);
    expect(emailSchema.safeParse('x@x.au').error?.issues[0]?.message).toBe(INVALID_EMAIL);
  });

  // Conformance: validator.js isEmail with default options (the `valid` column), which the one e-mail
  // rule of every form agrees with on this table (src/lib/forms/email.ts). Addresses shorter than 7
  // characters are rejected by the spec's length rule whatever the validator says.
  const cases = caseSchema.parse(JSON.parse(readFileSync(casesFile, 'utf8')));
  it.each(cases.map((entry) => [JSON.stringify(entry.input), entry] as const))('conformance case %s', (_label, entry) => {
    expect(isValidEmail(entry.input)).toBe(entry.valid && entry.input.length >= 7);
  });
});

describe('save-email payload', () => {
  const valid = sampleReportRequest;
  it('accepts the spec payload', () => {
    expect(saveEmailSchema.parse(valid)).toEqual(valid);
  });
  it('rejects scores outside 0..100 and bad emails', () => {
    expect(saveEmailSchema.safeParse({ ...valid, overallScore: 101 }).success).toBe(false);
    expect(saveEmailSchema.safeParse({ ...valid, emailAddress: 'nope' }).error?.issues[0]?.message).toBe(INVALID_EMAIL);
  });
});

describe('scan e-mail: control characters refused anywhere (issue 16)', () => {
  it.each(['"a\r\nb"@example.com', '"a\u0007b"@example.com', 'jo@example.com\r\n', 'jo\u007f@example.com'])('%j', (input) => {
    expect(isValidEmail(input)).toBe(false);
    expect(emailSchema.safeParse(input).success).toBe(false);
  });
});
