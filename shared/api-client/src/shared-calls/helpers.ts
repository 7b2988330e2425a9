// What every call module is written with: the request goes through the shared client (the singleton, reached by the
// package's own name, so its base URL, headers and error handling apply) with the caller's options.
import { request, requestEnvelope, withOptions, type CallOptions } from '@mall/api-client';
import type { ApiMessage, PageQuery } from '@mall/contract';

/** GET `url` with a query; resolves the envelope's `data`. */
export function getData<T>(url: string, params: Record<string, unknown> | undefined, options?: CallOptions): Promise<T> {
  return request<T>({ method: 'GET', url, params, ...withOptions(options) });
}

/** POST `data` as JSON to `url`; resolves the envelope's `data`. */
export function postData<T>(url: string, data: unknown, options?: CallOptions): Promise<T> {
  return request<T>({ method: 'POST', url, data, ...withOptions(options) });
}

/** POST for an answer the shopper reads (saved, deleted, code sent): resolves the server's message, in their language. */
export async function postForMessage(url: string, data: unknown, options?: CallOptions): Promise<ApiMessage> {
  const { message } = await requestEnvelope<unknown>({ method: 'POST', url, data, ...withOptions(options) });
  return { message };
}

/** `page` (default 1) and `limit` (default `limit`) of a paged list. */
export const pageParams = (query: PageQuery, limit: number) => ({ page: query.page ?? 1, limit: query.limit ?? limit });

/** The query without its empty values ('', null, undefined mean "not chosen"). */
export function compactParams<T extends object>(query: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== '' && value !== undefined && value !== null),
  ) as Partial<T>;
}
