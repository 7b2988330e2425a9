import { isApiError, NETWORK_ERROR_CODE } from '@mall/api-client';

/** A failed call as the store keeps it: serializable, with what the page needs to explain it. */
export interface ApiFailure {
  /** The envelope code (404 not found, 500 business error…), 0 when no answer arrived. */
  code: number;
  /** The server's text, already in the shopper's language (or an English fallback). */
  message: string;
  /** A common catalogue id to show instead of `message` when the server gave no text. */
  messageId?: string;
  /** The backend does not offer this endpoint (HTTP 404 for the path): a feature of ours it lacks. Retrying is useless. */
  notServed?: true;
}

export function toApiFailure(error: unknown): ApiFailure {
  if (isApiError(error)) {
    const failure: ApiFailure = error.messageId
      ? { code: error.code, message: error.message, messageId: error.messageId }
      : { code: error.code, message: error.message };
    return error.notServed ? { ...failure, notServed: true } : failure;
  }
  return { code: NETWORK_ERROR_CODE, message: error instanceof Error ? error.message : String(error), messageId: 'errors.other' };
}

/** Aborted requests (a newer load replaced them) are not failures to show. */
export function isCanceled(error: unknown): boolean {
  return isApiError(error) && error.canceled;
}
