import { join, resolve } from 'node:path';
import ports from '../../scripts/ports.json';
import { repoRoot } from './lib/paths';

/** Everything the API reads from its environment, parsed once. */
export interface Config {
  port: number;
  host: string;
  production: boolean;
  /** A real PostgreSQL server; when unset the embedded PGlite database in `dataDir` is used. */
  databaseUrl: string | null;
  dataDir: string;
  /** Where uploaded and generated pictures live on disk. */
  mediaDir: string;
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
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, ''),
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
  };
}
