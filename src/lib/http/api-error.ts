/**
 * One error shape for every API route: `{ success: false, code, message, fields? }`.
 * `code` is machine-readable (kebab-case); `message` is for people.
 */
export type FieldErrors = Record<string, string>;

export class ApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 405 | 413 | 415 | 422 | 429 | 500 | 502 | 503 | 504,
    readonly code: string,
    message: string,
    readonly fields?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function errorResponse(error: ApiError): Response {
  return Response.json(
    { success: false, code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) },
    { status: error.status, headers: { 'Cache-Control': 'no-store', ...error.headers } },
  );
}

/** Turns anything thrown inside a route into a response; unknown errors become a 500 without internals. */
export function toErrorResponse(error: unknown, context: string): Response {
  if (error instanceof ApiError) return errorResponse(error);
  console.error(`[${context}]`, error);
  return errorResponse(new ApiError(500, 'internal-error', 'Server error'));
}

/** A route handler that answers whatever `handle` throws the way toErrorResponse does (logged under `context`). */
export function withErrorResponse(context: string, handle: (request: Request) => Promise<Response>): (request: Request) => Promise<Response> {
  return async (request) => {
    try {
      return await handle(request);
    } catch (error) {
      return toErrorResponse(error, context);
    }
  };
}
