import { ApiError } from '@/lib/http/api-error';

/** Lookup failures, each with the code and the visitor-facing message the route returns. */
export class WhoisTimeoutError extends ApiError {
  constructor(readonly server: string) {
    super(504, 'whois-timeout', `The whois server ${server} did not answer in time. Please try again later.`);
  }
}

export class WhoisTooLargeError extends ApiError {
  constructor(readonly server: string, limit: number) {
    super(502, 'whois-answer-too-large', `The answer of ${server} is larger than ${limit} bytes and was refused.`);
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

export class WhoisUnavailableError extends ApiError {
  constructor(readonly server: string, reason: string) {
    const why = unreachableReason(reason);
    super(502, 'whois-unavailable', `The whois server ${server} could not be reached${why ? `: ${why}` : ''}. Please try again later.`);
  }
}

export class WhoisUnknownTldError extends ApiError {
  constructor(readonly tld: string) {
    super(422, 'unknown-tld', `No registry answers whois queries for .${tld}.`);
  }
}
