import type { Config } from '../config';
import type { Db } from '../infra/db';
import { seedDemoMall } from './demo-mall';
import { ensureMedia } from './pictures';
import { growCatalogue } from './grow';

/**
 * Seeds the demo mall once, on an empty database, and returns whether it seeded. On every call (every start) it
 * also draws the demo pictures that are missing from the media folder, so a database whose media folder was
 * lost, or a fresh copy of a seeded database, shows its pictures again.
 */
export async function seedIfEmpty(db: Db, config: Config): Promise<boolean> {
  const r = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM system_config');
  let seeded = false;
  if (r.rows[0].n === 0) {
    await seedDemoMall(db, config);
    await growCatalogue(db, config.seedSize);
    seeded = true;
  }
  await ensureMedia(config, db);
  return seeded;
}
