// Each app's fixed port (ports.json, the single source for the MF configs, the scripts, docker-compose's checks and
// Playwright); each is overridable by <APP>_PORT in the environment.
const PORTS = Object.freeze(require('./ports.json'));

/** Environment variable that overrides an app's port: 'merchant-street' → MERCHANT_STREET_PORT. */
function envPortName(app) {
  return `${app.replace(/-/g, '_').toUpperCase()}_PORT`;
}

/** The port an app listens on: its <APP>_PORT when a positive integer, else ports.json. */
function portOf(app, env = process.env) {
  if (!(app in PORTS)) throw new Error(`Unknown app "${app}" (not in @mall/platform ports.json)`);
  const fromEnv = Number(env[envPortName(app)]);
  return Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : PORTS[app];
}

module.exports = { PORTS, envPortName, portOf };
