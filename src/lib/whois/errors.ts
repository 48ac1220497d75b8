import { ApiError } from '@/lib/http/api-error';

/**
 * Lookup failures, each with the code and the visitor-facing message the route returns. The message
 * names no server, address, port or errno code (issue 18 point 11: they exposed the root server's
 * address and socket errors); `detail` carries them for the one server-log line the route writes.
 */
export interface WhoisFailureDetail {
  /** One line for the server log: server and raw reason. */
  readonly detail: string;
}

export class WhoisTimeoutError extends ApiError implements WhoisFailureDetail {
  readonly detail: string;
  constructor(readonly server: string) {
    super(504, 'whois-timeout', 'The whois server did not answer in time. Please try again later.');
    this.detail = `${server}: no answer in time`;
  }
}

export class WhoisTooLargeError extends ApiError implements WhoisFailureDetail {
  readonly detail: string;
  constructor(readonly server: string, limit: number) {
    super(502, 'whois-answer-too-large', 'The whois server sent an answer too large to show, so it was refused.');
    this.detail = `${server}: answer over ${limit} bytes`;
  }
}

/**
 * A sentence for why a registry could not be reached. No errno or stack text reaches a visitor
 * (issue 14 point 6): known socket codes become words, anything else is left out.
 */
export function unreachableReason(reason: string): string | null {
  const code = reason.trim().toUpperCase();
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'NO ADDRESS') return 'its name does not resolve';
  if (code === 'ECONNREFUSED') return 'it refused the connection';
  if (code === 'ETIMEDOUT' || code === 'TIMEOUT' || /timed? ?out/i.test(reason)) return 'it did not answer in time';
  if (code === 'ECONNRESET' || code === 'EPIPE') return 'the connection was cut';
  if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH') return 'it cannot be reached from here';
  return null;
}

export class WhoisUnavailableError extends ApiError implements WhoisFailureDetail {
  readonly detail: string;
  constructor(readonly server: string, readonly reason: string) {
    const why = unreachableReason(reason);
    super(502, 'whois-unavailable', `The whois server could not be reached${why ? `: ${why}` : ''}. Please try again later.`);
    this.detail = `${server}: ${reason}`;
  }
}

export function hasFailureDetail(error: unknown): error is ApiError & WhoisFailureDetail {
  return error instanceof ApiError && typeof (error as Partial<WhoisFailureDetail>).detail === 'string';
}

/** The server-log line of a failed lookup: one line, whatever the reason text holds. */
export function failureLogLine(domain: string, error: WhoisFailureDetail): string {
  return `[whois] lookup of ${domain} failed: ${error.detail.replace(/\s+/g, ' ').slice(0, 500)}`;
}

export class WhoisUnknownTldError extends ApiError {
  constructor(readonly tld: string) {
    super(422, 'unknown-tld', `No registry answers whois queries for .${tld}.`);
  }
}
