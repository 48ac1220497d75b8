import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// the IDNA tables (as on the server): the e-mail rule checks IDN domains with them
import '@/lib/domain/idna';
import {
  collectFieldErrors,
  disclosureSchema,
  domainOwnerSchema,
  isCalendarDate,
  isValidEmail,
  toDisclosureRequest,
  toDomainOwnerRequest,
} from './index';
import { file, validDisclosure, validOwner } from './testing/valid';

function errorsOf(result: ReturnType<typeof disclosureSchema.safeParse> | ReturnType<typeof domainOwnerSchema.safeParse>) {
  if (result.success) return { codes: {}, messages: {} };
  return collectFieldErrors(result.error);
}

/**
 * The one e-mail rule (src/lib/forms/email.ts, its own tests in email.test.ts) agrees with validator.js
 * isEmail with default options on the whole conformance table: none of its entries falls in a category
 * where the rule is stricter (special-use domains, unsafe characters, invalid A-labels).
 */
describe('email rule on the validator.js conformance table', () => {
  const cases = JSON.parse(
    readFileSync(path.resolve(__dirname, '../../../conformance/emails/email-cases.json'), 'utf8'),
  ) as { input: string; valid: boolean; note: string }[];

  it('has the whole table', () => {
    expect(cases.length).toBeGreaterThan(200);
  });
  it.each(cases.map((entry, index) => [index, entry.input, entry.valid] as const))('case %i %j -> %s', (_index, input, valid) => {
    expect(isValidEmail(input)).toBe(valid);
  });
  it.each([
    '"a\r\nb"@example.com',
    '"a\u0007b"@example.com',
    '"a\u007fb"@example.com',
    '"a\tb"@example.com',
    '"a\u0085b"@example.com',
    'jo@example.com\r\nBcc: x@example.com',
    'jo\u0000@example.com',
    'jo@example.com\r\n',
    '\tjo@example.com',
  ])('refuses control characters anywhere, quoted or not: %j', (input) => {
    expect(isValidEmail(input)).toBe(false);
    expect(errorsOf(disclosureSchema.safeParse({ ...validDisclosure(), dpd_email: input })).codes).toEqual({ dpd_email: 'invalid-email' });
  });
  it('still accepts a quoted local part without control characters', () => {
    expect(isValidEmail('"a b"@example.com')).toBe(true);
  });
  it('the schema uses the same rule (untrimmed space inside is invalid, unicode local part valid)', () => {
    expect(disclosureSchema.safeParse({ ...validDisclosure(), dpd_email: 'hans.m端ller@test.com' }).success).toBe(true);
    expect(errorsOf(disclosureSchema.safeParse({ ...validDisclosure(), dpd_email: 'foo@bar.com.' })).codes).toEqual({ dpd_email: 'invalid-email' });
    expect(errorsOf(disclosureSchema.safeParse({ ...validDisclosure(), dpd_email: 'foo@bar.com.' })).messages).toEqual({ dpd_email: 'Enter a valid e-mail address' });
  });
});

describe('disclosure schema', () => {
  it('accepts a complete request and maps it to clean names', () => {
    const result = disclosureSchema.safeParse(validDisclosure());
    expect(result.success).toBe(true);
    if (!result.success) return;
    const request = toDisclosureRequest(result.data);
    expect(request.referenceToLaw).toBe('Article 15 GDPR');
    expect(request.briefDescription).toBe('Brief desc.');
    expect(request.declarationsAccepted).toBe(true);
  });

  it('reports every missing field with the spec texts', () => {
    const { codes, messages } = errorsOf(disclosureSchema.safeParse({}));
    expect(codes).toEqual({
      dpd_name: 'required',
      dpd_email: 'required',
      dpd_statementAttach: 'required',
      dpd_domainName: 'required',
      dpd_requestedData: 'required',
      dpd_legalBasis: 'required',
      dpd_briefDesc: 'required',
      dpd_refrenceToLaw: 'required',
      dpd_declare1: 'must-declare',
      dpd_declare2: 'must-declare',
      dpd_declare3: 'must-declare',
      dpd_declare4: 'must-declare',
    });
    expect(messages.dpd_name).toBe('Valid info is required');
    expect(messages.dpd_email).toBe('required');
    expect(messages.dpd_refrenceToLaw).toBe('required');
    expect(messages.dpd_declare3).toBe('You must declare all the below items:');
  });

  it.each([
    ['dpd_name', 'J', 'J'.padEnd(2, 'o')],
    ['dpd_domainName', 'a.nl', 'ab.nl'],
    ['dpd_requestedData', '123456789', '1234567890'],
    ['dpd_legalBasis', '123456789', '1234567890'],
    ['dpd_briefDesc', '123456789', '1234567890'],
    ['dpd_refrenceToLaw', '123456789', '1234567890'],
  ])('%s: minimum length boundary', (field, tooShort, justLongEnough) => {
    expect(errorsOf(disclosureSchema.safeParse({ ...validDisclosure(), [field]: tooShort })).codes).toEqual({ [field]: 'too-short' });
    expect(disclosureSchema.safeParse({ ...validDisclosure(), [field]: justLongEnough }).success).toBe(true);
  });

  it('trims before measuring', () => {
    expect(errorsOf(disclosureSchema.safeParse({ ...validDisclosure(), dpd_name: '  J  ' })).codes).toEqual({ dpd_name: 'too-short' });
  });

  it('a single unticked declaration fails with the declaration text', () => {
    const { codes, messages } = errorsOf(disclosureSchema.safeParse({ ...validDisclosure(), dpd_declare2: false }));
    expect(codes).toEqual({ dpd_declare2: 'must-declare' });
    expect(messages.dpd_declare2).toBe('You must declare all the below items:');
  });

  it('accepts checkbox values from a plain HTML form post', () => {
    const result = disclosureSchema.safeParse({ ...validDisclosure(), dpd_declare1: 'on', dpd_declare2: 'on', dpd_declare3: 'true', dpd_declare4: 'on' });
    expect(result.success).toBe(true);
  });

  it('supporting documents: .zip and .rar only, 10 MB each', () => {
    expect(disclosureSchema.safeParse({ ...validDisclosure(), dpd_supportingDocsAttach: [file('a.ZIP'), file('b.rar')] }).success).toBe(true);
    expect(errorsOf(disclosureSchema.safeParse({ ...validDisclosure(), dpd_supportingDocsAttach: [file('a.pdf')] })).codes).toEqual({
      dpd_supportingDocsAttach: 'unsupported-file-type',
    });
    expect(
      errorsOf(disclosureSchema.safeParse({ ...validDisclosure(), dpd_supportingDocsAttach: [file('a.zip', 10 * 1024 * 1024 + 1)] })).codes,
    ).toEqual({ dpd_supportingDocsAttach: 'file-too-large' });
    expect(disclosureSchema.safeParse({ ...validDisclosure(), dpd_supportingDocsAttach: [file('a.zip', 10 * 1024 * 1024)] }).success).toBe(true);
  });

  it('takes a FileList-like object and an empty file input', () => {
    const list = { length: 1, 0: file('s.pdf') };
    expect(disclosureSchema.safeParse({ ...validDisclosure(), dpd_statementAttach: list, dpd_supportingDocsAttach: '' }).success).toBe(true);
    expect(errorsOf(disclosureSchema.safeParse({ ...validDisclosure(), dpd_statementAttach: { length: 0 } })).codes).toEqual({
      dpd_statementAttach: 'required',
    });
  });
});

describe('domain owner schema', () => {
  it('accepts a complete request and maps it to clean names', () => {
    const result = domainOwnerSchema.safeParse(validOwner());
    expect(result.success).toBe(true);
    if (!result.success) return;
    const request = toDomainOwnerRequest(result.data);
    expect(request.isOwner).toBe(true);
    expect(request.hostingProvider).toBe('Unknown hosting provider');
    expect(request.idCards).toHaveLength(1);
  });

  it('reports every missing field', () => {
    const { codes, messages } = errorsOf(domainOwnerSchema.safeParse({}));
    expect(codes).toEqual({
      do_name: 'required',
      do_email: 'required',
      do_domainName: 'required',
      do_hostingProvider: 'required',
      do_iAmOwner: 'must-be-owner',
      do_hostingDate: 'required',
      do_question: 'required',
      do_idCardAttach: 'required',
    });
    expect(messages.do_iAmOwner).toBe('You must be the owner of the domain(s)');
    expect(messages.do_question).toBe('required');
  });

  it.each([
    ['do_name', 'J', 'Jo'],
    ['do_domainName', 'a.nl', 'ab.nl'],
    ['do_question', 'x'.repeat(29), 'x'.repeat(30)],
  ])('%s: minimum length boundary', (field, tooShort, justLongEnough) => {
    expect(errorsOf(domainOwnerSchema.safeParse({ ...validOwner(), [field]: tooShort })).codes).toEqual({ [field]: 'too-short' });
    expect(domainOwnerSchema.safeParse({ ...validOwner(), [field]: justLongEnough }).success).toBe(true);
  });

  it('do_iAmOwner must be true', () => {
    expect(errorsOf(domainOwnerSchema.safeParse({ ...validOwner(), do_iAmOwner: false })).codes).toEqual({ do_iAmOwner: 'must-be-owner' });
    expect(domainOwnerSchema.safeParse({ ...validOwner(), do_iAmOwner: 'on' }).success).toBe(true);
  });

  it.each(['2024-02-30', '2023-02-29', 'yesterday', '2024/01/01', '24-01-01'])('do_hostingDate %j is not a date', (value) => {
    expect(errorsOf(domainOwnerSchema.safeParse({ ...validOwner(), do_hostingDate: value })).codes).toEqual({ do_hostingDate: 'invalid-date' });
  });

  it('isCalendarDate', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2024-13-01')).toBe(false);
  });

  it('the .nl proof is accepted only when the domain contains .nl', () => {
    const proof = { do_nlOwnerAttach: [file('kvk.pdf')] };
    expect(domainOwnerSchema.safeParse({ ...validOwner(), ...proof, do_domainName: 'mijn-domein.nl' }).success).toBe(true);
    expect(errorsOf(domainOwnerSchema.safeParse({ ...validOwner(), ...proof, do_domainName: 'example.com' })).codes).toEqual({
      do_nlOwnerAttach: 'nl-only',
    });
    expect(domainOwnerSchema.safeParse({ ...validOwner(), do_domainName: 'example.com' }).success).toBe(true);
  });

  it('supporting documents: a single .zip/.rar file', () => {
    expect(domainOwnerSchema.safeParse({ ...validOwner(), do_supportingDocsAttach: [file('docs.rar')] }).success).toBe(true);
    expect(errorsOf(domainOwnerSchema.safeParse({ ...validOwner(), do_supportingDocsAttach: [file('a.zip'), file('b.zip')] })).codes).toEqual({
      do_supportingDocsAttach: 'too-many-files',
    });
    expect(errorsOf(domainOwnerSchema.safeParse({ ...validOwner(), do_supportingDocsAttach: [file('a.exe')] })).codes).toEqual({
      do_supportingDocsAttach: 'unsupported-file-type',
    });
  });

  it('do_uploads lists file field names (array, JSON or comma list)', () => {
    expect(domainOwnerSchema.safeParse({ ...validOwner(), do_uploads: '["do_idCardAttach"]' }).success).toBe(true);
    expect(domainOwnerSchema.safeParse({ ...validOwner(), do_uploads: 'do_idCardAttach,do_invoiceAttach' }).success).toBe(true);
    expect(errorsOf(domainOwnerSchema.safeParse({ ...validOwner(), do_uploads: ['do_name'] })).codes).toHaveProperty('do_uploads');
  });
});

describe('the .nl proof rule as a pattern (no JavaScript)', () => {
  it('NL_DOMAIN_PATTERN, anchored as HTML anchors it, agrees with isNlDomain', async () => {
    const { NL_DOMAIN_PATTERN, isNlDomain } = await import('./domain-owner');
    const pattern = new RegExp(`^(?:${NL_DOMAIN_PATTERN})$`, 'v');
    for (const name of ['example.nl', 'EXAMPLE.NL', 'shop.nl.example', 'a.nlx', 'example.com', 'nl', 'example-nl.com', '', 'x.co.nl', 'my.Nl']) {
      expect(pattern.test(name), name).toBe(isNlDomain(name));
    }
  });
});
