import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { translate } from '../../i18n/messages';
import { redisStoreWithFallback } from '../../services/limits/fallback-store';

/**
 * Per-route limits only (`config.rateLimit`), refused with the translated envelope. With REDIS_URL they count in
 * Redis, so N processes allow what one would; the abuse limits that are not a route's own per-IP limit count in the
 * same store (plugins/app/counters.ts).
 */
export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      ...(app.redis ? { store: redisStoreWithFallback(app.redis, 'mall:rate-limit:', (line) => app.log.warn(line)) } : {}),
      errorResponseBuilder: (req, ctx) => ({
        statusCode: 429,
        message: translate(req.locale, 'error.rateLimited', { seconds: Math.ceil(ctx.ttl / 1000) }),
      }),
    });
  },
  { name: 'rate-limit', dependencies: ['redis'] },
);
