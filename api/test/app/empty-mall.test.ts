import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openPglite, type Db } from '../../src/infra/db';
import { migrate } from '../../src/infra/migrate';
import { seedIfEmpty } from '../../src/seed';
import { runOperatorCommand } from '../../src/cli/operator-account';
import { callApi } from '../helper';

// SEED=none (the production compose file): an empty mall, then its first operator from the command line.
const LIST = '/api/admin/operator/settlements';

describe('SEED=none and the first operator', () => {
  let db: Db;
  let dataDir: string;
  const config = () => ({
    ...loadConfig({ NODE_ENV: 'production', SEED: 'none', DATA_DIR: dataDir }),
    mediaDir: join(dataDir, 'media'),
  });
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'mall-empty-'));
    db = await openPglite(null);
    await migrate(db);
  });
  afterAll(async () => {
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const count = async (table: string) => (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n;

  it('fills an empty database with the platform only: no merchant, product, shopper, order or demo contact', async () => {
    expect(await seedIfEmpty(db, config())).toBe(true);
    for (const table of ['merchant', 'product', 'app_user', 'coupon', 'banner', 'activity', 'hot_keyword']) {
      expect([table, await count(table)]).toEqual([table, 0]);
    }
    for (const table of ['system_config', 'user_menu', 'category', 'merchant_type', 'merchant_category', 'guarantee']) {
      expect([table, await count(table)]).toEqual([table, expect.any(Number)]);
      expect(await count(table)).toBeGreaterThan(0);
    }
    const contact = await db.query<{ key: string; value: string }>(
      "SELECT key, value FROM system_config WHERE key IN ('consumer_email', 'site_company_address') ORDER BY key",
    );
    expect(contact.rows).toEqual([
      { key: 'consumer_email', value: '' },
      { key: 'site_company_address', value: '' },
    ]);
    // A second start keeps it as it is (no demo seeded later).
    expect(await seedIfEmpty(db, config())).toBe(false);
    expect(await count('merchant')).toBe(0);
  });

  it('refuses an unknown SEED value instead of seeding the demo', () => {
    expect(() => loadConfig({ SEED: 'nonee' })).toThrow(/SEED is "nonee"/);
    expect(loadConfig({}).seed).toBe('demo');
  });

  it('opens the operator routes to an operator created by the command, and closes them when revoked', async () => {
    const app = await buildApp({ config: config(), db, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    try {
      // No OPERATOR_TOKEN and no operator yet: not configured.
      expect(await callApi(url, LIST, { headers: { 'x-operator-token': 'anything' } })).toMatchObject({ code: 403 });
      expect(await runOperatorCommand(db, ['list'])).toEqual({ out: 'No operators yet.', status: 0 });
      const created = await runOperatorCommand(db, ['create', 'alice']);
      expect(created.status).toBe(0);
      const token = /\n([\w-]{32})\n/.exec(created.out)?.[1];
      expect(token).toBeDefined();
      // Only its hash is stored.
      expect(JSON.stringify((await db.query('SELECT * FROM operator_account')).rows)).not.toContain(token);
      const ok = await callApi(url, LIST, { headers: { 'x-operator-token': token! } });
      expect(ok).toMatchObject({ code: 200, data: { list: [] } });
      expect(await callApi(url, LIST, { headers: { 'x-operator-token': `${token}x` } })).toMatchObject({ code: 401 });
      expect(await callApi(url, LIST)).toMatchObject({ code: 401 });
      expect((await runOperatorCommand(db, ['create', 'alice'])).status).toBe(1);
      expect((await runOperatorCommand(db, ['list'])).out).toMatch(/^alice\tcreated /);
      expect(await runOperatorCommand(db, ['revoke', 'alice'])).toEqual({ out: 'Operator "alice" revoked.', status: 0 });
      expect(await callApi(url, LIST, { headers: { 'x-operator-token': token! } })).toMatchObject({ code: 403 });
      expect((await runOperatorCommand(db, ['revoke', 'alice'])).status).toBe(1);
      expect((await runOperatorCommand(db, ['create'])).status).toBe(2);
    } finally {
      await app.close();
    }
  });
});
