// Ports come from scripts/ports.json (the single source); each is overridable by <APP>_PORT in the environment.
const path = require('node:path');

const ports = require(path.resolve(__dirname, '../../scripts/ports.json'));

/** Environment variable that overrides an app's port: 'merchant-street' -> MERCHANT_STREET_PORT. */
function portEnvName(app) {
  return `${app.replace(/-/g, '_').toUpperCase()}_PORT`;
}

/** The port an app listens on: its env override, else scripts/ports.json. */
function portOf(app) {
  if (!(app in ports)) throw new Error(`Unknown app "${app}" (not in scripts/ports.json)`);
  const fromEnv = process.env[portEnvName(app)];
  return fromEnv ? Number(fromEnv) : ports[app];
}

module.exports = { ports, portOf, portEnvName };
