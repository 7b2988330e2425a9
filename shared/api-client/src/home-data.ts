import { canceledError } from './api-error';
import { apiConfiguration, request, type CallOptions } from './client';
import { requestLocale } from './request-headers';
import type { PcIndexInfoResponse } from '@mall/contract';
import * as endpoints from '@mall/contract/endpoints';

/** How long one answer of the home data serves every caller of a page (the shell, the home page, the street). */
const HOME_DATA_SHARED_MS = 10_000;
let sharedHome: { key: string; at: number; answer: Promise<PcIndexInfoResponse> } | null = null;

/** The caller's view of the shared answer: its own abort rejects only its own promise, as a canceled call. */
function forCaller<T>(answer: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return answer;
  if (signal.aborted) return Promise.reject(canceledError());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(canceledError());
    signal.addEventListener('abort', onAbort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * GET /api/pc/home/index: home carousels, logo, currency and platform service settings. The shell, the home
 * page and the shop street all read it while a page loads: callers within 10 s in the same language share one
 * request (@mall/api-client is a federation singleton, so across remotes too); a failed answer is not kept.
 */
export function getPcHomeIndex(options?: CallOptions): Promise<PcIndexInfoResponse> {
  const silent = options?.silent === true;
  // Same API settings, language and error handling (a silent call shows no toast).
  const key = `${apiConfiguration()}:${requestLocale()}:${silent}`;
  const fresh = sharedHome && sharedHome.key === key && Date.now() - sharedHome.at < HOME_DATA_SHARED_MS;
  if (!fresh) {
    const answer = request<PcIndexInfoResponse>({ method: 'GET', url: endpoints.homeIndex, silent });
    const entry = { key, at: Date.now(), answer };
    sharedHome = entry;
    answer.catch(() => {
      if (sharedHome === entry) sharedHome = null;
    });
  }
  return forCaller(sharedHome!.answer, options?.signal);
}
