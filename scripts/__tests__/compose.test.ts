import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import ports from '../ports.json';

// docker-compose.yml is checked statically: no Docker engine runs on the build machines. Where a Docker client
// with the compose plugin exists, `docker compose config` must accept the file too.
const root = join(__dirname, '..', '..');
const compose = parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8')) as {
  services: Record<string, {
    image?: string; ports?: string[]; expose?: string[]; environment?: Record<string, string>; volumes?: string[];
    build?: { target?: string; args?: Record<string, string> }; depends_on?: unknown; deploy?: { replicas?: number };
  }>;
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
  it('has PostgreSQL, Redis, MinIO, Mailpit, the API, its load balancer, the host and each remote as its own service', () => {
    expect(Object.keys(compose.services).sort()).toEqual(
      ['api', 'catalog', 'checkout', 'host', 'lb', 'mailpit', 'merchant-settlement', 'merchant-street', 'minio', 'order-center', 'postgres', 'redis'].sort(),
    );
  });

  it('publishes every app on the port of scripts/ports.json (the API through its load balancer)', () => {
    expect(publishedPort('lb')).toBe(ports.api);
    expect(compose.services.api.ports).toBeUndefined();
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
    expect(urlPort(env.API_BASE_URL)).toBe(publishedPort('lb'));
  });

  it('runs the API on PostgreSQL with mail through Mailpit and trusts the storefront origins', () => {
    const env = compose.services.api.environment ?? {};
    expect(env.DATABASE_URL).toMatch(/^postgres:\/\/.+@postgres:5432\//);
    expect(env.SMTP_URL).toBe('smtp://mailpit:1025');
    const origins = env.CORS_ORIGINS.split(',');
    expect(origins).toHaveLength(6);
    expect(origins.map(urlPort).sort()).toEqual([3000, 3001, 3002, 3003, 3004, 3005]);
  });

  it('runs the API in production mode, safe on a first `docker compose up`', () => {
    const env = compose.services.api.environment ?? {};
    // The image runs NODE_ENV=production, which refuses development mode and published operator tokens at start.
    const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');
    const apiStage = dockerfile.slice(dockerfile.indexOf(' AS api'), dockerfile.indexOf(' AS web'));
    expect(apiStage).toMatch(/^ENV NODE_ENV=production$/m);
    expect(env.NODE_ENV).toBeUndefined();
    expect(env.MALL_DEV_MODE).toBeUndefined();
    // No operator token unless the integrator sets one (operator routes closed), test cards only when asked for.
    expect(env.OPERATOR_TOKEN).toBe('${OPERATOR_TOKEN:-}');
    expect(env.PAY_TEST_CARDS).toBe('${PAY_TEST_CARDS:-false}');
    expect(env.STRIPE_SECRET_KEY).toBe('${STRIPE_SECRET_KEY:-}');
  });

  it('runs several API replicas on one PostgreSQL, one Redis and one bucket, behind haproxy', () => {
    const api = compose.services.api;
    const env = api.environment ?? {};
    expect(api.deploy?.replicas).toBeGreaterThanOrEqual(2);
    expect(api.expose).toEqual(['8080']);
    expect(env.API_PORT).toBe('8080');
    expect(env.REDIS_URL).toBe('redis://redis:6379');
    expect(env.MEDIA_S3_URL).toBe('http://minio:9000');
    expect(env.MEDIA_S3_BUCKET).toMatch(/^[a-z0-9][a-z0-9.-]{2,62}$/);
    // The API's keys are MinIO's root credentials, whatever the operator sets them to.
    const minio = compose.services.minio.environment ?? {};
    expect(env.MEDIA_S3_ACCESS_KEY).toBe(minio.MINIO_ROOT_USER);
    expect(env.MEDIA_S3_SECRET_KEY).toBe(minio.MINIO_ROOT_PASSWORD);
    expect(env.TRUST_PROXY).toBe('true');
    // No replica keeps pictures on its own disk.
    expect(api.volumes).toBeUndefined();
    expect(Object.keys(api.depends_on as Record<string, unknown>).sort()).toEqual(['mailpit', 'minio', 'postgres', 'redis']);

    const lb = compose.services.lb;
    expect(lb.image).toMatch(/^haproxy:/);
    expect(lb.volumes).toEqual(['./deploy/haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro']);
    const cfg = readFileSync(join(root, 'deploy', 'haproxy.cfg'), 'utf8');
    expect(cfg).toMatch(/^\s*bind :8080$/m);
    expect(cfg).toMatch(/^\s*server-template api- \d+ api:8080 check .*resolvers docker/m);
    expect(cfg).toMatch(/^\s*option httpchk GET \/health$/m);
    expect(cfg).toMatch(/^\s*http-request del-header X-Forwarded-For$/m);
    expect(cfg).toMatch(/^\s*option forwardfor$/m);
  });

  it('has haproxy accept the load balancer configurations, where haproxy is installed', () => {
    const probe = spawnSync('haproxy', ['-v'], { encoding: 'utf8' });
    if (probe.status !== 0) return; // no haproxy here: the static checks above stand alone
    const compose = spawnSync('haproxy', ['-c', '-f', join(root, 'deploy', 'haproxy.cfg')], { encoding: 'utf8' });
    expect(compose.stdout + compose.stderr).toMatch(/Configuration file is valid/);
    // The configuration `npm start -- --api-processes N` writes (scripts/api-cluster.mjs, an ES module with top-level
    // await, so asked through node rather than imported here).
    const written = spawnSync(process.execPath, ['--input-type=module', '-e',
      `import { haproxyConfig } from ${JSON.stringify(join(root, 'scripts', 'api-cluster.mjs'))}; process.stdout.write(haproxyConfig('127.0.0.1:40000', [40001, 40002]));`,
    ], { encoding: 'utf8' });
    expect(written.stdout).toMatch(/server api-2 127\.0\.0\.1:40002 check/);
    const local = join(tmpdir(), `mall-haproxy-test-${process.pid}.cfg`);
    writeFileSync(local, written.stdout);
    const cluster = spawnSync('haproxy', ['-c', '-f', local], { encoding: 'utf8' });
    rmSync(local);
    expect(cluster.stdout + cluster.stderr).toMatch(/Configuration file is valid/);
  });

  it('is accepted by `docker compose config` where the client has the compose plugin', () => {
    const probe = spawnSync('docker', ['compose', 'version'], { encoding: 'utf8' });
    if (probe.status !== 0) return; // no compose plugin on this machine: the static checks above stand alone
    const r = spawnSync('docker', ['compose', '-f', join(root, 'docker-compose.yml'), 'config', '-q'], { encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });
});
