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

export class WhoisUnavailableError extends ApiError {
  constructor(readonly server: string, reason: string) {
    super(502, 'whois-unavailable', `The whois server ${server} could not be reached (${reason}). Please try again later.`);
  }
}

export class WhoisUnknownTldError extends ApiError {
  constructor(readonly tld: string) {
    super(422, 'unknown-tld', `No registry answers whois queries for .${tld}.`);
  }
}
