import type { ComponentType } from 'react';
import { markSettled } from '@mall/remote-kit/settled';
import { RemoteUnavailableError, isFallbackModule } from '../lib/remote-unavailable-error';

/** What every remote exposes as './pages' (docs/architecture.md). */
export interface RemotePagesModule {
  pages: Record<string, ComponentType>;
}

export type RemoteLoader = () => Promise<RemotePagesModule | null | undefined>;

// One request per remote, kept for React's `use` (it needs the same promise on every render).
const requests = new Map<string, Promise<RemotePagesModule>>();
// Remotes whose request failed or resolved to the fallback plugin's stand-in.
const failed = new Set<string>();

/** The remote's pages module, loaded once (a failed load is kept until forgetFailedRemote). */
export function remotePages(remote: string, load: RemoteLoader): Promise<RemotePagesModule> {
  const cached = requests.get(remote);
  if (cached) return cached;
  const request = load().then(
    (module) => {
      if (!module || typeof module.pages !== 'object' || module.pages === null) {
        failed.add(remote);
        throw new RemoteUnavailableError(remote, new Error(`${remote}/pages has no "pages" export`));
      }
      if (isFallbackModule(module)) failed.add(remote);
      return module;
    },
    (error: unknown) => {
      failed.add(remote);
      throw new RemoteUnavailableError(remote, error);
    },
  );
  // Marked as React's `use` marks a promise it has seen settle: a slot that renders after the load (it was preloaded)
  // then draws the page in the same pass, without suspending (or, when it failed, its error boundary shows the error).
  requests.set(remote, markSettled(request));
  return request;
}

/**
 * Starts loading the page `page` of `remote` before the shell renders it: the remote's pages module, then the page's
 * own code (`preload` of @mall/remote-kit's lazyPages; a remote built before it has none, and loads its page when it
 * renders). Failures are left for the slot, whose error boundary shows them when it renders.
 */
export function preloadRemotePage(remote: string, load: RemoteLoader, page: string): void {
  remotePages(remote, load)
    .then(({ pages }) => (pages[page] as { preload?: () => Promise<unknown> } | undefined)?.preload?.())
    .catch(() => undefined);
}

/** Drops a failed load (or the fallback stand-in) so the next render asks the remote again. */
export function forgetFailedRemote(remote: string): void {
  if (!failed.delete(remote)) return;
  requests.delete(remote);
}
