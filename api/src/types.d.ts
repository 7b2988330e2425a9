import type { Config } from './config';
import type { Db } from './plugins/external/db';
import type { Locale } from './i18n/locale';
import type { Mailer } from './plugins/app/messaging/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    mailer: Mailer;
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
  }
}
