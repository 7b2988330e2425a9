// The runtime configuration every front-end app serves as /runtime-config.json (docs/architecture.md, "Runtime
// configuration"): the API's base URL and each remote's manifest, from the environment, defaulting to localhost and
// scripts/ports.json. Written once here and used by the Node server at every start (scripts/serve-static.mjs) and by
// the build, which emits it with the environment of the build as the default a dev server serves
// (shared/build-config/webpack.cjs). nginx writes the same from the same variables (deploy/nginx).
const { readFileSync } = require('node:fs');
const { join } = require('node:path');

const ports = JSON.parse(readFileSync(join(__dirname, 'ports.json'), 'utf8'));

/** Federation name → [variable naming its manifest URL, the app whose port is the default]. */
const REMOTE_ENV = {
  catalog: ['REMOTE_CATALOG_URL', 'catalog'],
  merchantStreet: ['REMOTE_MERCHANT_STREET_URL', 'merchant-street'],
  checkout: ['REMOTE_CHECKOUT_URL', 'checkout'],
  orderCenter: ['REMOTE_ORDER_CENTER_URL', 'order-center'],
  merchantSettlement: ['REMOTE_MERCHANT_SETTLEMENT_URL', 'merchant-settlement'],
};

/** 'merchant-street' → MERCHANT_STREET_PORT. */
const envPortName = (app) => `${app.replace(/-/g, '_').toUpperCase()}_PORT`;

/** The runtime config every front-end app serves, from the environment (defaults: localhost + ports.json). */
function runtimeConfigFromEnv(env = process.env) {
  const local = (app) => `http://localhost:${env[envPortName(app)] || ports[app]}`;
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

module.exports = { REMOTE_ENV, envPortName, runtimeConfigFromEnv };
