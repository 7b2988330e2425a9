// The federation runtime for a remote's standalone page. Remotes are built with experiments.externalRuntime:
// their remoteEntry.js and main.js read the runtime from the global the host provides (provideExternalRuntime),
// so a remote served alone loads this small script first to provide that global itself.
const runtimeCore = require('@module-federation/runtime-tools/runtime-core');

globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
