import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { PORTS as ports } from '../../shared/platform/src/ports.cjs';
import { runtimeConfigFromEnv } from '../../shared/platform/src/runtime-config.cjs';

import { activeServices, composeConfig, root, type Compose } from './compose-file';

// docker-compose.yml is checked statically: no Docker engine runs on the build machines. Where a Docker client
// with the compose plugin exists, `docker compose config` must accept the file too. The production file and the
// checks every service must pass: compose-production.test.ts.
const composeText = readFileSync(join(root, 'docker-compose.yml'), 'utf8');
const compose = parse(composeText, { merge: true }) as Compose;

/** The compose file as `docker compose` would run it with these variables (an --env-file's or the shell's). */
const composeWith = (vars: Record<string, string>): Compose => composeConfig(['docker-compose.yml'], vars);
const envFile = (file: string) =>
  Object.fromEntries(
    readFileSync(join(root, file), 'utf8')
      .split('\n')
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
const defaults = composeWith({});
// What every app serves as /runtime-config.json when nothing is set (the build's default, the Node server's).
const hostConfig = runtimeConfigFromEnv({});

/** Federation name → service (folder) name, as scripts/serve-static.mjs maps REMOTE_*_URL variables. */
const remotes: Record<string, { service: string; env: string }> = {
  catalog: { service: 'catalog', env: 'REMOTE_CATALOG_URL' },
  merchantStreet: { service: 'merchant-street', env: 'REMOTE_MERCHANT_STREET_URL' },
  checkout: { service: 'checkout', env: 'REMOTE_CHECKOUT_URL' },
  orderCenter: { service: 'order-center', env: 'REMOTE_ORDER_CENTER_URL' },
  merchantSettlement: { service: 'merchant-settlement', env: 'REMOTE_MERCHANT_SETTLEMENT_URL' },
};

// Published as host-address:host-port:container-port (the host address: docker-compose.production.yml binds 127.0.0.1).
const publishedPort = (service: string) => Number(compose.services[service].ports?.[0]?.split(':').at(-2));
const urlPort = (url: string) => Number(new URL(url).port);
const webServices = ['host', ...Object.values(remotes).map((r) => r.service)];

describe('docker-compose.yml', () => {
  it('has PostgreSQL, Redis, the S3 server, Mailpit, the API, its load balancer, the host and each remote as its own service', () => {
    expect(Object.keys(compose.services).sort()).toEqual(
      [
        'api',
        'catalog',
        'chatwoot',
        'chatwoot-postgres',
        'chatwoot-redis',
        'chatwoot-sidekiq',
        'checkout',
        'edge',
        'host',
        'lb',
        'mailpit',
        'merchant-settlement',
        'merchant-street',
        's3',
        'order-center',
        'postgres',
        'redis',
      ].sort(),
    );
    // The one-origin proxy runs only in its profile, the chat engine in its own.
    expect(compose.services.edge.profiles).toEqual(['one-origin']);
    for (const name of ['chatwoot', 'chatwoot-postgres', 'chatwoot-redis', 'chatwoot-sidekiq'])
      expect([name, compose.services[name].profiles]).toEqual([name, ['support']]);
  });

  it('runs the chat engine only in the `support` profile, and tells the API and the storefront about it from .env', () => {
    expect(activeServices(defaults)).not.toContain('chatwoot');
    expect(activeServices(defaults, ['support'])).toEqual(
      expect.arrayContaining(['chatwoot', 'chatwoot-sidekiq', 'chatwoot-postgres', 'chatwoot-redis']),
    );
    const chat = composeWith({ CHATWOOT_BASE_URL: 'https://chat.shop.example', CHATWOOT_WEBSITE_TOKEN: 'tok', CHATWOOT_HMAC_TOKEN: 'sec' });
    expect(chat.services.api.environment).toMatchObject({
      CHATWOOT_BASE_URL: 'https://chat.shop.example',
      CHATWOOT_WEBSITE_TOKEN: 'tok',
      CHATWOOT_HMAC_TOKEN: 'sec',
    });
    // The storefront's servers allow its widget (CSP) but never see the inbox's secret.
    expect(chat.services.host.environment?.CHATWOOT_BASE_URL).toBe('https://chat.shop.example');
    expect(chat.services.host.environment).not.toHaveProperty('CHATWOOT_HMAC_TOKEN');
    // Chatwoot's own address is the one the storefront loads the widget from.
    expect(chat.services.chatwoot.environment?.FRONTEND_URL).toBe('https://chat.shop.example');
    expect(defaults.services.chatwoot.environment?.FRONTEND_URL).toBe('http://localhost:3030');
  });

  it('publishes every app on the port of @mall/platform/ports (the API through its load balancer)', () => {
    expect(publishedPort('lb')).toBe(ports.api);
    expect(compose.services.api.ports).toBeUndefined();
    expect(publishedPort('host')).toBe(ports.host);
    for (const { service } of Object.values(remotes)) {
      expect(publishedPort(service)).toBe(ports[service as keyof typeof ports]);
    }
  });

  it('gives the host one remote URL per remote of its runtime config, each pointing at that service', () => {
    const env = defaults.services.host.environment ?? {};
    expect(Object.keys(hostConfig.remotes).sort()).toEqual(Object.keys(remotes).sort());
    for (const [name, { service, env: variable }] of Object.entries(remotes)) {
      expect(env[variable]).toMatch(/\/mf-manifest\.json$/);
      expect(urlPort(env[variable])).toBe(publishedPort(service));
      expect(urlPort(hostConfig.remotes[name as keyof typeof hostConfig.remotes])).toBe(ports[service as keyof typeof ports]);
      expect(compose.services[service].build?.args?.APP_DIR).toBe(`remotes/${service}`);
    }
    expect(urlPort(env.API_BASE_URL)).toBe(publishedPort('lb'));
  });

  it('runs the API on PostgreSQL with mail through Mailpit and trusts the storefront origins', () => {
    const env = defaults.services.api.environment ?? {};
    expect(env.DATABASE_URL).toMatch(/^postgres:\/\/.+@postgres:5432\//);
    expect(env.SMTP_URL).toBe('smtp://mailpit:1025');
    // Settings an operator changes through .env, not by editing the file.
    expect(composeWith({ SMTP_URL: 'smtps://u:p@mail.example:465' }).services.api.environment?.SMTP_URL).toBe(
      'smtps://u:p@mail.example:465',
    );
    expect(composeWith({ POSTGRES_PASSWORD: 's3cret' }).services.api.environment?.DATABASE_URL).toBe(
      'postgres://mall:s3cret@postgres:5432/mall',
    );
    expect(composeWith({ POSTGRES_PASSWORD: 's3cret' }).services.postgres.environment?.POSTGRES_PASSWORD).toBe('s3cret');
    expect(composeWith({ CORS_ORIGINS: 'https://shop.example' }).services.api.environment?.CORS_ORIGINS).toBe('https://shop.example');
    const origins = env.CORS_ORIGINS.split(',');
    expect(origins).toHaveLength(6);
    expect(origins.map(urlPort).sort()).toEqual([3000, 3001, 3002, 3003, 3004, 3005]);
    // Picture URLs carry the address the storefront calls the API by.
    expect(env.PUBLIC_URL).toBe(defaults.services.host.environment?.API_BASE_URL);
    expect(composeWith({ PUBLIC_HOST: 'shop.example' }).services.api.environment?.PUBLIC_URL).toBe('http://shop.example:8080');
  });

  it('serves the host and each remote with nginx, told the same browser URLs (runtime config and CSP)', () => {
    const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');
    const webStage = dockerfile.slice(dockerfile.indexOf(' AS web'));
    expect(dockerfile).toMatch(/^FROM nginx:1\.\d+-bookworm AS web$/m);
    // Where the official image's entrypoint looks: *.envsh sourced (so executable), templates rendered into conf.d,
    // `include mall-headers.conf` relative to /etc/nginx.
    expect(webStage).toMatch(/^COPY --chmod=755 deploy\/nginx\/mall-env\.envsh \/docker-entrypoint\.d\/\d+-[\w-]+\.envsh$/m);
    expect(webStage).toMatch(
      /^COPY deploy\/nginx\/templates\/\$\{NGINX_TEMPLATE\}\.conf\.template \/etc\/nginx\/templates\/default\.conf\.template$/m,
    );
    expect(webStage).toMatch(/^COPY deploy\/nginx\/mall-headers\.conf \/etc\/nginx\/mall-headers\.conf$/m);
    expect(webStage).toMatch(/^COPY deploy\/nginx\/mall-static\.conf \/etc\/nginx\/conf\.d\/mall-static\.conf$/m);
    expect(webStage).toMatch(/^COPY --from=build \/app\/\$\{APP_DIR\}\/dist \/usr\/share\/nginx\/html$/m);
    // The host's nginx alone asks the API for the served head, at its address inside the network (the balancer).
    const { PORT: _hostPort, API_INTERNAL_URL: internal, ...browserUrls } = defaults.services.host.environment ?? {};
    expect(internal).toBe('http://lb:8080');
    for (const service of webServices) {
      const { build, environment = {}, ports: published = [] } = defaults.services[service];
      expect(build?.target).toBe('web');
      expect(build?.args?.NGINX_TEMPLATE).toBe(service === 'host' ? 'host' : 'remote');
      // nginx listens on the published container port.
      expect(published).toEqual([`0.0.0.0:${environment.PORT}:${environment.PORT}`]);
      const { PORT: _port, API_INTERNAL_URL: _internal, ...urls } = environment;
      expect(urls).toEqual(browserUrls);
    }
    expect(Object.keys(browserUrls).sort()).toEqual(
      [
        'API_BASE_URL',
        'MEDIA_PUBLIC_URL',
        'STRIPE_PUBLISHABLE_KEY',
        // the social sign-in scripts the CSP allows when a provider is configured
        'GOOGLE_CLIENT_ID',
        'GOOGLE_GSI_SCRIPT_URL',
        'FACEBOOK_APP_ID',
        'FACEBOOK_SDK_URL',
        // the chat engine's widget the CSP allows when there is one
        'CHATWOOT_BASE_URL',
        ...Object.values(remotes).map((r) => r.env),
      ].sort(),
    );
  });

  it('puts the whole storefront on one origin with deploy/one-origin.env: host at /, remotes at /remotes/<name>/, API at /api/', () => {
    const vars = envFile('deploy/one-origin.env');
    expect(vars.COMPOSE_PROFILES).toBe('one-origin');
    const stack = composeWith(vars);
    const origin = `http://localhost:${vars.EDGE_PORT}`;
    const edge = stack.services.edge;
    expect(edge.ports).toEqual([`0.0.0.0:${vars.EDGE_PORT}:80`]);
    expect(edge.environment?.PORT).toBe('80');
    expect(edge.image).toMatch(/^nginx:1\.\d+-bookworm$/);
    expect(edge.volumes).toEqual(['./deploy/nginx/templates/edge.conf.template:/etc/nginx/templates/default.conf.template:ro']);
    const template = readFileSync(join(root, 'deploy', 'nginx', 'templates', 'edge.conf.template'), 'utf8');
    const hostEnv = stack.services.host.environment ?? {};
    expect(hostEnv.API_BASE_URL).toBe(origin);
    expect(stack.services.api.environment?.STOREFRONT_URL).toBe(origin);
    expect(stack.services.api.environment?.PUBLIC_URL).toBe(origin);
    // The API straight from the edge (it writes X-Forwarded-For), every replica.
    expect(edge.environment?.EDGE_API_UPSTREAM).toBe('api:8080');
    expect(template).toMatch(/upstream mall_api \{\s+[^}]*server \$\{EDGE_API_UPSTREAM\};/);
    expect(template).toMatch(/location \/api\/ \{\s+proxy_pass http:\/\/mall_api;/);
    expect(template).toMatch(/proxy_set_header X-Forwarded-For \$remote_addr;/);
    expect(edge.environment?.EDGE_HOST_UPSTREAM).toBe(`host:${stack.services.host.environment?.PORT}`);
    for (const { service, env: variable } of Object.values(remotes)) {
      expect(hostEnv[variable]).toBe(`${origin}/remotes/${service}/mf-manifest.json`);
      const upstream = `EDGE_${service.replace(/-/g, '_').toUpperCase()}_UPSTREAM`;
      expect(template).toContain(`location /remotes/${service}/ {\n        proxy_pass http://\${${upstream}}/;`);
      expect(edge.environment?.[upstream]).toBe(`${service}:${stack.services[service].environment?.PORT}`);
      // Each remote's own server is told the same URLs (its CSP and runtime config).
      expect(stack.services[service].environment?.[variable]).toBe(hostEnv[variable]);
    }
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
    // The API, and its metrics (METRICS_PORT) for a scraper inside the compose network: neither published.
    expect(api.expose).toEqual(['8080', '9464']);
    expect(env.METRICS_PORT).toBe('9464');
    expect(env.API_PORT).toBe('8080');
    expect(env.REDIS_URL).toBe('redis://redis:6379');
    // SeaweedFS's S3 gateway (port 8333), its bucket and credentials the API's, whatever the operator sets them to.
    expect(env.MEDIA_S3_URL).toBe('http://s3:8333');
    expect(defaults.services.api.environment?.MEDIA_S3_BUCKET).toMatch(/^[a-z0-9][a-z0-9.-]{2,62}$/);
    const s3 = compose.services.s3.environment ?? {};
    expect(env.MEDIA_S3_ACCESS_KEY).toBe(s3.AWS_ACCESS_KEY_ID);
    expect(env.MEDIA_S3_SECRET_KEY).toBe(s3.AWS_SECRET_ACCESS_KEY);
    expect(env.MEDIA_S3_BUCKET).toBe(s3.S3_BUCKET);
    const vars = { S3_ACCESS_KEY: 'key-1', S3_SECRET_KEY: 'secret-1', MEDIA_S3_BUCKET: 'shop-pictures' };
    const configured = composeWith(vars);
    expect(configured.services.s3.environment).toEqual({
      AWS_ACCESS_KEY_ID: 'key-1',
      AWS_SECRET_ACCESS_KEY: 'secret-1',
      S3_BUCKET: 'shop-pictures',
    });
    expect(configured.services.api.environment).toMatchObject({
      MEDIA_S3_ACCESS_KEY: 'key-1',
      MEDIA_S3_SECRET_KEY: 'secret-1',
      MEDIA_S3_BUCKET: 'shop-pictures',
    });
    expect(env.TRUST_PROXY).toBe('true');
    // No replica keeps pictures on its own disk.
    expect(api.volumes).toBeUndefined();
    expect(Object.keys(api.depends_on as Record<string, unknown>).sort()).toEqual(['mailpit', 'postgres', 'redis', 's3']);

    const lb = compose.services.lb;
    expect(lb.image).toMatch(/^haproxy:/);
    expect(lb.volumes).toEqual(['./deploy/haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro']);
    const cfg = readFileSync(join(root, 'deploy', 'haproxy.cfg'), 'utf8');
    expect(cfg).toMatch(/^\s*bind :8080$/m);
    expect(cfg).toMatch(/^\s*server-template api- \d+ api:8080 check .*resolvers docker/m);
    expect(cfg).toMatch(/^\s*option httpchk GET \/health\/ready$/m);
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
    const written = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { haproxyConfig } from ${JSON.stringify(join(root, 'scripts', 'api-cluster.mjs'))}; process.stdout.write(haproxyConfig('127.0.0.1:40000', [40001, 40002]));`,
      ],
      { encoding: 'utf8' },
    );
    expect(written.stdout).toMatch(/server api-2 127\.0\.0\.1:40002 check/);
    // haproxy's own error answers are the API's envelope, the same in both configurations.
    const errorLines = (text: string) => text.split('\n').filter((l) => /^\s*http-error status /.test(l));
    expect(errorLines(written.stdout)).toHaveLength(3);
    expect(errorLines(readFileSync(join(root, 'deploy', 'haproxy.cfg'), 'utf8'))).toEqual(errorLines(written.stdout));
    for (const line of errorLines(written.stdout)) {
      expect(JSON.parse(/string '(.*)'/.exec(line)![1])).toMatchObject({ code: 503, data: null });
    }
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
