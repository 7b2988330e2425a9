// The federation runtime for a remote's standalone page. Remotes are built with experiments.externalRuntime:
// their remoteEntry.js and main.js read the runtime from the global the host provides (provideExternalRuntime),
// and the bundler runtime from the one provide-bundler-runtime.mjs publishes, so a remote served alone loads this
// small script first to provide both itself.
const runtimeCore = require('@module-federation/runtime-tools/runtime-core');
const { publishBundlerRuntime } = require('./provide-bundler-runtime.mjs');

globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
publishBundlerRuntime();
