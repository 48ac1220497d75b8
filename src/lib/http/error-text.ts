/**
 * The text a visitor reads for a failed API call (issue 25: visitor-facing error texts are in the
 * page's language and never a bare code). The routes answer `{code, message}` (api-error.ts): the
 * code is for programs, the message is English. On the client:
 * 1. the page's catalogue text for the code, when it has one (every code the route can answer);
 * 2. else, on an English page, the server's own message (it is written in English);
 * 3. else the page's fallback text.
 * A code alone is never shown.
 */
export interface ApiFailure {
  code?: string | null;
  message?: string | null;
}

export function apiErrorText(failure: ApiFailure | null | undefined, catalogue: Readonly<Record<string, string>>, fallback: string, pageIsEnglish: boolean): string {
  const code = failure?.code?.toLowerCase();
  if (code && Object.hasOwn(catalogue, code) && catalogue[code]) return catalogue[code];
  const message = failure?.message?.trim();
  // A message that is only a code ('rate-limit-exceeded') is not a text for people.
  if (pageIsEnglish && message && !/^[a-z0-9]+(?:-[a-z0-9]+)+$/i.test(message)) return message;
  return fallback;
}

