import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import ports from '../ports.json';

// docker-compose.yml is checked statically: no Docker engine runs on the build machines. Where a Docker client
// with the compose plugin exists, `docker compose config` must accept the file too.
const root = join(__dirname, '..', '..');
const compose = parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8')) as {
  services: Record<string, { ports?: string[]; environment?: Record<string, string>; build?: { target?: string; args?: Record<string, string> }; depends_on?: unknown }>;
};
const hostConfig = JSON.parse(readFileSync(join(root, 'host', 'public', 'runtime-config.json'), 'utf8')) as {
  apiBaseUrl: string;
  remotes: Record<string, string>;
};

/** Federation name → service (folder) name, as scripts/serve-static.mjs maps REMOTE_*_URL variables. */
const remotes: Record<string, { service: string; env: string }> = {
  catalog: { service: 'catalog', env: 'REMOTE_CATALOG_URL' },
  merchantStreet: { service: 'merchant-street', env: 'REMOTE_MERCHANT_STREET_URL' },
  checkout: { service: 'checkout', env: 'REMOTE_CHECKOUT_URL' },
  orderCenter: { service: 'order-center', env: 'REMOTE_ORDER_CENTER_URL' },
  merchantSettlement: { service: 'merchant-settlement', env: 'REMOTE_MERCHANT_SETTLEMENT_URL' },
};

const publishedPort = (service: string) => Number(compose.services[service].ports?.[0]?.split(':')[0]);
const urlPort = (url: string) => Number(new URL(url.replace('${PUBLIC_HOST:-localhost}', 'localhost')).port);

describe('docker-compose.yml', () => {
  it('has PostgreSQL, Mailpit, the API, the host and each remote as its own service', () => {
    expect(Object.keys(compose.services).sort()).toEqual(
      ['api', 'catalog', 'checkout', 'host', 'mailpit', 'merchant-settlement', 'merchant-street', 'order-center', 'postgres'].sort(),
    );
  });

  it('publishes every app on the port of scripts/ports.json', () => {
    expect(publishedPort('api')).toBe(ports.api);
    expect(publishedPort('host')).toBe(ports.host);
    for (const { service } of Object.values(remotes)) {
      expect(publishedPort(service)).toBe(ports[service as keyof typeof ports]);
    }
  });

  it('gives the host one remote URL per remote of its runtime config, each pointing at that service', () => {
    const env = compose.services.host.environment ?? {};
    expect(Object.keys(hostConfig.remotes).sort()).toEqual(Object.keys(remotes).sort());
    for (const [name, { service, env: variable }] of Object.entries(remotes)) {
      expect(env[variable]).toMatch(/\/mf-manifest\.json$/);
      expect(urlPort(env[variable])).toBe(publishedPort(service));
      expect(urlPort(hostConfig.remotes[name])).toBe(ports[service as keyof typeof ports]);
      expect(compose.services[service].build?.args?.APP_DIR).toBe(`remotes/${service}`);
    }
    expect(urlPort(env.API_BASE_URL)).toBe(publishedPort('api'));
  });

  it('runs the API on PostgreSQL with mail through Mailpit and trusts the storefront origins', () => {
    const env = compose.services.api.environment ?? {};
    expect(env.DATABASE_URL).toMatch(/^postgres:\/\/.+@postgres:5432\//);
    expect(env.SMTP_URL).toBe('smtp://mailpit:1025');
    const origins = env.CORS_ORIGINS.split(',');
    expect(origins).toHaveLength(6);
    expect(origins.map(urlPort).sort()).toEqual([3000, 3001, 3002, 3003, 3004, 3005]);
  });

  it('is accepted by `docker compose config` where the client has the compose plugin', () => {
    const probe = spawnSync('docker', ['compose', 'version'], { encoding: 'utf8' });
    if (probe.status !== 0) return; // no compose plugin on this machine: the static checks above stand alone
    const r = spawnSync('docker', ['compose', '-f', join(root, 'docker-compose.yml'), 'config', '-q'], { encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });
});
