import type { Db } from '../infra/db';
import type { Config } from '../config';
import { seedSettings } from './settings';
import { seedShoppers } from './shoppers';
import { seedCatalogue } from './catalogue';
import { seedDemoOrders } from './demo-orders';

/** The whole demo mall, deterministic and offline: the same data on every machine (pictures: ./pictures), and the demo shopper's order history. */
export async function seedDemoMall(db: Db, config: Config): Promise<void> {
  await db.transaction(async (tx) => {
    await seedSettings(tx, config);
    const demoShopper = await seedShoppers(tx, config.passwordHashCost);
    await seedCatalogue(tx);
    await seedDemoOrders(tx, config, demoShopper);
  });
  // Fresh statistics, so the planner uses the trigram indexes for search right away (bulk inserts leave none).
  await db.exec('ANALYZE');
}
