import { FORMS, MESSAGES, isFileLike, toFileArray, type TicketType } from './index';

/**
 * Sending a support form as a ticket, and reading the answer into the form's next state.
 *
 * Spec: support-and-tools.md §4 "Forms", §7, §8.
 */

/** The create-ticket endpoint. */
export const TICKET_ENDPOINT = '/api/zendesk/create-zendesk-ticket';

/** The texts of the ticket outcomes, to the letter. */
export const OUTCOME_TEXTS = {
  noId: 'ERROR',
  noSubject: 'No subject',
  disclosureFallback: 'Sorry, something went wrong, please try again shortly',
  ownerFailureTitle: 'Error',
  ownerRequestFailureTitle: 'Error in ticket creation',
  serverError: 'Server error',
} as const;

export type TicketOutcome =
  | { kind: 'success'; ticketId: string; ticketSubject: string }
  | {
      kind: 'error';
      /** The spec's English title; titleKey names its text in the support catalogue (common.*), shown instead. */
      title: string;
      titleKey?: 'ticketCreationError' | 'errorTitle';
      text: string;
      /** Server-side field codes (400 validation-failed), to put back on the fields. */
      fields?: Record<string, string>;
      code?: string;
    };

/**
 * Multipart body of the create-ticket call: every form field (booleans as "true"/"false"), files as
 * numbered parts `<field>-1`, `<field>-2`, … (the reading of "filename-1" chosen by the server, see
 * src/lib/tickets/multipart.ts), `do_uploads` listing the file fields that carry files, and `ticketType`.
 */
export function buildTicketFormData(type: TicketType, values: Record<string, unknown>): FormData {
  const form = FORMS[type];
  const data = new FormData();
  data.append('ticketType', type);
  const withFiles: string[] = [];
  for (const [name, value] of Object.entries(values)) {
    if (form.fileFields.includes(name)) {
      const files = (toFileArray(value) as unknown[]).filter(isFileLike) as unknown as Blob[];
      files.forEach((file, index) => data.append(`${name}-${index + 1}`, file, (file as unknown as { name: string }).name));
      if (files.length) withFiles.push(name);
      continue;
    }
    if (name === 'do_uploads') continue;
    if (typeof value === 'boolean') data.append(name, value ? 'true' : 'false');
    else if (typeof value === 'string') data.append(name, value);
    else if (typeof value === 'number') data.append(name, String(value));
  }
  if (type === 'domain-owner') data.append('do_uploads', JSON.stringify(withFiles));
  return data;
}

/** Human text for a server field code, in the spec's words where it has them. */
export function fieldMessage(field: string, code: string): string {
  switch (code) {
    case 'must-declare':
      return MESSAGES.declareAll;
    case 'must-be-owner':
      return MESSAGES.mustBeOwner;
    case 'unsupported-file-type':
    case 'file-extension-mismatch':
      return field.endsWith('supportingDocsAttach') ? MESSAGES.zipOrRar : MESSAGES.pdfPngJpeg;
    case 'file-too-large':
      return MESSAGES.fileTooLarge;
    case 'too-many-files':
      return field.endsWith('supportingDocsAttach') ? MESSAGES.singleFile : MESSAGES.tooManyFiles;
    case 'nl-only':
      return MESSAGES.nlOnly;
    case 'invalid-email':
      return MESSAGES.invalidEmail;
    case 'email-not-public':
      return MESSAGES.emailNotPublic;
    case 'invalid-date':
      return MESSAGES.invalidDate;
    case 'invalid-domain':
      return MESSAGES.invalidDomain;
    case 'invalid-target':
      return MESSAGES.invalidTarget;
    default:
      return field === 'dpd_name' ? MESSAGES.validInfo : MESSAGES.required;
  }
}

/** Server message texts (the "translation of the server message" a failed ticket shows) for the disclosure form. */
const SERVER_MESSAGE_TEXTS: Record<string, string> = {
  'rate-limit-exceeded': 'Too many requests. Please try later...',
  'file-too-large': 'A file is larger than 10 MB',
  'too-many-files': 'At most 10 files per request',
  'request-too-large': 'The files are larger than 40 MB in total',
  'unsupported-file-type': 'This file type is not accepted',
  'file-extension-mismatch': 'This file type is not accepted',
  'validation-failed': 'Some fields are not valid',
  'cross-origin-request': 'Requests from another site are not accepted',
};

interface Answer {
  success?: unknown;
  message?: unknown;
  code?: unknown;
  fields?: unknown;
}

function successOf(message: unknown): TicketOutcome {
  const body = (typeof message === 'object' && message !== null ? message : {}) as { ticketId?: unknown; ticketSubject?: unknown };
  const id = typeof body.ticketId === 'string' || typeof body.ticketId === 'number' ? String(body.ticketId) : '';
  const subject = typeof body.ticketSubject === 'string' ? body.ticketSubject : '';
  return { kind: 'success', ticketId: id || OUTCOME_TEXTS.noId, ticketSubject: subject || OUTCOME_TEXTS.noSubject };
}

/**
 * Turns the HTTP exchange into the form's next state:
 * - success: ticket id and subject ('ERROR' / 'No subject' when missing);
 * - disclosure failure: title = translation `ticketCreationError`, text = translated server message,
 *   else 'Sorry, something went wrong, please try again shortly';
 * - domain owner: `success: false` in a 2xx answer -> 'Error' + server message; a failed request
 *   (non-2xx or network) -> 'Error in ticket creation' + server message or 'Server error'.
 */
export function interpretTicketResponse(type: TicketType, status: number | null, answer: Answer | null): TicketOutcome {
  const ok = status !== null && status >= 200 && status < 300;
  if (ok && answer?.success === true) return successOf(answer.message);
  const serverMessage = typeof answer?.message === 'string' && answer.message ? answer.message : null;
  const code = typeof answer?.code === 'string' ? answer.code : undefined;
  const fields =
    answer?.fields && typeof answer.fields === 'object'
      ? Object.fromEntries(Object.entries(answer.fields as Record<string, unknown>).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
      : undefined;
  if (type === 'disclosure-data') {
    const translated = (code && SERVER_MESSAGE_TEXTS[code]) || serverMessage;
    return { kind: 'error', title: OUTCOME_TEXTS.ownerRequestFailureTitle, titleKey: 'ticketCreationError', text: translated ?? OUTCOME_TEXTS.disclosureFallback, fields, code };
  }
  if (ok) return { kind: 'error', title: OUTCOME_TEXTS.ownerFailureTitle, titleKey: 'errorTitle', text: serverMessage ?? OUTCOME_TEXTS.serverError, fields, code };
  return { kind: 'error', title: OUTCOME_TEXTS.ownerRequestFailureTitle, titleKey: 'ticketCreationError', text: serverMessage ?? OUTCOME_TEXTS.serverError, fields, code };
}

/**
 * A fresh idempotency key for one form fill (sent as `Idempotency-Key`): 128 random bits as hex
 * (crypto.getRandomValues works outside secure contexts too, unlike randomUUID).
 */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Sends a validated form and returns the next state. Never throws. `idempotencyKey`: the same key for
 * every resubmit of one form fill, so a ticket committed whose answer was lost is not created twice.
 */
export async function submitTicket(
  type: TicketType,
  values: Record<string, unknown>,
  fetchImpl: typeof fetch = fetch,
  endpoint: string = TICKET_ENDPOINT,
  idempotencyKey?: string,
): Promise<TicketOutcome> {
  let response: Response;
  try {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
    response = await fetchImpl(endpoint, { method: 'POST', body: buildTicketFormData(type, values), headers });
  } catch {
    return interpretTicketResponse(type, null, null);
  }
  let answer: Answer | null = null;
  try {
    answer = (await response.json()) as Answer;
  } catch {
    answer = null;
  }
  return interpretTicketResponse(type, response.status, answer);
}
