import { join, resolve } from 'node:path';
import { PORTS as ports } from '@mall/platform/ports';
import { repoRoot } from './lib/paths';

/** The catalogue sizes SEED_SIZE may ask for (seed/grow.ts grows each). */
export const SEED_SIZE_NAMES = ['demo', '100k', '1m'] as const;
export type SeedSize = (typeof SEED_SIZE_NAMES)[number];

/** Everything the API reads from its environment, parsed once. */
export interface Config {
  port: number;
  host: string;
  /** NODE_ENV=production: start-up refuses development settings (see `startupRefusals`). */
  production: boolean;
  /**
   * MALL_DEV_MODE: the development conveniences — the dev outbox (/api/dev/**, one-time codes kept in clear), the
   * development operator token, the test card provider — and the API on loopback. `npm start`, the journeys and the
   * test stacks turn it on; without it none of them exists, whatever NODE_ENV says.
   */
  devMode: boolean;
  /** PAY_TEST_CARDS: the built-in test card provider outside development mode (logged loudly at start). */
  testCardsOptIn: boolean;
  /** A real PostgreSQL server; when unset the embedded PGlite database in `dataDir` is used. */
  databaseUrl: string | null;
  dataDir: string;
  /** Where uploaded and generated pictures live on disk (the filesystem media driver). */
  mediaDir: string;
  /**
   * Where pictures are stored: the filesystem (mediaDir, the default) or an S3-compatible bucket. With S3 the API
   * still serves /media/… from the bucket, unless MEDIA_PUBLIC_URL points picture URLs at the bucket itself.
   */
  media: MediaConfig;
  /**
   * A Redis (or Valkey) server shared by every API process: rate limits (per IP, per address, per account) count
   * there and caches hear each other's invalidations. Unset = one process, counters in memory.
   */
  redisUrl: string | null;
  /** The absolute base the API prefixes to media paths (like the original backend's image domain). */
  publicUrl: string;
  corsOrigins: string[];
  /**
   * STOREFRONT_URL: the storefront's public address (its pages), without a trailing slash. The sitemaps list its
   * pages there (GET /api/sitemap/…); the static servers' robots.txt names the sitemap.
   */
  storefrontUrl: string;
  /** The API's own public address (PUBLIC_URL), without a trailing slash: the sitemap index names its files there. */
  apiUrl: string;
  /** URLs in one sitemap file: the sitemaps protocol's maximum, 50,000 (a test lowers it to see files split). */
  sitemapUrlsPerFile: number;
  /** Request headers a browser may send from those origins (the CORS preflight's allow-list). */
  corsHeaders: string[];
  /**
   * CONTRACT_STRICT: serve exactly the contract's endpoints, as a backend of its family would. Our additions that
   * the storefront calls (points, my reviews, the review line, the guest-cart merge, editing an application, the
   * qualification picture challenge) are not registered and answer HTTP 404 like any unknown path.
   */
  contractStrict: boolean;
  /**
   * QUALIFICATION_CAPTCHA: `GET /api/front/merchant/detail/{id}` answers only behind the server's picture challenge
   * (`/api/front/merchant/qualification/captcha/{id}`). Off = open as in the contract (the family's clients draw
   * their own challenge) and the challenge endpoint is not served. Default on; always off with CONTRACT_STRICT.
   */
  qualificationCaptcha: boolean;
  smtpUrl: string | null;
  mailFrom: string;
  visitorOpen: boolean;
  operatorToken: string | null;
  /** Per-IP limits (per minute on sign-in routes, per hour on code sends and guest accounts). */
  rateLimit: { signInPerMinute: number; codePerHour: number; guestsPerHour: number };
  /** Abuse limits beside the per-IP ones (docs/configuration.md, "Abuse limits", says why each exists). */
  limits: AbuseLimits;
  logLevel: string;
  /** LOG_REQUESTS: one JSON log line per request (id, method, URL, status, time). Default on outside development mode. */
  logRequests: boolean;
  /** METRICS_PORT: GET /metrics (Prometheus) on a port of its own, on `host`. Null: not served there. */
  metricsPort: number | null;
  /** METRICS_TOKEN: GET /metrics on the API's port for `Authorization: Bearer <token>` (when no METRICS_PORT). */
  metricsToken: string | null;
  /** Trust X-Forwarded-For (only behind a proxy that sets it; otherwise clients could dodge per-IP limits). */
  trustProxy: boolean;
  /**
   * Card payments. With `secretKey` set the API creates real Stripe PaymentIntents; without it the built-in test card
   * provider answers instead (no network), and the storefront shows its own card form.
   */
  stripe: {
    secretKey: string | null;
    publishableKey: string | null;
    /** Verifies `Stripe-Signature` on the webhook; without it the webhook route refuses every call. */
    webhookSecret: string | null;
    /** ISO currency of the PaymentIntents, lower case (the original always used "usd"). */
    currency: string;
  };
  /** An unpaid order cancels itself (stock, coupons and points go back) this many minutes after it was placed. */
  orderUnpaidMinutes: number;
  /** An order confirmation (pre-order) lives this many minutes (the original's 5 is short for choosing an address). */
  preOrderMinutes: number;
  /** Points worth 1.00 of the currency when spent on an order. */
  pointsRate: number;
  /** Most answers each section of the public catalogue cache keeps (0 turns the cache off). */
  cacheEntries: number;
  /**
   * PASSWORD_HASH_COST: scrypt's N = 2^cost for passwords hashed from now on (15, ~0.8 s of CPU; 10–17). Stored hashes
   * name their own cost, so a change applies to new and changed passwords. Production refuses less than 15; the test
   * suites use 10.
   */
  passwordHashCost: number;
  /** Connections of the PostgreSQL pool (DATABASE_URL only). */
  dbPoolSize: number;
  /**
   * SEED: what an empty database is filled with at first start. `demo`: the demo mall (merchants, products, the demo
   * shopper); `none`: an empty mall — the platform's settings, menus, categories, merchant types and guarantees,
   * no merchant, product, shopper or order (production; operators: cli/operator-account).
   */
  seed: 'demo' | 'none';
  /**
   * Event-loop delay (ms) over which the process sheds requests with a 503 (@fastify/under-pressure); 0: never.
   * Default 1000 with DATABASE_URL, 0 on embedded PGlite.
   */
  shedEventLoopDelayMs: number;
  /**
   * On SIGTERM, how long the process keeps serving while /health/ready says it is shutting down, so the balancer
   * stops sending it requests before it stops listening (then in-flight requests finish). Default 3000 behind a
   * proxy (TRUST_PROXY): haproxy's checks (every second, out after two failures) take it out within about 2 s; else 0.
   */
  shutdownDrainMs: number;
  /** How big a catalogue the seed makes on an empty database: the demo mall, or `100k` products for benchmarks. */
  seedSize: SeedSize;
  /** How often the unpaid-order sweeper runs, across all processes together (one run per period). */
  sweepEverySeconds: number;
  /**
   * Social sign-in (Google, Facebook, Twitter): each provider is on only when its credentials are set, and its
   * button shows only then (login/method/info). Off by default: `npm start` needs no set-up and no network.
   */
  social: SocialConfig;
  /**
   * The customer-service chat engine (CHATWOOT_BASE_URL and CHATWOOT_WEBSITE_TOKEN, docs/customer-service.md): the
   * storefront loads its widget when a shopper opens "Customer service"; null: the contact panel instead.
   */
  chat: ChatConfig | null;
}

/** A Chatwoot website inbox the storefront's widget talks to. */
export interface ChatConfig {
  engine: 'chatwoot';
  /** The Chatwoot installation's public address, without a trailing slash (its widget SDK is `<baseUrl>/packs/js/sdk.js`). */
  baseUrl: string;
  /** The website inbox's token (public: it is in every page's widget). */
  websiteToken: string;
  /**
   * CHATWOOT_HMAC_TOKEN, the inbox's identity-validation secret: the API signs the signed-in shopper's identifier with
   * it (GET /api/front/chat/identity), so the engine knows the shopper is who the widget says. Null: shoppers chat
   * without being identified (never a plain, unverified claim).
   */
  hmacToken: string | null;
}

export interface SocialConfig {
  /** GOOGLE_CLIENT_ID: Google sign-in by OpenID Connect ID token, verified against the issuer's keys. */
  google: {
    clientId: string;
    /** GOOGLE_ISSUER: the `iss` ID tokens must carry (default https://accounts.google.com). */
    issuer: string;
    /** GOOGLE_JWKS_URL: the issuer's signing keys (default Google's). */
    jwksUrl: string;
  } | null;
  /** FACEBOOK_APP_ID and FACEBOOK_APP_SECRET: Facebook sign-in by access token, checked with the Graph API. */
  facebook: {
    appId: string;
    appSecret: string;
    /** FACEBOOK_GRAPH_URL: the Graph API base, version included (default https://graph.facebook.com/v19.0). */
    graphUrl: string;
  } | null;
  /** TWITTER_CONSUMER_KEY and TWITTER_CONSUMER_SECRET: Twitter sign-in by OAuth 1.0a. */
  twitter: {
    consumerKey: string;
    consumerSecret: string;
    /** TWITTER_API_URL: where the OAuth and account endpoints live (default https://api.twitter.com). */
    apiUrl: string;
    /** TWITTER_CALLBACK_URL: the storefront's /middlewares/callback_twitter page, as registered with Twitter. */
    callbackUrl: string;
  } | null;
}

export const GOOGLE_ISSUER = 'https://accounts.google.com';

/** The chat engine's settings, or null when CHATWOOT_BASE_URL or CHATWOOT_WEBSITE_TOKEN is missing. */
export function chatConfig(env: NodeJS.ProcessEnv): ChatConfig | null {
  const baseUrl = (env.CHATWOOT_BASE_URL ?? '').trim().replace(/\/+$/, '');
  const websiteToken = (env.CHATWOOT_WEBSITE_TOKEN ?? '').trim();
  if (!baseUrl || !websiteToken) return null;
  if (!/^https?:\/\/[^/?#]+/i.test(baseUrl)) {
    throw new Error(`CHATWOOT_BASE_URL must be an http(s) address (e.g. https://chat.example.com), not "${baseUrl}"`);
  }
  return { engine: 'chatwoot', baseUrl, websiteToken, hmacToken: env.CHATWOOT_HMAC_TOKEN?.trim() || null };
}

function socialConfig(env: NodeJS.ProcessEnv): SocialConfig {
  const base = (v: string | undefined, fallback: string) => (v || fallback).replace(/\/$/, '');
  return {
    google: env.GOOGLE_CLIENT_ID
      ? {
          clientId: env.GOOGLE_CLIENT_ID,
          issuer: env.GOOGLE_ISSUER || GOOGLE_ISSUER,
          jwksUrl: env.GOOGLE_JWKS_URL || 'https://www.googleapis.com/oauth2/v3/certs',
        }
      : null,
    facebook:
      env.FACEBOOK_APP_ID && env.FACEBOOK_APP_SECRET
        ? {
            appId: env.FACEBOOK_APP_ID,
            appSecret: env.FACEBOOK_APP_SECRET,
            graphUrl: base(env.FACEBOOK_GRAPH_URL, 'https://graph.facebook.com/v19.0'),
          }
        : null,
    twitter:
      env.TWITTER_CONSUMER_KEY && env.TWITTER_CONSUMER_SECRET
        ? {
            consumerKey: env.TWITTER_CONSUMER_KEY,
            consumerSecret: env.TWITTER_CONSUMER_SECRET,
            apiUrl: base(env.TWITTER_API_URL, 'https://api.twitter.com'),
            callbackUrl: env.TWITTER_CALLBACK_URL || `http://localhost:${ports.host}/middlewares/callback_twitter`,
          }
        : null,
  };
}

export interface AbuseLimits {
  /** Wrong passwords in a row an account may have before each further try waits (SIGNIN_FREE_FAILURES). */
  signInFreeFailures: number;
  /** The first wait, doubled with every further wrong password (SIGNIN_DELAY_SECONDS)… */
  signInDelaySeconds: number;
  /** …up to this (SIGNIN_MAX_DELAY_SECONDS). */
  signInMaxDelaySeconds: number;
  /** Codes sent to one phone number in 24 hours, whatever asked for them (CODES_PER_NUMBER_PER_DAY). */
  codesPerNumberPerDay: number;
  /** Codes sent to one email address in 24 hours (CODES_PER_ADDRESS_PER_DAY). */
  codesPerAddressPerDay: number;
  /** Pictures and bytes a registered shopper may upload in 24 hours (UPLOADS_PER_DAY, UPLOAD_MB_PER_DAY). */
  uploadsPerDay: number;
  uploadBytesPerDay: number;
  /** The same for a guest (tourist) account (GUEST_UPLOADS_PER_DAY, GUEST_UPLOAD_MB_PER_DAY). */
  guestUploadsPerDay: number;
  guestUploadBytesPerDay: number;
  /** Orders one account may have waiting for payment at once (ORDER_UNPAID_MAX). */
  unpaidOrdersPerAccount: number;
  /** Units of one SKU one order (and one cart line) may hold (ORDER_MAX_PER_SKU). */
  maxPerSku: number;
}

export interface MediaConfig {
  driver: 'fs' | 's3';
  /** S3 settings, when driver is 's3' (MEDIA_S3_URL and MEDIA_S3_BUCKET set). */
  s3: {
    /** The endpoint of an S3-compatible server (MinIO, Garage, AWS: https://s3.<region>.amazonaws.com). */
    endpoint: string;
    bucket: string;
    region: string;
    accessKeyId: string;
    secretAccessKey: string;
    /** Path-style addressing (http://host/bucket/key), which MinIO and most self-hosted servers want. */
    forcePathStyle: boolean;
  } | null;
}

function bool(v: string | undefined, fallback: boolean): boolean {
  if (v === undefined || v === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(v.toLowerCase());
}

function int(v: string | undefined, fallback: number): number {
  const n = v === undefined || v === '' ? NaN : Number(v);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

const MB = 1024 * 1024;

/** The request headers our storefront and the contract's clients send (`Authorization` beside `authori-zation`). */
const DEFAULT_CORS_HEADERS: readonly string[] = [
  'authori-zation',
  'Authorization',
  'Form-type',
  'Content-Type',
  'Accept-Language',
  'Idempotency-Key',
];

function list(v: string | undefined): string[] | null {
  const items = (v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return items.length > 0 ? items : null;
}

function defaultOrigins(): string[] {
  const front = Object.entries(ports)
    .filter(([k]) => k !== 'api')
    .map(([, p]) => p);
  return front.flatMap((p) => [`http://localhost:${p}`, `http://127.0.0.1:${p}`]);
}

function mediaConfig(env: NodeJS.ProcessEnv): MediaConfig {
  if (!env.MEDIA_S3_URL) return { driver: 'fs', s3: null };
  return {
    driver: 's3',
    s3: {
      endpoint: env.MEDIA_S3_URL.replace(/\/$/, ''),
      bucket: env.MEDIA_S3_BUCKET || 'mall-media',
      region: env.MEDIA_S3_REGION || 'us-east-1',
      accessKeyId: env.MEDIA_S3_ACCESS_KEY || '',
      secretAccessKey: env.MEDIA_S3_SECRET_KEY || '',
      forcePathStyle: bool(env.MEDIA_S3_PATH_STYLE, true),
    },
  };
}

function metricsPort(v: string | undefined): number | null {
  if (v === undefined || v === '') return null;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`METRICS_PORT is "${v}": a port number, or unset`);
  return n;
}

/**
 * scrypt's work factor for new password hashes, N = 2^cost (services/auth/password.ts). 15 is production's (~0.8 s of
 * CPU a hash here) and its floor (`startupRefusals`); 10 (~25 ms) is the test suites', as Devise and Django hash
 * cheaply in tests: every sign-in of a suite costs the same whatever it proves. 17 is OWASP's (128 MiB a hash).
 */
export const PASSWORD_HASH_COST = { default: 15, min: 10, max: 17 } as const;

/** PASSWORD_HASH_COST: an integer from 10 to 17, default 15; anything else stops the start. */
function passwordHashCost(v: string | undefined): number {
  if (v === undefined || v === '') return PASSWORD_HASH_COST.default;
  const n = Number(v);
  if (!Number.isInteger(n) || n < PASSWORD_HASH_COST.min || n > PASSWORD_HASH_COST.max) {
    throw new Error(
      `PASSWORD_HASH_COST is "${v}": an integer from ${PASSWORD_HASH_COST.min} to ${PASSWORD_HASH_COST.max} (scrypt's N = 2^cost), or unset for ${PASSWORD_HASH_COST.default}`,
    );
  }
  return n;
}

/** SEED: `demo` (default) or `none`; anything else stops the start (a typo must not seed the demo in production). */
function seedKind(v: string | undefined): Config['seed'] {
  if (v === undefined || v === '' || v === 'demo') return 'demo';
  if (v === 'none') return 'none';
  throw new Error(`SEED is "${v}": use demo (the demo mall) or none (an empty mall)`);
}

/** 127.0.0.0/8, ::1 and localhost: addresses no other machine reaches. */
function isLoopback(host: string): boolean {
  const h = host.toLowerCase().replace(/^\[|\]$/g, '');
  return h === 'localhost' || h === '::1' || /^127(\.\d{1,3}){3}$/.test(h) || /^::ffff:127(\.\d{1,3}){3}$/.test(h);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = int(env.API_PORT ?? env.PORT, ports.api);
  const dataDir = resolve(env.DATA_DIR || join(repoRoot, '.data'));
  const devMode = bool(env.MALL_DEV_MODE, false);
  return {
    port,
    // Development mode serves every live one-time code: only this machine may reach it.
    host: env.API_HOST || (devMode ? '127.0.0.1' : '0.0.0.0'),
    production: env.NODE_ENV === 'production',
    devMode,
    testCardsOptIn: bool(env.PAY_TEST_CARDS, false),
    databaseUrl: env.DATABASE_URL || null,
    dataDir,
    mediaDir: resolve(env.MEDIA_DIR || join(dataDir, 'media')),
    // Picture URLs are `${publicUrl}/media/…`: the API's own address, or the bucket's public address (MEDIA_PUBLIC_URL).
    publicUrl: (env.MEDIA_PUBLIC_URL || env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, ''),
    media: mediaConfig(env),
    redisUrl: env.REDIS_URL || null,
    corsOrigins: list(env.CORS_ORIGINS) ?? defaultOrigins(),
    apiUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    sitemapUrlsPerFile: 50_000,
    storefrontUrl: (env.STOREFRONT_URL || `http://localhost:${env.HOST_PORT || ports.host}`).replace(/\/+$/, ''),
    corsHeaders: list(env.CORS_HEADERS) ?? [...DEFAULT_CORS_HEADERS],
    contractStrict: bool(env.CONTRACT_STRICT, false),
    qualificationCaptcha: !bool(env.CONTRACT_STRICT, false) && bool(env.QUALIFICATION_CAPTCHA, true),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || 'Mall <no-reply@mall.test>',
    visitorOpen: bool(env.VISITOR_OPEN, true),
    operatorToken: env.OPERATOR_TOKEN || null,
    rateLimit: {
      signInPerMinute: int(env.RATE_LIMIT_SIGNIN_PER_MINUTE, 20),
      codePerHour: int(env.RATE_LIMIT_CODES_PER_HOUR, 30),
      guestsPerHour: int(env.RATE_LIMIT_GUESTS_PER_HOUR, 10),
    },
    limits: {
      signInFreeFailures: int(env.SIGNIN_FREE_FAILURES, 5),
      signInDelaySeconds: int(env.SIGNIN_DELAY_SECONDS, 30),
      signInMaxDelaySeconds: int(env.SIGNIN_MAX_DELAY_SECONDS, 900),
      codesPerNumberPerDay: int(env.CODES_PER_NUMBER_PER_DAY, 5),
      codesPerAddressPerDay: int(env.CODES_PER_ADDRESS_PER_DAY, 10),
      uploadsPerDay: int(env.UPLOADS_PER_DAY, 200),
      uploadBytesPerDay: int(env.UPLOAD_MB_PER_DAY, 200) * MB,
      guestUploadsPerDay: int(env.GUEST_UPLOADS_PER_DAY, 10),
      guestUploadBytesPerDay: int(env.GUEST_UPLOAD_MB_PER_DAY, 20) * MB,
      unpaidOrdersPerAccount: int(env.ORDER_UNPAID_MAX, 3),
      maxPerSku: int(env.ORDER_MAX_PER_SKU, 20),
    },
    logLevel: env.LOG_LEVEL || 'info',
    logRequests: bool(env.LOG_REQUESTS, !devMode),
    metricsPort: metricsPort(env.METRICS_PORT),
    metricsToken: env.METRICS_TOKEN || null,
    trustProxy: bool(env.TRUST_PROXY, false),
    stripe: {
      secretKey: env.STRIPE_SECRET_KEY || null,
      publishableKey: env.STRIPE_PUBLISHABLE_KEY || null,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET || null,
      currency: (env.STRIPE_CURRENCY || 'usd').toLowerCase(),
    },
    orderUnpaidMinutes: int(env.ORDER_UNPAID_MINUTES, 30),
    preOrderMinutes: int(env.PRE_ORDER_MINUTES, 15),
    pointsRate: int(env.POINTS_RATE, 100),
    cacheEntries: env.CACHE_ENTRIES === '0' ? 0 : int(env.CACHE_ENTRIES, 5000),
    passwordHashCost: passwordHashCost(env.PASSWORD_HASH_COST),
    dbPoolSize: int(env.DB_POOL_SIZE, 10),
    seed: seedKind(env.SEED),
    // Embedded PGlite runs its queries on the event loop, whose delay then measures the database's work, not overload:
    // no shedding by default there.
    shedEventLoopDelayMs: env.SHED_EVENT_LOOP_DELAY_MS === '0' ? 0 : int(env.SHED_EVENT_LOOP_DELAY_MS, env.DATABASE_URL ? 1000 : 0),
    shutdownDrainMs: env.SHUTDOWN_DRAIN_MS === '0' ? 0 : int(env.SHUTDOWN_DRAIN_MS, bool(env.TRUST_PROXY, false) ? 3000 : 0),
    seedSize: SEED_SIZE_NAMES.find((name) => name === env.SEED_SIZE) ?? 'demo',
    sweepEverySeconds: int(env.ORDER_SWEEP_SECONDS, 60),
    social: socialConfig(env),
    chat: chatConfig(env),
  };
}

/** The development operator token, accepted only in development mode when OPERATOR_TOKEN is unset. */
export const DEV_OPERATOR_TOKEN = 'dev-operator-token';
/** Tokens published in this repository (the development token, the old compose placeholder): never in production. */
const PUBLISHED_OPERATOR_TOKENS = new Set([DEV_OPERATOR_TOKEN, 'change-me-operator-token']);
/** The shortest OPERATOR_TOKEN production accepts. */
const MIN_OPERATOR_TOKEN_LENGTH = 16;

/**
 * Why the API must not start with this configuration (empty: it may). Production refuses development mode and a
 * published or short operator token; development mode refuses an address other machines reach.
 */
export function startupRefusals(config: Pick<Config, 'production' | 'devMode' | 'operatorToken' | 'host' | 'passwordHashCost'>): string[] {
  const refusals: string[] = [];
  if (config.devMode && !isLoopback(config.host)) {
    refusals.push(
      `MALL_DEV_MODE is on and API_HOST is ${config.host}: development mode serves every live one-time code ` +
        '(/api/dev/outbox) and accepts the development operator token, so it listens on loopback only. ' +
        'Unset API_HOST (127.0.0.1) or turn development mode off.',
    );
  }
  if (!config.production) return refusals;
  if (config.devMode) {
    refusals.push(
      'MALL_DEV_MODE is on with NODE_ENV=production: development mode serves every live one-time code and accepts ' +
        'the development operator token. Unset MALL_DEV_MODE.',
    );
  }
  if (config.passwordHashCost < PASSWORD_HASH_COST.default) {
    refusals.push(
      `PASSWORD_HASH_COST is ${config.passwordHashCost} with NODE_ENV=production: passwords would be hashed ` +
        `${2 ** (PASSWORD_HASH_COST.default - config.passwordHashCost)} times faster to guess than at ${PASSWORD_HASH_COST.default}, the floor (the cheap costs are for the test suites). Unset it.`,
    );
  }
  const token = config.operatorToken;
  if (token !== null && PUBLISHED_OPERATOR_TOKENS.has(token)) {
    refusals.push(
      `OPERATOR_TOKEN is "${token}", a token published with this software: anyone could run the operator routes. ` +
        `Set a secret of ${MIN_OPERATOR_TOKEN_LENGTH} or more characters (e.g. \`openssl rand -hex 24\`), or unset it to close them.`,
    );
  } else if (token !== null && token.length < MIN_OPERATOR_TOKEN_LENGTH) {
    refusals.push(
      `OPERATOR_TOKEN has ${token.length} characters: production needs ${MIN_OPERATOR_TOKEN_LENGTH} or more ` +
        '(e.g. `openssl rand -hex 24`), or unset it to close the operator routes.',
    );
  }
  return refusals;
}

/** Throws, naming every reason, when the API must not start with this configuration. */
export function assertStartable(config: Parameters<typeof startupRefusals>[0]): void {
  const refusals = startupRefusals(config);
  if (refusals.length > 0) throw new Error(`refusing to start:\n- ${refusals.join('\n- ')}`);
}
