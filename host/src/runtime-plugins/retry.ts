// Federation runtime plugin: retries a failed remote load twice, with backoff (400 ms, then 1200 ms).
// Covers both requests a remote needs: its mf-manifest.json (the `fetch` hook) and its remoteEntry.js
// script (`loadEntryError`). A remote that still fails is left to the fallback plugin.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const RETRIES = 2;
const FIRST_DELAY_MS = 400;
const BACKOFF_FACTOR = 3;

const delayBefore = (retry: number) => FIRST_DELAY_MS * BACKOFF_FACTOR ** retry;
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** 404 and other client errors will not heal by asking again; 408, 429 and 5xx may. */
const isRetryableStatus = (status: number) => status === 408 || status === 429 || status >= 500;

async function fetchWithRetry(url: string, init: RequestInit): Promise<Response> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= RETRIES; attempt += 1) {
    if (attempt > 0) await wait(delayBefore(attempt - 1));
    try {
      const response = await fetch(url, init);
      if (response.ok) return response;
      lastError = new Error(`${url} answered HTTP ${response.status}`);
      if (!isRetryableStatus(response.status)) break;
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

type LoadEntryError = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;

/** Loads the remote entry script again, up to RETRIES times; undefined if it never arrives. */
async function retryEntry({
  getRemoteEntry,
  origin,
  remoteInfo,
  remoteEntryExports,
  globalLoading,
  uniqueKey,
}: Parameters<LoadEntryError>[0]) {
  for (let retry = 0; retry < RETRIES; retry += 1) {
    await wait(delayBefore(retry));
    // Forget the failed attempt, or getRemoteEntry would hand back the same rejected promise.
    delete globalLoading[uniqueKey];
    try {
      const entry = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
      if (entry) return entry;
    } catch {
      // Next attempt; after the last one the runtime rethrows the original error.
    }
  }
  return undefined;
}

export default function retryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'mall-retry',
    fetch(url, init) {
      return fetchWithRetry(url, init);
    },
    // The hook's declared type wraps the result in one promise too many; the runtime awaits it once.
    loadEntryError: (args) => retryEntry(args) as ReturnType<LoadEntryError>,
  };
}
