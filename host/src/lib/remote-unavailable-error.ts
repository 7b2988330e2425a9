/** A remote (or one of its pages) could not be loaded; the remote slot's error boundary shows it. */
export class RemoteUnavailableError extends Error {
  readonly remote: string;

  constructor(remote: string, cause?: unknown) {
    super(`The "${remote}" part of the store could not be loaded`, { cause });
    this.name = 'RemoteUnavailableError';
    this.remote = remote;
  }
}

/** Marks the module the fallback runtime plugin returns in place of a remote that failed to load. */
export const FALLBACK_MODULE = Symbol.for('@mall/host/remote-fallback');

export function isFallbackModule(module: unknown): boolean {
  return typeof module === 'object' && module !== null && FALLBACK_MODULE in module;
}
