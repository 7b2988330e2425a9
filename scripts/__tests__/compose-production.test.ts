import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import { activeServices, composeConfig, MissingVariable, readComposeFile, root, variablesOf, type Compose } from './compose-file';

// The two ways of running docker-compose.yml (the local stack; production with docker-compose.production.yml),
// checked as `docker compose` would read them: the Compose specification's JSON schema, the dclint linter, the
// production file's required secrets, and what every service and the images must be.
const BASE = 'docker-compose.yml';
const PRODUCTION = 'docker-compose.production.yml';

// What an operator's .env holds in production (each value distinct, so a test sees where it went).
const productionEnv: Record<string, string> = {
  POSTGRES_PASSWORD: 'pg-secret-0123456789abcdef',
  S3_ACCESS_KEY: 'shop-media',
  S3_SECRET_KEY: 's3-secret-0123456789abcdef',
  SMTP_URL: 'smtps://mailer:pw@smtp.example.com:465',
  MAIL_FROM: 'Shop <no-reply@shop.example.com>',
  API_BASE_URL: 'https://api.shop.example.com',
  CORS_ORIGINS: 'https://shop.example.com',
  STOREFRONT_URL: 'https://shop.example.com',
  REMOTE_CATALOG_URL: 'https://shop.example.com/remotes/catalog/mf-manifest.json',
  REMOTE_MERCHANT_STREET_URL: 'https://shop.example.com/remotes/merchant-street/mf-manifest.json',
  REMOTE_CHECKOUT_URL: 'https://shop.example.com/remotes/checkout/mf-manifest.json',
  REMOTE_ORDER_CENTER_URL: 'https://shop.example.com/remotes/order-center/mf-manifest.json',
  REMOTE_MERCHANT_SETTLEMENT_URL: 'https://shop.example.com/remotes/merchant-settlement/mf-manifest.json',
};
const local = composeConfig([BASE]);
const production = composeConfig([BASE, PRODUCTION], productionEnv);

// The Compose specification's schema as dclint ships it (vendored from github.com/compose-spec/compose-spec).
const schemaPath = join(root, 'node_modules', 'dclint', 'schemas', 'compose.schema.json');
const validate = new Ajv({ allErrors: true, strict: false, allowUnionTypes: true, validateSchema: false }).compile(
  JSON.parse(readFileSync(schemaPath, 'utf8')),
);
const schemaErrors = (config: unknown) => (validate(config) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`));

describe('the compose files against the Compose specification', () => {
  it('validates the local stack, the production stack and each file as written', () => {
    expect(schemaErrors(local)).toEqual([]);
    expect(schemaErrors(production)).toEqual([]);
    expect(schemaErrors(composeConfig([BASE], { PUBLIC_HOST: 'shop.example' }))).toEqual([]);
    // The schema is really applied: a misspelt key or a wrong type is refused.
    const misspelt = structuredClone(local) as unknown as { services: Record<string, Record<string, unknown>> };
    misspelt.services.api.healthchek = misspelt.services.api.healthcheck;
    expect(schemaErrors(misspelt).join()).toMatch(/must NOT have additional properties/);
    const wrongType = structuredClone(local) as unknown as { services: Record<string, Record<string, unknown>> };
    wrongType.services.api.read_only = { yes: true };
    expect(schemaErrors(wrongType)).not.toEqual([]);
  });

  it('passes dclint (zero errors, zero warnings) with the rules of .dclintrc.json', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { DCLinter } = require('dclint') as {
      DCLinter: new (config: object) => {
        lintFiles(
          paths: string[],
          recursive: boolean,
        ): Array<{ filePath: string; messages: Array<{ rule: string; message: string; line: number }> }>;
      };
    };
    const config = JSON.parse(readFileSync(join(root, '.dclintrc.json'), 'utf8'));
    // Only the ordering rules are off: the file groups services by role (data, API, front end), not alphabetically.
    expect(Object.keys(config.rules).sort()).toEqual([
      'service-dependencies-alphabetical-order',
      'service-keys-order',
      'services-alphabetical-order',
    ]);
    const results = new DCLinter({ ...config, quiet: false, debug: false, exclude: [] }).lintFiles(
      [join(root, BASE), join(root, PRODUCTION)],
      false,
    );
    expect(results).toHaveLength(2);
    expect(results.flatMap((r) => r.messages.map((m) => `${r.filePath}:${m.line} ${m.rule}: ${m.message}`))).toEqual([]);
    // The linter does report: an image without a version and a port on every interface are errors.
    const broken = new DCLinter({ rules: {}, quiet: false, debug: false, exclude: [] }).lintFiles(
      [join(__dirname, 'fixtures', 'compose-unpinned.yml')],
      false,
    );
    expect(broken[0].messages.map((m) => m.rule).sort()).toEqual(['no-unbound-port-interfaces', 'service-image-require-explicit-tag']);
  });
});

describe('every service of both stacks', () => {
  const stacks: Array<[string, Compose]> = [
    ['local', local],
    ['production', production],
  ];

  it('restarts unless stopped and has a health check', () => {
    for (const [, stack] of stacks) {
      for (const [name, service] of Object.entries(stack.services)) {
        expect([name, service.restart]).toEqual([name, 'unless-stopped']);
        expect([name, service.healthcheck?.test?.[0]]).toEqual([name, expect.stringMatching(/^CMD(-SHELL)?$/)]);
      }
    }
  });

  it("checks the API's readiness (/health/ready: the database, Redis, the bucket) in the replicas and through lb", () => {
    expect(local.services.api.healthcheck?.test.join(' ')).toContain("fetch('http://127.0.0.1:8080/health/ready')");
    expect(local.services.lb.healthcheck?.test.join(' ')).toContain('GET /health/ready HTTP/1.0');
    expect(local.services.s3.healthcheck?.test).toEqual(['CMD', 'wget', '-q', '-O', '/dev/null', 'http://127.0.0.1:8333/healthz']);
    for (const dependency of ['postgres', 'redis', 's3']) {
      expect((local.services.api.depends_on as Record<string, { condition: string }>)[dependency]).toEqual({
        condition: 'service_healthy',
      });
    }
  });

  it('pins every image to a version (no latest, no bare name) and runs Node 24 wherever Node runs', () => {
    const images = Object.values(local.services).flatMap((s) => (s.image ? [s.image] : []));
    // postgres, redis, s3, mailpit, lb, edge, and the support profile's chatwoot (×2), its postgres and redis (the API
    // and the apps are built from the Dockerfile)
    expect(images.length).toBe(10);
    for (const image of images) expect(image).toMatch(/^[\w./-]+:v?\d[\w.-]*$/);
    expect(images).not.toContainEqual(expect.stringMatching(/minio/));
    const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');
    const from = [...dockerfile.matchAll(/^FROM (\S+)/gm)].map((m) => m[1]);
    expect(from).toEqual(['node:24-bookworm-slim', 'node:24-bookworm-slim', 'nginx:1.30-bookworm']);
    // The one-origin proxy runs the same nginx line as the apps.
    expect(local.services.edge.image).toBe('nginx:1.30-bookworm');
    // Each image line names where its availability was confirmed.
    const composeText = readFileSync(join(root, BASE), 'utf8');
    for (const image of images) {
      const repo = image.split(':')[0];
      const hub = repo.includes('/') ? `hub.docker.com/r/${repo}` : `hub.docker.com/_/${repo}`;
      if (image.startsWith('nginx:')) expect(dockerfile).toContain(hub);
      else expect(composeText).toContain(hub);
    }
    expect(dockerfile).toContain('hub.docker.com/_/node');
  });

  it('publishes consoles (Mailpit, the S3 console) on this machine only, the API and its metrics not at all', () => {
    expect(local.services.mailpit.ports).toEqual(['127.0.0.1:8025:8025']);
    expect(local.services.s3.ports).toEqual(['127.0.0.1:23646:23646']);
    expect(local.services.api.ports).toBeUndefined();
    for (const service of ['postgres', 'redis']) expect(local.services[service].ports).toBeUndefined();
  });
});

describe('the production stack (docker-compose.production.yml)', () => {
  const required = Object.keys(productionEnv);

  it('refuses to render without each of its secrets and settings, naming the missing one', () => {
    expect(() => composeConfig([BASE, PRODUCTION], {})).toThrow(MissingVariable);
    for (const variable of required) {
      const { [variable]: _dropped, ...rest } = productionEnv;
      let error: unknown;
      try {
        composeConfig([BASE, PRODUCTION], rest);
      } catch (e) {
        error = e;
      }
      expect([variable, error instanceof MissingVariable && error.variable]).toEqual([variable, variable]);
      // An empty value (a copied .env.example) counts as missing too.
      expect(() => composeConfig([BASE, PRODUCTION], { ...rest, [variable]: '' })).toThrow(MissingVariable);
    }
    // The local stack needs none of them.
    expect(() => composeConfig([BASE], {})).not.toThrow();
  });

  it('seeds nothing, sends mail through SMTP_URL, no test cards, the secrets from .env only', () => {
    const env = production.services.api.environment ?? {};
    expect(env.SEED).toBe('none');
    expect(local.services.api.environment?.SEED).toBe('demo');
    expect(composeConfig([BASE, PRODUCTION], { ...productionEnv, SEED: 'demo' }).services.api.environment?.SEED).toBe('none');
    expect(env.PAY_TEST_CARDS).toBe('false');
    expect(composeConfig([BASE, PRODUCTION], { ...productionEnv, PAY_TEST_CARDS: 'true' }).services.api.environment?.PAY_TEST_CARDS).toBe(
      'false',
    );
    expect(env.SMTP_URL).toBe(productionEnv.SMTP_URL);
    expect(env.MAIL_FROM).toBe(productionEnv.MAIL_FROM);
    expect(env.DATABASE_URL).toBe(`postgres://mall:${productionEnv.POSTGRES_PASSWORD}@postgres:5432/mall`);
    expect(production.services.postgres.environment?.POSTGRES_PASSWORD).toBe(productionEnv.POSTGRES_PASSWORD);
    expect(production.services.s3.environment).toMatchObject({
      AWS_ACCESS_KEY_ID: productionEnv.S3_ACCESS_KEY,
      AWS_SECRET_ACCESS_KEY: productionEnv.S3_SECRET_KEY,
    });
    expect(env).toMatchObject({ MEDIA_S3_ACCESS_KEY: productionEnv.S3_ACCESS_KEY, MEDIA_S3_SECRET_KEY: productionEnv.S3_SECRET_KEY });
    expect(env.CORS_ORIGINS).toBe(productionEnv.CORS_ORIGINS);
    expect(env.PUBLIC_URL).toBe(productionEnv.API_BASE_URL);
    // No default secret, no local address, no plain-http origin survives into the production configuration.
    const rendered = JSON.stringify(production);
    for (const leftover of ['change-me', 'mall:mall@', 'mailpit:1025', 'http://localhost', 'Demo12345'])
      expect(rendered).not.toContain(leftover);
  });

  it('starts no Mailpit and no console; the balancer and the apps listen on 127.0.0.1 behind the TLS terminator', () => {
    const started = activeServices(production);
    expect(started).not.toContain('mailpit');
    expect(started).toEqual(expect.arrayContaining(['api', 'lb', 'postgres', 'redis', 's3', 'host']));
    expect(Object.keys(production.services.api.depends_on as Record<string, unknown>).sort()).toEqual(['postgres', 'redis', 's3']);
    expect(production.services.s3.ports).toEqual([]);
    for (const name of started) {
      for (const port of production.services[name].ports ?? [])
        expect([name, port]).toEqual([name, expect.stringMatching(/^127\.0\.0\.1:/)]);
    }
    expect(production.services.lb.ports).toEqual(['127.0.0.1:8080:8080']);
    for (const name of ['host', 'catalog', 'checkout']) {
      expect(production.services[name].environment?.API_BASE_URL).toBe(productionEnv.API_BASE_URL);
      expect(production.services[name].environment?.REMOTE_CHECKOUT_URL).toBe(productionEnv.REMOTE_CHECKOUT_URL);
    }
  });

  it('runs the API on a read-only root file system with a tmpfs, in both stacks', () => {
    for (const stack of [local, production]) {
      expect(stack.services.api.read_only).toBe(true);
      expect(stack.services.api.tmpfs).toEqual(['/tmp']);
    }
  });

  it('keeps `!reset`/`!override` as compose reads them (the merge this test relies on)', () => {
    const raw = readComposeFile(PRODUCTION, productionEnv) as { services: Record<string, Record<string, unknown>> };
    expect(raw.services.s3.ports).toEqual({ '!reset': [] });
    expect(raw.services.lb.ports).toEqual({ '!override': ['127.0.0.1:8080:8080'] });
  });
});

describe('.env.example', () => {
  const text = readFileSync(join(root, '.env.example'), 'utf8');
  const lines = text.split('\n');
  const listed = lines.filter((l) => /^[A-Z0-9_]+=/.test(l)).map((l) => l.slice(0, l.indexOf('=')));

  it('lists every variable the compose files read, each once, with no value filled in', () => {
    const read = [...new Set([...variablesOf(BASE), ...variablesOf(PRODUCTION)])].sort();
    expect([...listed].sort()).toEqual(read);
    expect(new Set(listed).size).toBe(listed.length);
    for (const line of lines.filter((l) => /^[A-Z0-9_]+=/.test(l))) expect(line).toMatch(/^[A-Z0-9_]+=$/);
  });

  it('says what each setting means (a comment right above it or its group) and marks what production requires', () => {
    for (const [i, line] of lines.entries()) {
      if (!/^[A-Z0-9_]+=/.test(line)) continue;
      let j = i - 1;
      while (j >= 0 && /^[A-Z0-9_]+=/.test(lines[j])) j -= 1;
      expect([line, lines[j]]).toEqual([line, expect.stringMatching(/^# \S/)]);
    }
    const marked = text
      .split(/\n(?=# )/)
      .filter((block) => block.includes('[required in production') || block.includes('required in production]'));
    const markedVariables = marked.flatMap((block) => [...block.matchAll(/^([A-Z0-9_]+)=/gm)].map((m) => m[1]));
    for (const variable of Object.keys(productionEnv).filter((v) => !v.startsWith('REMOTE_'))) expect(markedVariables).toContain(variable);
  });
});

describe('the Dockerfile', () => {
  const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');
  const stage = (name: string) => {
    const start = dockerfile.indexOf(` AS ${name}\n`);
    const next = dockerfile.indexOf('\nFROM ', start);
    return dockerfile.slice(start, next === -1 ? undefined : next);
  };

  it('builds the API alone with its production dependencies (pnpm deploy --prod) and copies only that', () => {
    expect(stage('build')).toMatch(/pnpm\.mjs --filter @mall\/api deploy --prod \/out\/api/);
    const api = stage('api');
    const copies = [...api.matchAll(/^COPY .*$/gm)].map((m) => m[0]);
    expect(copies).toEqual(['COPY --from=build /out/api /app']);
    // No install, no build in the image that runs.
    expect(api).not.toMatch(/^RUN /m);
    // What `pnpm deploy` copies: the package's `files` (built code, migrations), not its sources or tests.
    const pkg = JSON.parse(readFileSync(join(root, 'api', 'package.json'), 'utf8'));
    expect(pkg.files).toEqual(['dist', 'migrations']);
    expect(pkg.main).toMatch(/^dist\//);
    expect(api).toMatch(/^CMD \["node", "dist\/api\/src\/server\.js"\]$/m);
    expect(pkg.main).toBe('dist/api/src/server.js');
  });

  it('runs the API as an unprivileged user, in production mode', () => {
    const api = stage('api');
    const user = /^USER (\S+)$/m.exec(api)?.[1];
    expect(user).toBeDefined();
    expect(['root', '0', '0:0']).not.toContain(user);
    // USER comes before the command, after the copy (the files stay root's: the process cannot rewrite its code).
    expect(api.indexOf('USER ')).toBeGreaterThan(api.indexOf('COPY '));
    expect(api.indexOf('USER ')).toBeLessThan(api.indexOf('CMD '));
    expect(api).not.toMatch(/--chown/);
    expect(api).toMatch(/^ENV NODE_ENV=production$/m);
  });
});
