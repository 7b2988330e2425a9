import type { FastifyInstance } from 'fastify';
import { join } from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig, PASSWORD_HASH_COST, type AbuseLimits, type Config } from '../src/config';
import type { Db } from '../src/infra/db';
import { openTestDb } from './template';
import type { CacheInvalidation } from '../src/services/cache/invalidation';

/** The wire envelope of every answer: `{ code, message, data }`, always with HTTP 200 as the contract's backend does. */
export interface Envelope<T = any> {
  code: number;
  message: string;
  data: T;
}

export interface CallOptions {
  method?: 'GET' | 'POST' | 'OPTIONS';
  /** An object or array is sent as JSON; a string is sent as a raw JSON string (the contract's email bodies). */
  body?: unknown;
  form?: FormData;
  token?: string | null;
  headers?: Record<string, string>;
  lang?: string;
}

export interface TestApi {
  app: FastifyInstance;
  db: Db;
  /** The database under the app's write watch (for a second app on the same data). */
  rawDb: Db;
  /** The test database's PostgreSQL URL, or null on PGlite. */
  databaseUrl: string | null;
  config: Config;
  url: string;
  /** Calls the API in process (`app.inject`) and returns the envelope (and the raw response). */
  call<T = any>(path: string, opts?: CallOptions): Promise<Envelope<T> & { status: number; headers: Headers }>;
  close(): Promise<void>;
}

/** The scrypt cost of the test suites' passwords (global-setup.ts sets PASSWORD_HASH_COST to it for the APIs). */
/** Text as it reads once the API's HTML escaping (`api/src/lib/html-escape.ts`) is undone: for asserting on served HTML. */
export const decodeHtml = (text: string): string =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

export const TEST_HASH_COST = PASSWORD_HASH_COST.min;

/** What the shared fixtures need of an API: its database and a way to call it (one process, or one of several). */
export type ApiLike = Pick<TestApi, 'db' | 'call'>;

/** The multipart form of `POST /api/front/login/sendCode` (fields phone and countryCode), as the storefront sends it. */
export function smsForm(phone: string, countryCode = '+86'): FormData {
  const form = new FormData();
  form.append('phone', phone);
  form.append('countryCode', countryCode);
  return form;
}

/** The request of a call as the storefront sends it: its headers and body. */
function requestOf(opts: CallOptions): { method: string; headers: Record<string, string>; body?: string | FormData } {
  const headers: Record<string, string> = { 'Form-type': 'pc', ...(opts.headers ?? {}) };
  if (opts.token) headers['authori-zation'] = opts.token;
  if (opts.lang) headers['Accept-Language'] = opts.lang;
  let body: string | FormData | undefined;
  if (opts.form) body = opts.form;
  else if (opts.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  return { method: opts.method ?? (body ? 'POST' : 'GET'), headers, body };
}

/** Calls the API at `url` over HTTP the way the storefront does and returns the envelope (and the raw response). */
export async function callApi<T = any>(
  url: string,
  path: string,
  opts: CallOptions = {},
): Promise<Envelope<T> & { status: number; headers: Headers }> {
  const { method, headers, body } = requestOf(opts);
  const res = await fetch(url + path, { method, headers, body });
  const json = (await res.json()) as Envelope<T>;
  return { ...json, status: res.status, headers: res.headers };
}

/**
 * Calls the app in process (`app.inject`: the whole request lifecycle, no socket) as the storefront would over HTTP
 * and returns the envelope (and the raw response). A test that needs the socket itself uses `callApi(api.url, …)`.
 */
export async function injectApi<T = any>(
  app: FastifyInstance,
  path: string,
  opts: CallOptions = {},
): Promise<Envelope<T> & { status: number; headers: Headers }> {
  const { method, headers, body } = requestOf(opts);
  const res = await app.inject({ method: method as 'GET' | 'POST' | 'OPTIONS', url: path, headers, payload: body });
  const answered = new Headers();
  for (const [name, value] of Object.entries(res.headers)) {
    for (const one of ([] as Array<string | number>).concat(value ?? [])) answered.append(name, String(one));
  }
  return { ...(res.json() as Envelope<T>), status: res.statusCode, headers: answered };
}

/**
 * What a test changes of the configuration. `rateLimit` and `limits` are merged into the defaults: a test that
 * hammers an endpoint raises the one limit it would hit, the others stay as shipped.
 */
export type ConfigOverrides = Omit<Partial<Config>, 'rateLimit' | 'limits'> & {
  rateLimit?: Partial<Config['rateLimit']>;
  limits?: Partial<AbuseLimits>;
};

/**
 * Starts the API over a private copy of the seeded database: `call` injects requests in process; the app also listens
 * on a random loopback port (`url`) for the tests that need a real socket.
 */
export async function startApi(
  overrides: ConfigOverrides = {},
  opts: { invalidation?: (databaseUrl: string | null) => Promise<CacheInvalidation> } = {},
): Promise<TestApi> {
  const { db, dataDir, databaseUrl, dispose } = await openTestDb();
  const defaults = loadConfig({
    ...process.env,
    MALL_DEV_MODE: '1',
    PAY_TEST_CARDS: '',
    DATABASE_URL: '',
    NODE_ENV: 'test',
    SMTP_URL: '',
    REDIS_URL: '',
    MEDIA_S3_URL: '',
    MEDIA_PUBLIC_URL: '',
    CONTRACT_STRICT: '',
    QUALIFICATION_CAPTCHA: '',
    CORS_HEADERS: '',
  });
  const config: Config = {
    ...defaults,
    dataDir,
    mediaDir: join(dataDir, 'media'),
    ...overrides,
    rateLimit: { ...defaults.rateLimit, ...overrides.rateLimit },
    limits: { ...defaults.limits, ...overrides.limits },
  };
  const invalidation = opts.invalidation ? await opts.invalidation(databaseUrl) : undefined;
  const app = await buildApp({ config, db, logger: false, invalidation });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;
  app.config.publicUrl = url;

  const call = <T>(path: string, opts: CallOptions = {}) => injectApi<T>(app, path, opts);

  return {
    app,
    // The app's own Db: a test's SQL writes empty the caches as the API's writes do.
    db: app.db,
    rawDb: db,
    databaseUrl,
    config,
    url,
    call,
    async close() {
      await app.close();
      await invalidation?.close();
      await dispose();
    },
  };
}

/**
 * The API of one test file: started before its tests (beforeAll) and closed after them (afterAll). The answer
 * stands for the running API from the first test on.
 */
export function apiForFile(overrides: ConfigOverrides = {}): TestApi {
  let running: TestApi | null = null;
  beforeAll(async () => {
    running = await startApi(overrides);
  }, 60_000);
  afterAll(() => running?.close());
  return new Proxy({} as TestApi, {
    get(_, key) {
      if (!running) throw new Error('the test API is not started yet: use it inside a test or a hook');
      const value: unknown = Reflect.get(running, key);
      return typeof value === 'function' ? value.bind(running) : value;
    },
  });
}
