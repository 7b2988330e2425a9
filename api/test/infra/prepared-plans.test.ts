import { openPostgres, type Db } from '../../src/infra/db';
import { apiForFile } from '../helper';

// Named statements outside a transaction run on connections that always reuse the statement's generic plan
// (QueryOptions.name, db.ts; on PGlite too): the listings' pages were planned anew on every run, and planning cost four times the
// page itself. Statements without a name — a keyword search, a price range, whose best plan follows the values —
// and every statement of a transaction keep PostgreSQL's own choice.
const api = apiForFile();

const MODE = 'SELECT current_setting($1) AS mode';
const mode = async (db: Db, name?: string) =>
  (await db.query<{ mode: string }>(MODE, ['plan_cache_mode'], name ? { name } : {})).rows[0].mode;

describe('plans of named and unnamed statements', () => {
  let db: Db | null = null;
  beforeAll(async () => {
    if (api.databaseUrl) db = await openPostgres(api.databaseUrl, 2);
  });
  afterAll(() => db?.close());

  it('runs a named statement with its generic plan, and any other statement as PostgreSQL chooses', async () => {
    if (!db) {
      // PGlite: one embedded session, where the setting is switched on for a named statement's run only.
      expect(await mode(api.rawDb, 'plan_mode_probe')).toBe('force_generic_plan');
      expect(await mode(api.rawDb)).toBe('auto');
      expect(await api.rawDb.transaction((tx) => mode(tx, 'plan_mode_probe_tx'))).toBe('auto');
      return;
    }
    expect(await mode(db, 'plan_mode_probe')).toBe('force_generic_plan');
    expect(await mode(db)).toBe('auto');
    expect(await db.transaction((tx) => mode(tx, 'plan_mode_probe_tx'))).toBe('auto');
  });

  it('serves a later page of the product list, from the generic plan, with the rows of the first page that reaches it', async () => {
    const deep = await api.call<{ list: Array<{ id: number }>; total: number }>('/api/front/product/list?page=3&limit=7');
    expect(deep.code).toBe(200);
    const all = await api.call<{ list: Array<{ id: number }> }>(`/api/front/product/list?page=1&limit=21`);
    expect(deep.data.list.map((p) => p.id)).toEqual(all.data.list.slice(14, 21).map((p) => p.id));
  });

  it("starts every sequential scan at the table's first row, so the first matches a search ranks are the same on every run", async () => {
    // With synchronized scans a scan of a large table starts where the last one stopped: a relevance search for a
    // common word, whose 200 candidates are the first matches a sequential scan meets, ranked other rows each time.
    const setting = async (d: Db, name?: string) =>
      (await d.query<{ mode: string }>(MODE, ['synchronize_seqscans'], name ? { name } : {})).rows[0].mode;
    expect(await setting(api.rawDb)).toBe('off');
    if (db) {
      expect(await setting(db)).toBe('off');
      expect(await setting(db, 'seqscan_probe')).toBe('off');
    }
  });
});
