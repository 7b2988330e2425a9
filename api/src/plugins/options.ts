import type { Db } from '../infra/db';
import type { CacheInvalidation } from '../services/cache/invalidation';

/**
 * What the process that builds the app opened and closes itself, handed to every app plugin (plugins/app/*) by
 * `buildApp` under `opened`.
 */
export interface Opened {
  /** The database, as opened: plugins/app/db.ts wraps it (metrics, cache invalidation) into `app.db`. */
  db: Db;
  /** How cache invalidations travel between API processes, when the caller owns one (plugins/app/cache.ts). */
  invalidation?: CacheInvalidation;
}

export interface AppPluginOptions {
  opened: Opened;
}
