/**
 * Envelope codes of the contract: 200 ok, 400 validation, 401 not logged in, 403, 404, 500 business error; ours:
 * 429 rate limited, 503 temporarily unavailable (a part the API needs is down or the process is overloaded: try again).
 */
export const Code = {
  OK: 200,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  TOO_MANY: 429,
  FAILED: 500,
  UNAVAILABLE: 503,
} as const;

/** An error the shopper should read: its message is a catalogue key translated into the request's language. */
export class AppError extends Error {
  constructor(
    public readonly code: number,
    public readonly key: string,
    public readonly params: Record<string, string | number> = {},
  ) {
    super(key);
    this.name = 'AppError';
  }
}

export const badRequest = (key = 'error.badRequest', params?: Record<string, string | number>) =>
  new AppError(Code.BAD_REQUEST, key, params);
export const unauthorized = (key = 'error.unauthorized') => new AppError(Code.UNAUTHORIZED, key);
export const forbidden = (key = 'error.forbidden') => new AppError(Code.FORBIDDEN, key);
export const notFound = (key = 'error.notFound', params?: Record<string, string | number>) => new AppError(Code.NOT_FOUND, key, params);
/** A business rule refused the request (the original backend's CrmebException, code 500). */
export const refused = (key: string, params?: Record<string, string | number>) => new AppError(Code.FAILED, key, params);

/**
 * What to throw when reading a multipart body failed: the plugin's own errors (a file too large, …) carry an HTTP
 * status and are answered as they are; the parser's (busboy: "Boundary not found", "Unexpected end of multipart
 * data") carry none, and are the client's malformed form, not a system exception.
 */
export function formError(err: unknown): unknown {
  const status = typeof err === 'object' && err !== null ? (err as { statusCode?: unknown }).statusCode : undefined;
  return typeof status === 'number' ? err : badRequest('error.form');
}
