import fp from 'fastify-plugin';
import type { AppPluginOptions } from '../options';
import { createLocalInvalidation, createPgInvalidation } from '../../services/cache/invalidation';
import { createPublicCache } from '../../services/cache/public-cache';
import { createRedisInvalidation } from '../../services/cache/redis-invalidation';

/**
 * `app.publicCache`: public catalogue answers, emptied by every committed write to what they were built from
 * (plugins/app/db.ts). Invalidations travel between API processes by Redis pub/sub with REDIS_URL, PostgreSQL
 * LISTEN/NOTIFY with DATABASE_URL, in-process otherwise; one the caller passed in (`opened.invalidation`) is closed by
 * its owner, not by the app.
 */
export default fp<AppPluginOptions>(
  async (app, { opened }) => {
    const warn = (line: string) => app.log.warn(line);
    const { redis, config } = app;
    const invalidation =
      opened.invalidation ??
      (redis
        ? await createRedisInvalidation(redis, warn)
        : config.databaseUrl
          ? await createPgInvalidation(config.databaseUrl, warn)
          : createLocalInvalidation());
    if (!opened.invalidation) app.addHook('onClose', () => invalidation.close());
    app.decorate('publicCache', createPublicCache(invalidation, config.cacheEntries));
  },
  { name: 'cache' },
);
