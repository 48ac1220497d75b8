import '@/lib/zod/browser';
import { z } from 'zod';
import { withAsciiDots } from '@/lib/domain/dots';
import { isValidDomainName } from '@/lib/domain/search';
import { emailProblem, hasControlCharacter } from './email';

/**
 * Building blocks shared by the two support-form schemas. Everything here is pure (no Node APIs) so
 * the schemas run in the browser under react-hook-form and on the server in the ticket route.
 *
 * Spec: support-and-tools.md §3, §5, §9.
 */

/**
 * The forms' limits: files (10 of at most 10 MB each), the whole request, and field lengths. The
 * messages that state them (MESSAGES below, messages/<locale>/support.json) say these figures, which
 * limits-in-messages.test.ts checks.
 */
export const LIMITS = {
  maxFileBytes: 10 * 1024 * 1024,
  maxFiles: 10,
  maxRequestBytes: 40 * 1024 * 1024,
  maxShortText: 200,
  maxEmail: 254,
  maxDomainText: 1000,
  maxLongText: 10_000,
} as const;

/** A byte limit as the texts state it: 10485760 → '10 MB'. */
export function megabytes(bytes: number): string {
  return `${Number((bytes / (1024 * 1024)).toFixed(2))} MB`;
}

/** The spec's texts, to the letter. */
export const MESSAGES = {
  required: 'required',
  validInfo: 'Valid info is required',
  declareAll: 'You must declare all the below items:',
  mustBeOwner: 'You must be the owner of the domain(s)',
  unknownHostingProvider: 'Unknown hosting provider',
  // Not worded by the spec: our texts for the file rules the spec states.
  zipOrRar: 'Only .zip or .rar files are accepted',
  pdfPngJpeg: 'Only PDF, PNG or JPEG files are accepted',
  fileTooLarge: `Each file must be at most ${megabytes(LIMITS.maxFileBytes)}`,
  singleFile: 'Only one file is accepted',
  tooManyFiles: `At most ${LIMITS.maxFiles} files per request`,
  nlOnly: 'This proof is only for .nl domains',
  tooLong: 'Too long',
  /**
   * Reading chosen for "a field error shows 'required'": that is the text for a missing value. A
   * filled-in e-mail address that is not valid says what is wrong instead (the visitor typed something,
   * so 'required' would be false).
   */
  invalidEmail: 'Enter a valid e-mail address',
  /**
   * Policy of the e-mail rule (src/lib/forms/email.ts): an address the standards allow but no public
   * mailbox has (single-label host, IP address, special-use name such as .local or .test) is refused,
   * and the text says so.
   */
  emailNotPublic: 'Enter an address at a public domain name, such as name@example.com (not at a single-label host, an IP address or a reserved name such as .local or .test)',
  /** Same reading for a date that was started but is unfinished or does not exist (31 February). */
  invalidDate: 'Enter a real date: day, month and year',
  /** A domain field holding something that is not a domain name (the one domain rule, src/lib/domain). */
  invalidDomain: 'Enter domain names such as example.com or bücher.de, separated by commas',
  /** The abuse report's target: a domain name or a web address on one. */
  invalidTarget: 'Enter the domain name or the web address of the abusive site, such as example.com or https://example.com/login',
} as const;

export type FieldMessageKey = keyof typeof MESSAGES;

/**
 * The key of one of the texts above (what a schema or fieldMessage() produced), so a form can show
 * it in the page's language; undefined for any other text.
 */
export function fieldMessageKey(text: string): FieldMessageKey | undefined {
  return (Object.keys(MESSAGES) as FieldMessageKey[]).find((key) => MESSAGES[key] === text);
}

/** A field error text in the page's language: the catalogue's text for a known message, else as is. */
export function localiseFieldMessage(text: string, catalogue: Partial<Record<FieldMessageKey, string>>): string {
  const key = fieldMessageKey(text);
  return (key && catalogue[key]) || text;
}


export const SUPPORTING_DOC_EXTENSIONS = ['.zip', '.rar'] as const;

/**
 * A file as both sides see it: a browser `File` (client) or the descriptor the server builds while
 * streaming the upload to disk. Only name and size matter to the schema; the server checks the
 * content (magic bytes) before the schema runs.
 */
export interface FileLike {
  name: string;
  size: number;
  type?: string;
}

export function isFileLike(value: unknown): value is FileLike {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as { name?: unknown; size?: unknown };
  return typeof candidate.name === 'string' && typeof candidate.size === 'number';
}

/** FileList | File[] | File | '' | undefined -> array (an empty <input type=file> gives an empty list). */
export function toFileArray(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return [];
  if (Array.isArray(value)) return value;
  if (isFileLike(value)) return [value];
  if (typeof value === 'object' && value !== null && 'length' in value && typeof (value as { length: unknown }).length === 'number') {
    return Array.from(value as ArrayLike<unknown>);
  }
  return value;
}

/** A checkbox from react-hook-form (boolean) or from a plain HTML form post ('on', 'true', '1'). */
export function toBoolean(value: unknown): unknown {
  if (typeof value === 'boolean') return value;
  if (value === undefined || value === null || value === '') return false;
  if (typeof value === 'string') return ['on', 'true', '1', 'yes'].includes(value.toLowerCase());
  return value;
}

/** A required text with a minimum length: empty -> 'required' (code `required`), short -> `too-short`. */
export function requiredText(minimum: number, message: string = MESSAGES.required, maximum: number = LIMITS.maxLongText) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .min(minimum, { error: message, abort: true })
    .max(maximum, { error: MESSAGES.tooLong });
}

export function optionalText(maximum: number = LIMITS.maxLongText) {
  return z
    .string({ error: MESSAGES.required })
    .trim()
    .max(maximum, { error: MESSAGES.tooLong })
    .optional()
    .default('');
}

/**
 * An e-mail field: the one e-mail rule of every form (src/lib/forms/email.ts: RFC 5321/5322 grammar
 * plus IDNA for the domain). An invalid address is 'invalid-email'; one the standards allow but the
 * policy refuses (single-label host, IP address, special-use domain such as .local or .test, where no
 * public mailbox lives) is 'email-not-public', with a text that says which addresses are taken.
 * A browser form loads the IDNA tables first for an IDN domain (withIdnaTables); the server has them.
 */
export function emailField() {
  return z
    .string({ error: MESSAGES.required })
    // "jo@example.com\r\nBcc: ..." is refused as sent, not trimmed into a valid address first
    .refine((value) => value.trim() === '' || !hasControlCharacter(value), {
      error: MESSAGES.invalidEmail,
      params: { code: 'invalid-email' },
      abort: true,
    })
    .trim()
    .min(1, { error: MESSAGES.required, abort: true })
    .max(LIMITS.maxEmail, { error: MESSAGES.invalidEmail, abort: true })
    .superRefine((value, context) => {
      const problem = emailProblem(value);
      if (problem === 'not-public-domain') {
        context.addIssue({ code: 'custom', message: MESSAGES.emailNotPublic, params: { code: 'email-not-public' } });
      } else if (problem) {
        context.addIssue({ code: 'custom', message: MESSAGES.invalidEmail, params: { code: 'invalid-email' } });
      }
    });
}

/** Domain names of a field: one, or several separated by commas, semicolons or white space. */
export function domainList(value: string): string[] {
  return withAsciiDots(value)
    .split(/[\s,;]+/)
    .map((name) => name.trim())
    .filter(Boolean);
}

/** At most this many names in one domain field. */
export const MAX_DOMAINS_PER_FIELD = 50;

/**
 * A field of domain names ("Domain name(s)"): the spec's minimum length first ('required' below it),
 * then every name must pass the site's one domain rule (src/lib/domain/search.ts: the IDNA check,
 * A-label length, host-name syntax; IDN names such as bücher.de and their A-labels are domains).
 * The browser loads the IDNA tables first for a name that needs them (withIdnaTables).
 */
export function domainNamesField(minimum: number) {
  return requiredText(minimum, MESSAGES.required, LIMITS.maxDomainText).superRefine((value, context) => {
    const names = domainList(value);
    if (names.length === 0 || names.length > MAX_DOMAINS_PER_FIELD || !names.every((name) => isValidDomainName(name))) {
      context.addIssue({ code: 'custom', message: MESSAGES.invalidDomain, params: { code: 'invalid-domain' } });
    }
  });
}

/** The host of a web address, or the value itself when it is not one ("https://a.example/x" -> "a.example"). */
export function hostOfTarget(value: string): string {
  const text = value.trim();
  if (!/^https?:\/\//i.test(text)) return text;
  try {
    return new URL(text).hostname.replace(/\.$/, '');
  } catch {
    return '';
  }
}

/** A domain name, or an http(s) address whose host is one (the same domain rule). */
export function domainOrUrlField() {
  return requiredText(4, MESSAGES.required, LIMITS.maxDomainText).superRefine((value, context) => {
    const host = hostOfTarget(value);
    if (!host || !isValidDomainName(withAsciiDots(host))) {
      context.addIssue({ code: 'custom', message: MESSAGES.invalidTarget, params: { code: 'invalid-target' } });
    }
  });
}

export function mustBeTicked(message: string, code: string) {
  return z.preprocess(toBoolean, z.boolean({ error: message })).refine((ticked) => ticked, { error: message, params: { code } });
}

function hasExtension(name: string, extensions: readonly string[]): boolean {
  const lower = name.toLowerCase();
  return extensions.some((extension) => lower.endsWith(extension));
}

export interface FilesOptions {
  required?: boolean;
  /** Only these name extensions (supporting documents: .zip/.rar). */
  extensions?: readonly string[];
  maxCount?: number;
}

/** A list of files for one field, checked by name and size (the server also checks content). */
export function filesField(options: FilesOptions = {}) {
  const maxCount = options.maxCount ?? LIMITS.maxFiles;
  return z.preprocess(
    toFileArray,
    z
      .array(z.custom<FileLike>(isFileLike, { error: MESSAGES.required }), { error: MESSAGES.required })
      .min(options.required ? 1 : 0, { error: MESSAGES.required, abort: true })
      .max(maxCount, { error: maxCount === 1 ? MESSAGES.singleFile : MESSAGES.tooManyFiles })
      .superRefine((files, context) => {
        for (const file of files) {
          if (options.extensions && !hasExtension(file.name, options.extensions)) {
            context.addIssue({ code: 'custom', message: MESSAGES.zipOrRar, params: { code: 'unsupported-file-type' } });
            return;
          }
          if (file.size > LIMITS.maxFileBytes) {
            context.addIssue({ code: 'custom', message: MESSAGES.fileTooLarge, params: { code: 'file-too-large' } });
            return;
          }
        }
      }),
  );
}

/** A date as typed in <input type="date"> (YYYY-MM-DD) that exists in the calendar. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Field name -> machine-readable code (the server's 400 `fields`). */
export type FieldCodes = Record<string, string>;
/** Field name -> human text (what the form shows). */
export type FieldMessages = Record<string, string>;

/** Maps a zod issue to the per-field code the API reports. */
export function issueCode(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'custom': {
      const code = (issue.params as { code?: unknown } | undefined)?.code;
      return typeof code === 'string' ? code : 'invalid';
    }
    case 'too_small':
      return Number(issue.minimum) <= 1 ? 'required' : 'too-short';
    case 'too_big':
      return issue.origin === 'array' ? 'too-many-files' : 'too-long';
    case 'invalid_type':
      return 'required';
    case 'invalid_format':
      return issue.format === 'email' ? 'invalid-email' : 'invalid-format';
    default:
      return 'invalid';
  }
}

/** First issue per top-level field, as codes and as texts. */
export function collectFieldErrors(error: z.ZodError): { codes: FieldCodes; messages: FieldMessages } {
  const codes: FieldCodes = {};
  const messages: FieldMessages = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '_form');
    if (field in codes) continue;
    codes[field] = issueCode(issue);
    messages[field] = issue.message;
  }
  return { codes, messages };
}
