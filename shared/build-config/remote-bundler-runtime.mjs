// What a remote's build puts where the federation bundler runtime would be (webpack.cjs replaces the module the
// plugin's entry imports): the host's copy, published by provide-bundler-runtime.mjs (or, for a remote served
// alone, by its mf-runtime-core.js), so remoteEntry.js carries neither it nor the sdk.
//
// `runtime` is what the bundler runtime's init() calls: @module-federation/runtime's init, written here over the
// runtime core the host provides (externalRuntime: an import of it costs nothing). The host's copy of that module
// cannot serve: its init() records the instance it creates as the module's current one, which must stay the
// host's (registerRemotes, loadRemote). This is @module-federation/runtime 2.9.2's init (dist/index.js, utils.js)
// with this build's FEDERATION_BUILD_IDENTIFIER; shared/build-config pins @module-federation/enhanced to 2.9.2.
import {
  CurrentGlobal,
  ModuleFederation,
  getGlobalFederationConstructor,
  getRemoteEntry,
  setGlobalFederationInstance,
} from '@module-federation/runtime-core';

const provided = globalThis.__MALL_FEDERATION_BUNDLER_RUNTIME__;
if (!provided) {
  throw new Error(
    'The federation bundler runtime is not on the page: load this remote from the Mall host (or its mf-runtime-core.js first).',
  );
}

/* global FEDERATION_BUILD_IDENTIFIER */
const buildId = typeof FEDERATION_BUILD_IDENTIFIER !== 'undefined' ? FEDERATION_BUILD_IDENTIFIER : '';

function existingInstance(name, version) {
  return CurrentGlobal.__FEDERATION__.__INSTANCES__.find(
    (instance) =>
      (buildId && instance.options.id === buildId) ||
      (instance.options.name === name && !instance.options.version && !version) ||
      (instance.options.name === name && version && instance.options.version === version),
  );
}

function init(options) {
  const normalized = { ...options, id: options.id || '' };
  const existing = existingInstance(options.name, options.version);
  if (existing) {
    existing.initOptions(normalized);
    return existing;
  }
  const Federation = getGlobalFederationConstructor() || ModuleFederation;
  const instance = new Federation({ id: `${options.name}@${options.version || Date.now()}`, ...normalized });
  setGlobalFederationInstance(instance);
  return instance;
}

export default {
  runtime: { init, getRemoteEntry },
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: provided.bundlerRuntime,
  attachShareScopeMap: provided.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
