// The runtime configuration every front-end app serves as /runtime-config.json (docs/architecture.md, "Runtime
// configuration"): the API's base URL and each remote's manifest, from the environment, defaulting to localhost and
// ports.json. Written once here and used by the Node server at every start (scripts/serve-static.mjs) and by the build,
// which emits it with the environment of the build as the default a dev server serves (shared/build-config). nginx
// writes the same from the same variables (deploy/nginx). The host reads it back through parseRuntimeConfig, the
// schema both sides share.
const { PORTS, envPortName } = require('./ports.cjs');

/** Federation name → [variable naming its manifest URL, the app whose port is the default]. */
const REMOTE_ENV = Object.freeze({
  catalog: ['REMOTE_CATALOG_URL', 'catalog'],
  merchantStreet: ['REMOTE_MERCHANT_STREET_URL', 'merchant-street'],
  checkout: ['REMOTE_CHECKOUT_URL', 'checkout'],
  orderCenter: ['REMOTE_ORDER_CENTER_URL', 'order-center'],
  merchantSettlement: ['REMOTE_MERCHANT_SETTLEMENT_URL', 'merchant-settlement'],
});

/** The federation names of the remotes, in the order they are registered. */
const REMOTE_NAMES = Object.freeze(Object.keys(REMOTE_ENV));

/** The runtime config every front-end app serves, from the environment (defaults: localhost + ports.json). */
function runtimeConfigFromEnv(env = process.env) {
  const local = (app) => `http://localhost:${env[envPortName(app)] || PORTS[app]}`;
  const remotes = {};
  for (const [name, [variable, app]] of Object.entries(REMOTE_ENV)) {
    remotes[name] = env[variable] || `${local(app)}/mf-manifest.json`;
  }
  return { apiBaseUrl: env.API_BASE_URL || local('api'), remotes, ...socialScriptConfig(env) };
}

/** The addresses of the social sign-in scripts, when served from elsewhere than the providers' own. */
function socialScriptConfig(env = process.env) {
  return {
    ...(env.GOOGLE_GSI_SCRIPT_URL && { googleScriptUrl: env.GOOGLE_GSI_SCRIPT_URL }),
    ...(env.FACEBOOK_SDK_URL && { facebookSdkUrl: env.FACEBOOK_SDK_URL }),
  };
}

function isUrl(value, base) {
  if (typeof value !== 'string' || value === '') return false;
  try {
    new URL(value, base);
    return true;
  } catch {
    return false;
  }
}

/**
 * The runtime config read back (the page's copy or /runtime-config.json): the API base URL and a URL for every
 * remote, each absolute or relative to `base`; anything else throws, naming what is missing.
 */
function parseRuntimeConfig(value, base) {
  const config = value;
  if (!config || typeof config !== 'object' || !isUrl(config.apiBaseUrl, base) || typeof config.remotes !== 'object' || !config.remotes) {
    throw new Error('runtime-config.json needs apiBaseUrl and remotes');
  }
  for (const name of REMOTE_NAMES) {
    if (!isUrl(config.remotes[name], base)) throw new Error(`runtime-config.json has no URL for remote "${name}"`);
  }
  return { apiBaseUrl: config.apiBaseUrl, remotes: config.remotes };
}

module.exports = { REMOTE_ENV, REMOTE_NAMES, runtimeConfigFromEnv, parseRuntimeConfig };
