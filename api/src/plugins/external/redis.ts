import fp from 'fastify-plugin';
import { connectRedis } from '../../infra/redis';

/**
 * With REDIS_URL every limit (per IP, per address or phone, per account) counts in Redis, so N processes allow what
 * one would, and cache invalidations travel by Redis pub/sub; without it `app.redis` is null and both stay in this
 * process's memory. While Redis is unreachable the limits count in this process (limits/fallback-store.ts) and the
 * caches are bypassed (cache/redis-invalidation.ts); ioredis reconnects by itself (infra/redis.ts).
 */
export default fp(
  async (app) => {
    const redis = app.config.redisUrl ? await connectRedis(app.config.redisUrl) : null;
    app.decorate('redis', redis);
    if (!redis) return;
    redis.on('error', (err: Error) => app.log.warn(`Redis: ${err.message}`));
    app.addHook('onClose', async () => {
      await redis.quit();
    });
  },
  { name: 'redis' },
);
