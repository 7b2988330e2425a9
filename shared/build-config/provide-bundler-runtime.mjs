// Federation runtime plugin of the host: publishes the bundler runtime (the glue between webpack's generated code and
// the federation runtime) as a global, as provideExternalRuntime does for the runtime core. Every remote's
// remoteEntry.js uses it (remote-bundler-runtime.mjs) instead of carrying its own copy with the sdk (~5 KB gzip
// each, on every page). The host has no exposes, so its build leaves initContainerEntry out of the bundler
// runtime: a remote's container needs it, so it is added here.
import federation from 'mall-federation-bundler-runtime';
import { initContainerEntry } from 'mall-federation-bundler-runtime/init-container-entry';

export const BUNDLER_RUNTIME_GLOBAL = '__MALL_FEDERATION_BUNDLER_RUNTIME__';

export function publishBundlerRuntime() {
  globalThis[BUNDLER_RUNTIME_GLOBAL] ??= {
    bundlerRuntime: { ...federation.bundlerRuntime, initContainerEntry },
    attachShareScopeMap: federation.attachShareScopeMap,
  };
}

export default function provideBundlerRuntimePlugin() {
  return {
    name: 'mall-provide-bundler-runtime',
    beforeInit(args) {
      publishBundlerRuntime();
      return args;
    },
  };
}
