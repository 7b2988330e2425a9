import { join, resolve } from 'node:path';
import ports from '../../scripts/ports.json';
import { repoRoot } from './lib/paths';
import { SEED_SIZES, type SeedSize } from './seed/grow';

/** Everything the API reads from its environment, parsed once. */
export interface Config {
  port: number;
  host: string;
  production: boolean;
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
  smtpUrl: string | null;
  mailFrom: string;
  visitorOpen: boolean;
  operatorToken: string | null;
  rateLimit: { signInPerMinute: number; codePerHour: number };
  logLevel: string;
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
  /** Connections of the PostgreSQL pool (DATABASE_URL only). */
  dbPoolSize: number;
  /** How big a catalogue the seed makes on an empty database: the demo mall, or `100k` products for benchmarks. */
  seedSize: SeedSize;
  /** How often the unpaid-order sweeper runs, across all processes together (one run per period). */
  sweepEverySeconds: number;
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

function defaultOrigins(): string[] {
  const front = Object.entries(ports).filter(([k]) => k !== 'api').map(([, p]) => p);
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

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = int(env.API_PORT ?? env.PORT, ports.api);
  const dataDir = resolve(env.DATA_DIR || join(repoRoot, '.data'));
  return {
    port,
    host: env.API_HOST || '0.0.0.0',
    production: env.NODE_ENV === 'production',
    databaseUrl: env.DATABASE_URL || null,
    dataDir,
    mediaDir: resolve(env.MEDIA_DIR || join(dataDir, 'media')),
    // Picture URLs are `${publicUrl}/media/…`: the API's own address, or the bucket's public address (MEDIA_PUBLIC_URL).
    publicUrl: (env.MEDIA_PUBLIC_URL || env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, ''),
    media: mediaConfig(env),
    redisUrl: env.REDIS_URL || null,
    corsOrigins: env.CORS_ORIGINS ? env.CORS_ORIGINS.split(',').map((s) => s.trim()).filter(Boolean) : defaultOrigins(),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || 'Mall <no-reply@mall.test>',
    visitorOpen: bool(env.VISITOR_OPEN, true),
    operatorToken: env.OPERATOR_TOKEN || null,
    rateLimit: {
      signInPerMinute: int(env.RATE_LIMIT_SIGNIN_PER_MINUTE, 20),
      codePerHour: int(env.RATE_LIMIT_CODES_PER_HOUR, 30),
    },
    logLevel: env.LOG_LEVEL || 'info',
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
    dbPoolSize: int(env.DB_POOL_SIZE, 10),
    seedSize: env.SEED_SIZE && env.SEED_SIZE in SEED_SIZES ? (env.SEED_SIZE as SeedSize) : 'demo',
    sweepEverySeconds: int(env.ORDER_SWEEP_SECONDS, 60),
  };
}
