import type { Config } from '../config';
import type { Db } from '../plugins/external/db';
import { seedDemoMall } from './demo-mall';

/** Seeds the demo mall once, on an empty database. Returns whether it seeded. */
export async function seedIfEmpty(db: Db, config: Config): Promise<boolean> {
  const r = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM system_config');
  if (r.rows[0].n > 0) return false;
  await seedDemoMall(db, config);
  return true;
}
