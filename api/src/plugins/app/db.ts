import fp from 'fastify-plugin';
import { watchWrites } from '../../services/cache/write-watch';
import type { AppPluginOptions } from '../options';

/**
 * `app.db`: the opened database (its opener closes it) under two watches: every statement's work is counted for
 * GET /metrics (plugins/app/metrics.ts), and a committed write to catalogue tables empties the caches built from them.
 */
export default fp<AppPluginOptions>(
  async (app, { opened }) => {
    const { invalidation } = app.publicCache;
    app.decorate(
      'db',
      watchWrites(app.metrics.instrumentDb(opened.db), (change) => invalidation.publish(change)),
    );
  },
  { name: 'db', dependencies: ['metrics', 'cache'] },
);
