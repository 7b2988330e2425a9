import { isApiError } from '@mall/api-client';

/** A failed call as Redux keeps it (serialisable): the envelope code and the text to show. */
export interface LoadFailure {
  code: number;
  /** The server's message, already in the shopper's language (empty when it sent none). */
  message: string;
  /** A common catalogue id to show instead when the server gave no text (network, malformed answer). */
  messageId?: string;
}

export function toLoadFailure(error: unknown): LoadFailure {
  if (isApiError(error)) return { code: error.code, message: error.messageId ? '' : error.message, messageId: error.messageId };
  return { code: 0, message: '', messageId: 'errors.other' };
}
