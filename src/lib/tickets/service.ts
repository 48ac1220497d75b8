import { combineDateParts } from '@/lib/forms/date-parts';
import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { ApiError } from '@/lib/http/api-error';
import { FORMS, collectFieldErrors, ticketTypeSchema, type TicketType } from '@/lib/forms';
import { ticketConfig, type TicketConfig } from './config';
import { ticketBody, ticketSubject } from './format';
import type { ParsedSubmission, ReceivedFile } from './multipart';
import { TicketStore } from './store';

export interface TicketReference {
  ticketId: string;
  ticketSubject: string;
}

const stores = new Map<string, Promise<TicketStore>>();

/** One open store per ticket directory (DATA_DIR can change between tests). */
export function ticketStore(directory: string = ticketConfig().directory): Promise<TicketStore> {
  let store = stores.get(directory);
  if (!store) {
    store = TicketStore.open(directory);
    store.catch(() => stores.delete(directory));
    stores.set(directory, store);
  }
  return store;
}

/** Tests and the CLI: close every store opened by this process. */
export async function closeTicketStores(): Promise<void> {
  const all = [...stores.values()];
  stores.clear();
  await Promise.allSettled(all.map(async (store) => (await store).close()));
}

export function filesDir(directory: string): string {
  return path.join(directory, 'files');
}
export function incomingDir(directory: string): string {
  return path.join(directory, 'incoming');
}

/**
 * Removes upload folders left in incoming/ by requests that never finished (a crash mid-upload).
 * Such uploads were never acknowledged to the visitor, so nothing accepted is lost.
 */
export async function sweepIncoming(directory: string, olderThanMs: number, now: number = Date.now()): Promise<number> {
  let removed = 0;
  const folder = incomingDir(directory);
  let entries: string[];
  try {
    entries = await readdir(folder);
  } catch {
    return 0;
  }
  for (const entry of entries) {
    const full = path.join(folder, entry);
    try {
      if (now - (await stat(full)).mtimeMs > olderThanMs) {
        await rm(full, { recursive: true, force: true });
        removed += 1;
      }
    } catch {
      // Vanished meanwhile (its request finished): fine.
    }
  }
  return removed;
}

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** Reference shown to the visitor at once, e.g. DPD-20261121-7K3M9Q (the desk's own id comes later). */
export function newTicketId(type: TicketType, now: Date): string {
  const bytes = randomBytes(8);
  let random = '';
  for (const byte of bytes) random += ALPHABET[byte % 32];
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  return `${type === 'disclosure-data' ? 'DPD' : 'DO'}-${day}-${random}`;
}

/**
 * Validates a parsed submission with the same zod schema as the browser form; 400 with one code per
 * field when anything is wrong. Files take part as descriptors (name, size, type).
 */
export function validateSubmission(submission: Pick<ParsedSubmission, 'fields' | 'files'>) {
  const typeResult = ticketTypeSchema.safeParse(submission.fields.ticketType);
  if (!typeResult.success) {
    throw new ApiError(400, 'invalid-ticket-type', 'ticketType must be disclosure-data or domain-owner', { ticketType: 'invalid-ticket-type' });
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

export interface CreateTicketOptions {
  config?: TicketConfig;
  now?: Date;
}

/**
 * Commits a validated submission: the request's incoming folder is renamed into files/<ticketId>
 * (one atomic rename; each file was flushed and renamed from its .part name while streaming), then the
 * ticket and attachment rows are inserted in one transaction. Only then does it return the reference.
 * With TICKET_DESK=zendesk the row is queued for the outbox (status pending); otherwise it is kept
 * locally (status stored) for operators (`npm run tickets`).
 */
export async function commitTicket(submission: ParsedSubmission, options: CreateTicketOptions = {}): Promise<TicketReference> {
  const config = options.config ?? ticketConfig();
  const now = options.now ?? new Date();
  const { type, values } = validateSubmission(submission);
  const store = await ticketStore(config.directory);
  const domainName = String(values[type === 'disclosure-data' ? 'dpd_domainName' : 'do_domainName'] ?? '');
  const name = String(values[type === 'disclosure-data' ? 'dpd_name' : 'do_name'] ?? '');
  const email = String(values[type === 'disclosure-data' ? 'dpd_email' : 'do_email'] ?? '');
  const subject = ticketSubject(type, domainName);
  const storedValues = { ...values };
  if (type === 'domain-owner') storedValues.do_uploads = [...new Set(submission.files.map((file) => file.field))];
  for (const field of FORMS[type].fileFields) {
    storedValues[field] = submission.files.filter((file) => file.field === field).map((file) => file.name);
  }

  await mkdir(filesDir(config.directory), { recursive: true });
  for (let attempt = 0; ; attempt += 1) {
    const ticketId = newTicketId(type, now);
    const finalFolder = path.join(filesDir(config.directory), ticketId);
    try {
      await rename(submission.folder, finalFolder);
    } catch (error) {
      if (attempt < 3 && (error as NodeJS.ErrnoException).code === 'ENOTEMPTY') continue;
      throw error;
    }
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
      // Not committed: put the files back so the caller's cleanup removes them; the visitor gets an error.
      await rename(finalFolder, submission.folder).catch(() => rm(finalFolder, { recursive: true, force: true }));
      throw error;
    }
    return { ticketId, ticketSubject: subject };
  }
}
