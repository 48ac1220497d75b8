import { combineDateParts } from '@/lib/forms/date-parts';
import 'server-only';
import { openStores } from '@/lib/db/open-stores';
// the IDNA tables, registered with the one IDNA check the e-mail rule uses for IDN domains
import '@/lib/domain/idna';
import { idnaName } from '@/lib/domain/idna-check';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { ApiError } from '@/lib/http/api-error';
import { FORMS, TICKET_TYPES, collectFieldErrors, hostOfTarget, ticketTypeSchema, type TicketType } from '@/lib/forms';
import { ticketConfig, type TicketConfig } from './config';
import { ticketBody, ticketSubject } from './format';
import { uploadsInFlight, type ParsedSubmission, type ReceivedFile } from './multipart';
import { TicketStore, type TicketRow } from './store';

export interface TicketReference {
  ticketId: string;
  ticketSubject: string;
  /** With the id, lets the no-JS result page show this ticket (read from the store, never the URL). */
  resultToken: string;
  /** True when an earlier submission with the same idempotency key had already created it. */
  replayed: boolean;
}

const stores = openStores<TicketStore>((store) => store.close());

/** One open store per ticket directory (DATA_DIR can change between tests). */
export function ticketStore(directory: string = ticketConfig().directory): Promise<TicketStore> {
  return stores.get(directory, () => TicketStore.open(directory));
}

/** Tests and the CLI: close every store opened by this process. */
export function closeTicketStores(): Promise<void> {
  return stores.closeAll();
}

export function filesDir(directory: string): string {
  return path.join(directory, 'files');
}
export function incomingDir(directory: string): string {
  return path.join(directory, 'incoming');
}

/**
 * Where a committed ticket's file is now: files/<id>/<name> once moved; after a crash between the
 * commit and the move, still in incoming/<upload folder>/ until the sweep moves it (`waiting`). The
 * operator CLI shows this path, never one that does not exist yet.
 */
export function attachmentPath(directory: string, ticket: { id: string; upload_folder: string | null }, storedName: string): { path: string; waiting: boolean; missing: boolean } {
  const moved = path.join(filesDir(directory), ticket.id, storedName);
  if (existsSync(moved)) return { path: moved, waiting: false, missing: false };
  if (ticket.upload_folder) {
    const waiting = path.join(incomingDir(directory), ticket.upload_folder, storedName);
    if (existsSync(waiting)) return { path: waiting, waiting: true, missing: false };
  }
  return { path: moved, waiting: false, missing: true };
}

export interface SweepReport {
  /** Unfinished uploads (no committed ticket) removed from incoming/. */
  removedUploads: number;
  /** Committed tickets whose files were still in incoming/ (a crash between commit and move): moved. */
  completedMoves: number;
  /** Folders in files/ that belong to no committed ticket: removed. */
  removedOrphans: number;
}

async function entriesOlderThan(folder: string, cutoff: number): Promise<string[]> {
  let entries: string[];
  try {
    entries = await readdir(folder);
  } catch {
    return [];
  }
  const old: string[] = [];
  for (const entry of entries) {
    try {
      if ((await stat(path.join(folder, entry))).mtimeMs < cutoff) old.push(entry);
    } catch {
      // Vanished meanwhile (its request finished): fine.
    }
  }
  return old;
}

/**
 * Crash leftovers (a `kill -9` mid-upload or mid-commit), swept at boot and then periodically:
 * - incoming/<folder> older than the grace period, not being worked on by this process, with no
 *   committed ticket: an upload that was never acknowledged — removed;
 * - incoming/<folder> that a committed ticket names (it crashed between the commit and the move):
 *   moved into files/<ticketId>, as the commit would have;
 * - files/<folder> older than the grace period with no ticket row: removed.
 * Nothing is removed when the store cannot be read.
 */
export async function sweepTickets(directory: string, graceMs: number, now: number = Date.now()): Promise<SweepReport> {
  const report: SweepReport = { removedUploads: 0, completedMoves: 0, removedOrphans: 0 };
  const cutoff = now - graceMs;
  const store = await ticketStore(directory);
  const inFlight = uploadsInFlight();
  for (const entry of await entriesOlderThan(incomingDir(directory), cutoff)) {
    const folder = path.join(incomingDir(directory), entry);
    if (inFlight.has(folder)) continue;
    const owner = await store.byUploadFolder(entry);
    if (owner) {
      try {
        await mkdir(filesDir(directory), { recursive: true });
        await rename(folder, path.join(filesDir(directory), owner.id));
        report.completedMoves += 1;
      } catch (error) {
        console.error(`[tickets] could not move the files of ${owner.id} into place`, error);
      }
      continue;
    }
    await rm(folder, { recursive: true, force: true });
    report.removedUploads += 1;
  }
  const candidates = await entriesOlderThan(filesDir(directory), cutoff);
  const committed = await store.existingIds(candidates);
  for (const entry of candidates) {
    if (committed.has(entry)) continue;
    await rm(path.join(filesDir(directory), entry), { recursive: true, force: true });
    report.removedOrphans += 1;
  }
  return report;
}

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** Reference shown to the visitor at once, e.g. DPD-20261121-7K3M9Q (the desk's own id comes later). */
export function newTicketId(type: TicketType, now: Date): string {
  const bytes = randomBytes(8);
  let random = '';
  for (const byte of bytes) random += ALPHABET[byte % 32];
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  return `${FORMS[type].referencePrefix}-${day}-${random}`;
}

/** A reference as newTicketId writes it, for any form. */
const TICKET_REFERENCE = new RegExp(`^(?:${Object.values(FORMS).map((form) => form.referencePrefix).join('|')})-\\d{8}-[0-9A-Z]{8}$`);

/** The forms' textareas: the only fields whose value may span lines. */
const MULTI_LINE_FIELDS: ReadonlySet<string> = new Set(Object.values(FORMS).flatMap((form) => form.multiLineFields));
 
const ANY_CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
 
const CONTROL_EXCEPT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/**
 * Control characters in text fields are refused, never stripped: 400 `control-characters` naming
 * every offending field, for every field sent (known or not).
 * - multi-line fields (the textareas): tab, CR and LF are text; any other C0 control, DEL or C1
 *   control (ESC, CSI…) is refused;
 * - every other field (single-line inputs, e-mail, date parts, checkboxes, ticketType, locale, the
 *   idempotency key): any C0 control (line breaks included), DEL or C1 control is refused.
 * File names are the one text that is stripped instead (sanitizeFileName): nobody types them.
 */
export function assertNoControlCharacters(fields: Record<string, string>): void {
  const offending: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) {
    const rule = MULTI_LINE_FIELDS.has(name) ? CONTROL_EXCEPT_LINE_BREAKS : ANY_CONTROL;
    if (rule.test(value) || ANY_CONTROL.test(name)) offending[name.replace(/[\u0000-\u001f\u007f-\u009f]/g, '')] = 'control-characters';
  }
  if (Object.keys(offending).length) {
    throw new ApiError(400, 'control-characters', 'Some fields contain control characters', offending);
  }
}

/**
 * Validates a parsed submission with the same zod schema as the browser form; 400 with one code per
 * field when anything is wrong. Files take part as descriptors (name, size, type).
 */
export function validateSubmission(submission: Pick<ParsedSubmission, 'fields' | 'files'>) {
  assertNoControlCharacters(submission.fields);
  const typeResult = ticketTypeSchema.safeParse(submission.fields.ticketType);
  if (!typeResult.success) {
    throw new ApiError(400, 'invalid-ticket-type', `ticketType must be one of ${TICKET_TYPES.join(', ')}`, { ticketType: 'invalid-ticket-type' });
  }
  const form = FORMS[typeResult.data];
  const input: Record<string, unknown> = {};
  // A plain (script-less) form post sends a date as day/month/year parts.
  for (const [name, value] of Object.entries(combineDateParts(submission.fields))) {
    if (name.startsWith(form.prefix)) input[name] = value;
  }
  for (const field of form.fileFields) input[field] = [];
  for (const file of submission.files) {
    if (!form.fileFields.includes(file.field)) {
      throw new ApiError(400, 'validation-failed', 'A file was sent for a field of the other form', { [file.field]: 'unknown-file-field' });
    }
    (input[file.field] as unknown[]).push({ name: file.name, size: file.size, type: file.mime });
  }
  const result = form.schema.safeParse(input);
  if (!result.success) {
    const { codes } = collectFieldErrors(result.error);
    throw new ApiError(400, 'validation-failed', 'Some fields are not valid', codes);
  }
  return { type: typeResult.data, values: result.data as Record<string, unknown> };
}

/** "bücher.de (phishing)": the reported host, as people read it (Unicode), and the kind of abuse. */
function abuseSubjectText(target: string, category: string): string {
  const host = hostOfTarget(target);
  return `${idnaName(host)?.unicode ?? host} (${category})`;
}

export interface CreateTicketOptions {
  config?: TicketConfig;
  now?: Date;
  /**
   * The submission's idempotency key (one per form fill, kept across resubmits): a resubmit of a
   * committed ticket whose answer was lost returns that first ticket instead of a duplicate.
   */
  idempotencyKey?: string | null;
}

/** What a key may look like: the forms send a UUID; anything of 16–100 URL-safe characters is accepted. */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,100}$/;

/**
 * A resubmit with the key of a committed ticket: the first ticket, provided the resubmit is the same
 * request (same form, same requester); a key reused for another request is 422.
 */
function replayOf(first: TicketRow, type: TicketType, email: string): TicketReference {
  if (first.ticket_type !== type || first.requester_email.toLowerCase() !== email.toLowerCase()) {
    throw new ApiError(422, 'idempotency-key-reused', 'This idempotency key was used for another request', { idempotencyKey: 'idempotency-key-reused' });
  }
  return { ticketId: first.id, ticketSubject: first.subject, resultToken: first.result_token ?? '', replayed: true };
}

/** After the commit: files/<ticketId>. A failure is logged, not thrown — the sweep finishes the move. */
async function moveIntoPlace(directory: string, folder: string, ticketId: string): Promise<void> {
  try {
    await mkdir(filesDir(directory), { recursive: true });
    await rename(folder, path.join(filesDir(directory), ticketId));
  } catch (error) {
    console.error(`[tickets] ${ticketId} is committed; its files stay in incoming/ until the sweep moves them`, error);
  }
}

/**
 * Commits a validated submission: the ticket and attachment rows are inserted in one transaction
 * (naming the request's incoming folder), and only then is the folder moved into files/<ticketId>
 * (one atomic rename). A crash before the commit leaves an unacknowledged upload the sweep removes;
 * a crash between the commit and the move leaves files the sweep moves into place (the outbox reads
 * them from incoming/ meanwhile). With an idempotency key, a resubmit returns the first ticket (the
 * key is unique in the table, so two racing resubmits cannot both commit). With TICKET_DESK=zendesk
 * the row is queued for the outbox (status pending); otherwise it is kept locally (status stored).
 * The incoming folder is removed whenever nothing was committed.
 */
export async function commitTicket(submission: ParsedSubmission, options: CreateTicketOptions = {}): Promise<TicketReference> {
  const config = options.config ?? ticketConfig();
  const now = options.now ?? new Date();
  const key = options.idempotencyKey ?? null;
  let committed = false;
  try {
    if (key !== null && !IDEMPOTENCY_KEY.test(key)) {
      throw new ApiError(400, 'invalid-idempotency-key', 'The idempotency key must be 16 to 100 letters, digits, - or _', { idempotencyKey: 'invalid' });
    }
    const { type, values } = validateSubmission(submission);
    const store = await ticketStore(config.directory);
    const form = FORMS[type];
    const domainName = String(values[form.domainField] ?? '');
    const name = String(values[form.nameField] ?? '');
    const email = String(values[form.emailField] ?? '');
    if (key !== null) {
      const first = await store.byIdempotencyKey(key);
      if (first) return replayOf(first, type, email);
    }
    const subject = ticketSubject(type, type === 'abuse' ? abuseSubjectText(domainName, String(values.ab_category)) : domainName);
    const storedValues = { ...values };
    if (type === 'domain-owner') storedValues.do_uploads = [...new Set(submission.files.map((file) => file.field))];
    for (const field of FORMS[type].fileFields) {
      storedValues[field] = submission.files.filter((file) => file.field === field).map((file) => file.name);
    }
    const resultToken = randomBytes(18).toString('base64url');
    for (let attempt = 0; ; attempt += 1) {
      const ticketId = newTicketId(type, now);
      try {
        await store.insert(
          {
            id: ticketId,
            external_id: `website-${ticketId}`,
            ticket_type: type,
            subject,
            requester_name: name,
            requester_email: email,
            fields_json: JSON.stringify(storedValues),
            body: ticketBody(ticketId, values, submission.files),
            created_at: now.toISOString(),
            desk: config.desk,
            status: config.desk === 'zendesk' ? 'pending' : 'stored',
            idempotency_key: key,
            upload_folder: path.basename(submission.folder),
            result_token: resultToken,
          },
          submission.files.map((file: ReceivedFile) => ({
            seq: file.seq,
            field: file.field,
            original_name: file.originalName,
            name: file.name,
            stored_name: file.storedName,
            mime: file.mime,
            size: file.size,
            sha256: file.sha256,
          })),
        );
      } catch (error) {
        // A racing resubmit with the same key committed first: answer with its ticket.
        const first = key !== null ? await store.byIdempotencyKey(key).catch(() => null) : null;
        if (first) return replayOf(first, type, email);
        // The random id was taken (vanishingly rare): draw another.
        if (attempt < 3 && (await store.get(ticketId).catch(() => null))) continue;
        throw error;
      }
      committed = true;
      await moveIntoPlace(config.directory, submission.folder, ticketId);
      return { ticketId, ticketSubject: subject, resultToken, replayed: false };
    }
  } finally {
    if (!committed) await rm(submission.folder, { recursive: true, force: true });
    uploadsInFlight().delete(submission.folder);
  }
}

/**
 * The no-JS result page's ticket: id and subject read from the store, shown only when the URL's
 * token is the ticket's own (so the page never echoes text from the URL, and ids cannot be probed).
 */
export async function ticketForResultPage(ticketId: string, token: string, directory: string = ticketConfig().directory): Promise<{ ticketId: string; ticketSubject: string; type: TicketType } | null> {
  if (!TICKET_REFERENCE.test(ticketId) || !/^[A-Za-z0-9_-]{16,64}$/.test(token)) return null;
  const store = await ticketStore(directory);
  const row = await store.db.selectFrom('tickets').select(['id', 'subject', 'ticket_type', 'result_token']).where('id', '=', ticketId).executeTakeFirst();
  if (!row?.result_token) return null;
  const expected = Buffer.from(row.result_token);
  const given = Buffer.from(token);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const type = ticketTypeSchema.safeParse(row.ticket_type);
  return { ticketId: row.id, ticketSubject: row.subject, type: type.success ? type.data : 'disclosure-data' };
}
