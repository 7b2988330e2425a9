// Federation runtime plugin: when a remote cannot be loaded (after the retries), loadRemote resolves to a
// stand-in module instead of rejecting. Each of its pages throws RemoteUnavailableError when rendered, so the
// remote slot's error boundary shows the translated message and its retry, and the shell keeps working.
import type { ComponentType } from 'react';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { FALLBACK_MODULE, RemoteUnavailableError } from '../lib/remote-unavailable-error';
import { reportError } from '../lib/error-reporter';

function unavailablePages(remote: string, cause: unknown): Record<string, ComponentType> {
  const Unavailable: ComponentType = () => {
    throw new RemoteUnavailableError(remote, cause);
  };
  return new Proxy<Record<string, ComponentType>>(
    {},
    {
      get: (_target, key) => (typeof key === 'string' ? Unavailable : undefined),
      has: () => true,
    },
  );
}

export default function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'mall-remote-fallback',
    errorLoadRemote({ id, error, lifecycle, remote }) {
      // Only a module request gets a stand-in; a failed manifest ('afterResolve') surfaces here as 'onLoad'.
      if (lifecycle !== 'onLoad') return undefined;
      const name = remote?.name ?? id.split('/')[0];
      console.error(`[federation] remote "${name}" is unavailable (${id})`, error);
      // Reported to the API's logs too (lib/error-reporter.ts): the operator learns a remote is down.
      reportError({
        kind: 'remote-load',
        remote: name,
        message: `remote "${name}" unavailable: ${error instanceof Error ? error.message : String(error)}`,
      });
      return { pages: unavailablePages(name, error), [FALLBACK_MODULE]: true };
    },
  };
}
