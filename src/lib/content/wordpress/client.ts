import 'server-only';

/**
 * A minimal WPGraphQL client: one POST per operation, JSON body {query, variables, operationName},
 * bearer authorization when a token is configured, a hard timeout covering headers and body.
 * It never caches (the data cache sits above it, see cache.ts) and it never retries: a retry inside
 * a page render only makes a slow CMS slower.
 */
export type WordPressErrorKind = 'timeout' | 'network' | 'http' | 'graphql' | 'invalid-response';

/** The content system failed to answer usefully (as opposed to answering "not found"). */
export class WordPressError extends Error {
  constructor(
    readonly kind: WordPressErrorKind,
    readonly operationName: string,
    message: string,
    readonly details: { status?: number; graphqlMessages?: string[]; cause?: unknown } = {},
  ) {
    super(`WordPress ${operationName}: ${message}`, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'WordPressError';
  }

  get status(): number | undefined {
    return this.details.status;
  }

  get graphqlMessages(): string[] {
    return this.details.graphqlMessages ?? [];
  }
}

export interface WordPressClientOptions {
  url: string;
  authToken?: string;
  timeoutMs: number;
  /** Injectable for tests; defaults to the global (in Next, the patched) fetch. */
  fetch?: typeof fetch;
}

export type GraphQLVariables = Record<string, unknown>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function graphqlMessages(body: unknown): string[] {
  if (!isRecord(body) || !Array.isArray(body.errors)) return [];
  return body.errors.map((error) =>
    isRecord(error) && typeof error.message === 'string' ? error.message : JSON.stringify(error),
  );
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

export class WordPressClient {
  constructor(private readonly options: WordPressClientOptions) {}

  /**
   * Runs one operation and returns the whole JSON answer ({data, ...}) for the caller to validate.
   * Throws WordPressError on a timeout, a transport failure, a non-2xx status, a body that is not
   * JSON, or a non-empty GraphQL `errors` array (even next to partial data: a half-answered page
   * must not be rendered or cached as if it were whole).
   */
  async request(operationName: string, query: string, variables: GraphQLVariables = {}): Promise<Record<string, unknown>> {
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
    if (this.options.authToken) headers.authorization = `Bearer ${this.options.authToken}`;
    const doFetch = this.options.fetch ?? fetch;
    const signal = AbortSignal.timeout(this.options.timeoutMs);

    let status: number;
    let text: string;
    try {
      const response = await doFetch(this.options.url, {
        method: 'POST',
        headers,
        body: JSON.stringify({ query, variables, operationName }),
        signal,
        // The answer is cached one level up (unstable_cache), never by fetch itself.
        cache: 'no-store',
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      if (isTimeout(error) || signal.aborted) {
        throw new WordPressError('timeout', operationName, `no answer within ${this.options.timeoutMs} ms`, { cause: error });
      }
      throw new WordPressError('network', operationName, `request failed: ${(error as Error).message}`, { cause: error });
    }

    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch (error) {
      if (status < 200 || status >= 300) throw new WordPressError('http', operationName, `HTTP ${status}`, { status });
      throw new WordPressError('invalid-response', operationName, 'answer is not JSON', { status, cause: error });
    }
    const messages = graphqlMessages(body);
    if (status < 200 || status >= 300) {
      const suffix = messages.length ? `: ${messages.join('; ')}` : '';
      throw new WordPressError('http', operationName, `HTTP ${status}${suffix}`, { status, graphqlMessages: messages });
    }
    if (messages.length) {
      throw new WordPressError('graphql', operationName, `GraphQL errors: ${messages.join('; ')}`, { status, graphqlMessages: messages });
    }
    if (!isRecord(body) || !isRecord(body.data)) {
      throw new WordPressError('invalid-response', operationName, 'answer has no data object', { status });
    }
    return body;
  }
}
