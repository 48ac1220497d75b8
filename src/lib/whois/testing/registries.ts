import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { conformanceDir } from './conformance';
import type { WhoisSummary } from '../parse';

/**
 * The registry corpus (conformance/whois-registries, see its SOURCE.txt): real port-43 answers,
 * registered and not-found, with the values other parsers (likexian/whois-parser, weppos/whois-parser)
 * expect, reshaped once here into one form. CORRECTIONS.json (ours) overrides an expected value where
 * the raw text says otherwise, with the reason.
 */
export interface ExpectedSummary {
  /** Any of these names is right (registrar name, organization, or its handle when no name is given). */
  registrar?: string[];
  created?: string;
  expires?: string;
  updated?: string;
  status?: string[];
  nameServers?: string[];
}

export interface RegistryAnswer {
  /** Path under conformance/whois-registries, e.g. "weppos/whois.nic.it__it__status_registered.txt". */
  file: string;
  source: 'likexian' | 'weppos' | 'extra' | 'extra2';
  /** Public suffix the answer is for ("it", "co.za"); "" for a registrar's own server. */
  suffix: string;
  server?: string;
  domain?: string;
  outcome: 'registered' | 'not-found';
  expected: ExpectedSummary;
  /**
   * Development split: answers are grouped by TLD (registrar servers by host) and each group falls in
   * "dev" or "holdout" by a hash of its name, so that a held-out TLD is never looked at while the
   * parser is tuned (the measure is on TLDs the tests have never seen).
   */
  split: 'dev' | 'holdout';
  group: string;
}

export function registriesDir(): string {
  return path.join(conformanceDir(), 'whois-registries');
}

export function answerText(answer: RegistryAnswer): string {
  const bytes = readFileSync(path.join(registriesDir(), answer.file));
  const utf8 = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  // the captures are UTF-8 except a few legacy ones; decode those as the whois client would (windows-1252)
  return utf8.includes('\uFFFD') && !bytes.includes(Buffer.from('\uFFFD')) ? new TextDecoder('windows-1252').decode(bytes) : utf8;
}

function splitOf(group: string): 'dev' | 'holdout' {
  const byte = createHash('sha256').update(`whois-split:${group}`).digest()[0]!;
  return byte % 2 === 0 ? 'dev' : 'holdout';
}

function tldOf(suffix: string): string {
  return suffix.slice(suffix.lastIndexOf('.') + 1);
}

const nonEmpty = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

function likexianAnswers(root: string): Omit<RegistryAnswer, 'split' | 'group'>[] {
  const out: Omit<RegistryAnswer, 'split' | 'group'>[] = [];
  for (const kind of ['noterror', 'notfound'] as const) {
    const dir = path.join(root, 'likexian', kind);
    for (const name of readdirSync(dir).sort()) {
      if (name.endsWith('.json') || name.endsWith('.pre')) continue;
      const cut = name.indexOf('_');
      const suffix = name.slice(0, cut);
      const domain = name.slice(cut + 1);
      const expected: ExpectedSummary = {};
      const jsonPath = path.join(dir, `${name}.json`);
      if (kind === 'noterror' && existsSync(jsonPath)) {
        const json = JSON.parse(readFileSync(jsonPath, 'utf8')) as {
          domain?: Record<string, unknown>;
          registrar?: Record<string, unknown>;
        };
        const d = json.domain ?? {};
        const r = json.registrar ?? {};
        const names = [r.name, r.organization].filter(nonEmpty);
        if (names.length) expected.registrar = names;
        // the registry's own text when it reads as a date (likexian's *_in_time misapplies "(UTC+8)"), else its conversion
        const date = (field: string) =>
          (nonEmpty(d[field]) && instant(d[field]) ? d[field] : nonEmpty(d[`${field}_in_time`]) ? d[`${field}_in_time`] : d[field]) as
            | string
            | undefined;
        if (nonEmpty(date('created_date'))) expected.created = date('created_date');
        if (nonEmpty(date('expiration_date'))) expected.expires = date('expiration_date');
        if (nonEmpty(date('updated_date'))) expected.updated = date('updated_date');
        if (Array.isArray(d.status) && d.status.length) expected.status = d.status.map(String);
        if (Array.isArray(d.name_servers) && d.name_servers.length) expected.nameServers = d.name_servers.map(String);
      }
      out.push({
        file: `likexian/${kind}/${name}`,
        source: 'likexian',
        suffix,
        domain,
        outcome: kind === 'noterror' ? 'registered' : 'not-found',
        expected,
      });
    }
  }
  return out;
}

interface WepposIndexEntry {
  file: string;
  kind: 'registered' | 'available';
  domain: string | null;
  created_on: string | null;
  updated_on: string | null;
  expires_on: string | null;
  registrar: { id?: string | null; name?: string | null; organization?: string | null } | null;
  nameservers: string[] | null;
  status_raw: string | null;
}

/** weppos's `status` is a registry status list, or its own abstraction (":registered"), which says nothing here. */
function wepposStatus(raw: string | null): string[] | undefined {
  if (!raw || !raw.startsWith('[')) return undefined;
  const list = JSON.parse(raw) as unknown;
  return Array.isArray(list) && list.length ? list.map(String) : undefined;
}

function wepposAnswers(root: string, folder: string, source: RegistryAnswer['source']): Omit<RegistryAnswer, 'split' | 'group'>[] {
  const indexPath = path.join(root, folder, 'INDEX.json');
  if (!existsSync(indexPath)) return [];
  const index = JSON.parse(readFileSync(indexPath, 'utf8')) as WepposIndexEntry[];
  return index.map((entry) => {
    const base = path.basename(entry.file).replace(/__status_\w+\.txt$/, '');
    const [server = '', suffix = ''] = base.split('__');
    const expected: ExpectedSummary = {};
    const r = entry.registrar;
    if (r) {
      const names = [r.name, r.organization].filter(nonEmpty);
      if (!names.length && nonEmpty(r.id)) names.push(r.id);
      if (names.length) expected.registrar = names;
    }
    if (nonEmpty(entry.created_on)) expected.created = entry.created_on;
    if (nonEmpty(entry.expires_on)) expected.expires = entry.expires_on;
    if (nonEmpty(entry.updated_on)) expected.updated = entry.updated_on;
    const status = wepposStatus(entry.status_raw);
    if (status) expected.status = status;
    if (entry.nameservers?.length) expected.nameServers = entry.nameservers;
    const file = entry.file.startsWith(`${folder}/`) ? entry.file : `${folder}/${entry.file}`;
    return {
      file,
      source,
      suffix,
      server,
      ...(entry.domain ? { domain: entry.domain } : {}),
      outcome: entry.kind === 'registered' ? 'registered' : 'not-found',
      expected,
    };
  });
}

interface Correction {
  file: string;
  field: keyof ExpectedSummary | 'outcome' | 'domain';
  /** null: the expectation is dropped (the raw text does not carry the value). */
  value: string | string[] | null;
  reason: string;
}

export function corrections(): Correction[] {
  const file = path.join(registriesDir(), 'CORRECTIONS.json');
  if (!existsSync(file)) return [];
  return (JSON.parse(readFileSync(file, 'utf8')) as { corrections: Correction[] }).corrections;
}

let cached: RegistryAnswer[] | undefined;

export function registryAnswers(): RegistryAnswer[] {
  if (cached) return cached;
  const root = registriesDir();
  const raw = [
    ...likexianAnswers(root),
    ...wepposAnswers(root, 'weppos', 'weppos'),
    ...wepposAnswers(root, 'extra', 'extra'),
    ...wepposAnswers(root, 'extra2', 'extra2'),
  ];
  const fixes = corrections();
  cached = raw.map((answer) => {
    const expected = { ...answer.expected };
    let outcome = answer.outcome;
    let domain = answer.domain;
    for (const fix of fixes.filter((f) => f.file === answer.file)) {
      if (fix.field === 'outcome') outcome = fix.value as RegistryAnswer['outcome'];
      else if (fix.field === 'domain') domain = fix.value as string;
      else if (fix.value === null) delete expected[fix.field];
      else (expected as Record<string, unknown>)[fix.field] = fix.value;
    }
    const group = answer.suffix ? tldOf(answer.suffix) : answer.server ?? answer.file;
    return { ...answer, expected, outcome, ...(domain ? { domain } : {}), group, split: splitOf(group) };
  });
  return cached;
}

// ---- comparison with the expected values ----

/** An ISO-ish date text to [epoch ms, precision]; times without a zone are read as UTC. */
function instant(text: string): { ms: number; dateOnly: boolean; date: string } | null {
  let t = text.trim().replace(/\s*\((?:YYYY-MM-DD|[A-Z ]+)\)$/, '');
  // likexian keeps the registry's text: "1999-06-07 13:01:43 (GMT+0:00)", "2010-08-13 23:16:40 (UTC+8)"
  // likexian's date-only texts: "19.2.2019" (day first)
  const dotted = t.match(/^(\d{1,2})\.(\d{1,2})\.(\d{4})$/);
  if (dotted) t = `${dotted[3]}-${dotted[2]!.padStart(2, '0')}-${dotted[1]!.padStart(2, '0')}`;
  const paren = t.match(/\s*\((?:GMT|UTC)([+-])(\d{1,2})(?::(\d{2}))?\)$/);
  if (paren) t = `${t.slice(0, paren.index)} ${paren[1]}${paren[2]!.padStart(2, '0')}:${paren[3] ?? '00'}`;
  const m = t.match(/^(\d{4})-(\d{2})(?:-(\d{2}))?(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?\s*(Z|UTC|GMT|[+-]\d{2}:?\d{2})?)?\s*(?:\b([A-Z]{3}))?$/);
  if (!m) return null;
  const [, y, mo, d = '01', h, mi, s = '00', zone, named] = m;
  const date = `${y}-${mo}-${d}`;
  if (!h) return { ms: Date.UTC(+y!, +mo! - 1, +d), dateOnly: true, date };
  let offset = 0;
  const z = zone ?? named;
  if (z && /^[+-]/.test(z)) {
    const digits = z.replace(':', '');
    offset = (z.startsWith('-') ? -1 : 1) * (Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3, 5)));
  } else if (z && NAMED_ZONES[z] !== undefined) offset = NAMED_ZONES[z]!;
  return { ms: Date.UTC(+y!, +mo! - 1, +d, +h, +mi!, +s) - offset * 60_000, dateOnly: false, date };
}
const NAMED_ZONES: Record<string, number> = { UTC: 0, GMT: 0, PDT: -420, PST: -480, EDT: -240, EST: -300, CET: 60, CEST: 120, EET: 120, EEST: 180 };

export function sameDate(ours: string | undefined, wanted: string): boolean {
  if (!ours) return false;
  const a = instant(ours);
  const b = instant(wanted);
  if (!a || !b) return false;
  if (a.dateOnly || b.dateOnly) return a.date === b.date || new Date(a.ms).toISOString().slice(0, 10) === new Date(b.ms).toISOString().slice(0, 10);
  return a.ms === b.ms;
}

const squash = (s: string) => s.toLowerCase().normalize('NFKC').replace(/[^\p{L}\p{N}]+/gu, '');

export function sameRegistrar(ours: string | undefined, wanted: string[]): boolean {
  if (!ours) return false;
  const o = squash(ours);
  return wanted.some((w) => {
    const x = squash(w);
    return x !== '' && (o === x || (o.length >= 4 && x.includes(o)) || (x.length >= 4 && o.includes(x)));
  });
}

/** Statuses compare by their words, whatever the spelling: "CLIENT DELETE PROHIBITED" = "clientDeleteProhibited". */
export function statusKey(status: string): string {
  return status
    .replace(/\s+https?:\/\/\S+$/, '')
    .replace(/\s*\(.*\)$/, '')
    .toLowerCase()
    .replace(/[^a-z0-9\p{L}]+/gu, '');
}

export function sameStatus(ours: string[], wanted: string[]): boolean {
  const a = new Set(ours.map(statusKey));
  const b = new Set(wanted.map(statusKey));
  return a.size === b.size && [...b].every((s) => a.has(s));
}

export function hostKey(host: string): string {
  return host.trim().split(/\s+/)[0]!.toLowerCase().replace(/\.$/, '');
}

export function sameNameServers(ours: string[], wanted: string[]): boolean {
  const a = new Set(ours.map(hostKey));
  const b = new Set(wanted.map(hostKey));
  return a.size === b.size && [...b].every((s) => a.has(s));
}

export const SUMMARY_FIELDS = ['registrar', 'created', 'expires', 'updated', 'status', 'nameServers'] as const;
export type SummaryField = (typeof SUMMARY_FIELDS)[number];

/** For each expected field of a registered answer: is our value right? */
export function fieldResults(summary: WhoisSummary | null, expected: ExpectedSummary): Partial<Record<SummaryField, boolean>> {
  const s = summary ?? { status: [], nameServers: [] };
  const out: Partial<Record<SummaryField, boolean>> = {};
  if (expected.registrar) out.registrar = sameRegistrar(s.registrar, expected.registrar);
  for (const field of ['created', 'expires', 'updated'] as const) {
    const want = expected[field];
    if (want) out[field] = sameDate(s[field], want);
  }
  if (expected.status) out.status = sameStatus(s.status, expected.status);
  if (expected.nameServers) out.nameServers = sameNameServers(s.nameServers, expected.nameServers);
  return out;
}
