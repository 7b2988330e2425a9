import { setIndexesAside } from '../../src/seed/grow';
import { startApi, type TestApi } from '../helper';

/**
 * SEED_SIZE=1m inserts without the grown tables' secondary indexes and foreign keys and puts them back afterwards:
 * the schema must come back exactly as migrated (the 1m seed itself is timed by `npm run bench:api -- --size 1m`).
 */
let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api?.close());

const TABLES = ['merchant', 'merchant_product_category', 'product', 'product_attr', 'product_sku', 'product_reply', 'product_search'];

async function schemaOf(): Promise<{ indexes: string[]; constraints: string[] }> {
  const db = api.rawDb;
  const indexes = (
    await db.query<{ def: string }>('SELECT indexdef AS def FROM pg_indexes WHERE tablename = ANY($1::text[]) ORDER BY indexname', [TABLES])
  ).rows.map((r) => r.def);
  const constraints = (
    await db.query<{ def: string }>(
      `SELECT c.conrelid::regclass::text || ' ' || c.conname || ' ' || pg_get_constraintdef(c.oid) AS def
         FROM pg_constraint c WHERE c.conrelid::regclass::text = ANY($1::text[]) ORDER BY 1`,
      [TABLES],
    )
  ).rows.map((r) => r.def);
  return { indexes, constraints };
}

it('sets the grown tables’ secondary indexes and foreign keys aside, and restores the migrated schema exactly', async () => {
  const migrated = await schemaOf();
  expect(migrated.indexes.some((d) => d.includes('gin_trgm_ops'))).toBe(true);
  expect(migrated.constraints.some((d) => d.includes('FOREIGN KEY'))).toBe(true);
  await api.rawDb.transaction(async (tx) => {
    const restore = await setIndexesAside(tx);
    const aside = await tx.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_indexes WHERE tablename = ANY($1::text[]) AND indexdef LIKE '%gin_trgm_ops%'`,
      [TABLES],
    );
    expect(aside.rows[0].n).toBe(0);
    const fks = await tx.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_constraint WHERE contype = 'f' AND conrelid::regclass::text = ANY($1::text[])`,
      [TABLES],
    );
    expect(fks.rows[0].n).toBe(0);
    for (const statement of restore) await tx.exec(statement);
  });
  expect(await schemaOf()).toEqual(migrated);
});
