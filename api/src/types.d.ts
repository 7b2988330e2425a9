import type { Config } from './config';
import type { Db } from './plugins/external/db';
import type { Locale } from './i18n/locale';
import type { Mailer } from './plugins/app/messaging/mailer';
import type { PublicCache } from './plugins/app/cache/public-cache';
import type { Redis } from 'ioredis';
import type { Counters } from './plugins/app/limits/counter';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    mailer: Mailer;
    /** Public catalogue answers, emptied by every committed write to what they were built from. */
    publicCache: PublicCache;
    /** The shared Redis of a scaled-out deployment (REDIS_URL), or null for one process. */
    redis: Redis | null;
    /** Named counters in the rate-limit store (shared by all processes with REDIS_URL): the abuse limits. */
    counters: Counters;
    /** preHandler: answers 401 unless the request carries a live token. */
    requireUser: (req: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    locale: Locale;
    /** The signed-in shopper's id, or null. */
    userId: number | null;
    /** Hash of the token the request came with (for logout). */
    tokenHash: string | null;
  }
  interface FastifyContextConfig {
    /** Routes that need a signed-in shopper. */
    auth?: boolean;
    /** The JSON body may be an unquoted string (the contract's raw email bodies), see raw-string-json.ts. */
    rawStringBody?: boolean;
    /** One of our endpoints beyond the contract, switched off by CONTRACT_STRICT (see plugins/app/extensions.ts). */
    extension?: import('./plugins/app/extensions').Extension;
  }
}
