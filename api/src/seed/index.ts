import type { Config } from '../config';
import type { Db } from '../infra/db';
import { seedDemoMall } from './demo-mall';
import { seedSettings } from './settings';
import { seedPlatform } from './catalogue';
import { ensureMedia } from './pictures';
import { growCatalogue } from './grow';

/**
 * Seeds an empty database once and returns whether it seeded: the demo mall, or with SEED=none an empty mall (the
 * platform's settings, menus, categories, merchant types and guarantees; no merchant, product, shopper or order). On every call (every start) it
 * also draws the demo pictures that are missing from the media folder, so a database whose media folder was
 * lost, or a fresh copy of a seeded database, shows its pictures again.
 */
export async function seedIfEmpty(db: Db, config: Config): Promise<boolean> {
  const r = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM system_config');
  let seeded = false;
  if (r.rows[0].n === 0 && config.seed === 'none') {
    await db.transaction(async (tx) => {
      await seedSettings(tx, config, { demo: false });
      await seedPlatform(tx);
    });
    seeded = true;
  } else if (r.rows[0].n === 0) {
    await seedDemoMall(db, config);
    await growCatalogue(db, config.seedSize);
    seeded = true;
  }
  await ensureMedia(config, db);
  return seeded;
}
