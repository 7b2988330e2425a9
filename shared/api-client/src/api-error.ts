/** Codes of the envelope that mean the session is gone (401 from the API, 410xxx from CRMEB clients). */
export const SESSION_LOST_CODES: readonly number[] = [401, 410000, 410001, 410002];

export const NETWORK_ERROR_CODE = 0;

interface Fallback {
  messageId: string;
  /** English text, used as Error.message when the server sent none (logs, non-React callers). */
  text: string;
}

const FALLBACKS: Record<number, Fallback> = {
  400: { messageId: 'errors.badRequest', text: 'Parameter validation failed' },
  403: { messageId: 'errors.forbidden', text: 'No permission' },
  404: { messageId: 'errors.notFound', text: 'No data found' },
  500: { messageId: 'errors.system', text: 'System exception' },
};
const SESSION_LOST: Fallback = { messageId: 'errors.loginRequired', text: 'Please log in' };
const OTHER: Fallback = { messageId: 'errors.other', text: 'System error' };
/**
 * HTTP 404 for the path itself: the backend does not offer this endpoint (a backend of the contract's family, or our
 * API with CONTRACT_STRICT, answering one of our extensions). Not the envelope's code 404 (no such record).
 */
const NOT_OFFERED: Fallback = { messageId: 'errors.notOffered', text: 'This feature is not available on this shop.' };
const NETWORK: Fallback = {
  messageId: 'errors.network',
  text: 'The network is unavailable. Check your connection and try again.',
};

/**
 * A rejected call. `message` is the server's text (already in the shopper's language) or an English
 * fallback; `messageId` names the common catalogue entry to show instead and is set exactly when the
 * server gave no text (or the request never got an answer).
 */
export class ApiError extends Error {
  readonly code: number;
  readonly messageId?: string;
  /** The request was aborted by the caller: nothing to show. */
  readonly canceled: boolean;
  /** The backend does not serve this path at all (HTTP 404): a feature of ours it lacks, see NOT_OFFERED. */
  readonly notServed: boolean;

  constructor(code: number, message: string, messageId?: string, canceled = false, notServed = false) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.messageId = messageId;
    this.canceled = canceled;
    this.notServed = notServed;
  }

  get isSessionLost(): boolean {
    return SESSION_LOST_CODES.includes(this.code);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** An envelope whose code is not 200, mapped by the error catalogue (docs/contract.md, "What the storefront's client relies on"). */
export function envelopeError(code: number, serverMessage: unknown): ApiError {
  const fallback = SESSION_LOST_CODES.includes(code) ? SESSION_LOST : (FALLBACKS[code] ?? OTHER);
  const text = typeof serverMessage === 'string' ? serverMessage.trim() : '';
  return text ? new ApiError(code, text) : new ApiError(code, fallback.text, fallback.messageId);
}

/** No usable answer: offline, timeout, CORS, or an HTTP status other than 200 (404: the path is not served). */
export function networkError(httpStatus: number = NETWORK_ERROR_CODE): ApiError {
  if (httpStatus === 404) return new ApiError(404, NOT_OFFERED.text, NOT_OFFERED.messageId, false, true);
  return new ApiError(httpStatus, NETWORK.text, NETWORK.messageId);
}

/** The call failed because the backend does not offer the endpoint (see ApiError.notServed). */
export function isNotServed(error: unknown): boolean {
  return isApiError(error) && error.notServed;
}

/** An HTTP 200 whose body is not the envelope (a proxy page, a misconfigured base URL). */
export function malformedAnswerError(): ApiError {
  return new ApiError(200, OTHER.text, OTHER.messageId);
}

export function canceledError(): ApiError {
  return new ApiError(NETWORK_ERROR_CODE, 'Request canceled', undefined, true);
}
