import { openPglite, openPostgres, type Db } from '../../src/infra/db';

// A named statement (QueryOptions.name) is prepared once and run by name afterwards — on PGlite too, through its wire
// protocol (db.ts, PgliteStatements). What it answers must be what the same SQL answers unnamed: the same rows, the
// same JavaScript types (BIGINT a number, NUMERIC a string, JSON parsed, a timestamp a Date), the same errors; and it
// must stay right across a rolled-back transaction and a table dropped and made again with other columns.
const databaseUrl = process.env.TEST_DATABASE_URL || null;
const table = `named_probe_${process.pid}`;

describe.each([
  ['PGlite', () => openPglite(null)],
  ['PostgreSQL', () => (databaseUrl ? openPostgres(databaseUrl, 2) : null)],
] as const)('named statements on %s', (_, open) => {
  let db: Db | null = null;
  beforeAll(async () => {
    db = await open();
    if (db) {
      await db.exec(`DROP TABLE IF EXISTS ${table};
        CREATE TABLE ${table} (id BIGINT PRIMARY KEY, price NUMERIC(10,2) NOT NULL, name TEXT, tags JSONB, at TIMESTAMPTZ);
        INSERT INTO ${table} VALUES (1, 12.50, 'one', '{"a":[1,2]}', '2026-11-30T01:00:00Z'), (9007199254740990, 0.10, NULL, NULL, NULL)`);
    }
  }, 60_000);
  afterAll(async () => {
    await db?.exec(`DROP TABLE IF EXISTS ${table}`);
    await db?.close();
  });
  const SELECT = () => `SELECT id, price, name, tags, at, id * 2 AS twice FROM ${table} WHERE id = ANY($1::bigint[]) ORDER BY id`;

  it('answers the rows and types of the same statement unnamed, run after run', async () => {
    if (!db) return;
    const unnamed = await db.query(SELECT(), [[1, 9007199254740990]]);
    expect(unnamed.rows).toEqual([
      { id: 1, price: '12.50', name: 'one', tags: { a: [1, 2] }, at: new Date('2026-11-30T01:00:00Z'), twice: 2 },
      { id: 9007199254740990, price: '0.10', name: null, tags: null, at: null, twice: 18014398509481980 },
    ]);
    for (let run = 0; run < 3; run += 1) {
      const named = await db.query(SELECT(), [[1, 9007199254740990]], { name: 'named_probe_select' });
      expect(named).toEqual(unnamed);
    }
    expect((await db.query(SELECT(), [[2]], { name: 'named_probe_select' })).rows).toEqual([]);
  });

  it('counts the rows a named write changed, and fails as the statement unnamed fails', async () => {
    if (!db) return;
    const update = `UPDATE ${table} SET name = $2 WHERE id = $1`;
    expect((await db.query(update, [1, 'one'], { name: 'named_probe_update' })).rowCount).toBe(1);
    expect((await db.query(update, [3, 'three'], { name: 'named_probe_update' })).rowCount).toBe(0);
    const insert = `INSERT INTO ${table} (id, price) VALUES ($1, $2)`;
    const unnamed = await db.query(insert, [1, '1.00']).catch((e: { code?: string }) => e.code);
    const named = await db.query(insert, [1, '1.00'], { name: 'named_probe_insert' }).catch((e: { code?: string }) => e.code);
    expect([unnamed, named]).toEqual(['23505', '23505']);
    // The statement still runs after its failure.
    expect((await db.query(SELECT(), [[1]], { name: 'named_probe_select' })).rows).toHaveLength(1);
  });

  it('runs inside a transaction, and still after one rolled back that first prepared it', async () => {
    if (!db) return;
    const read = `SELECT name FROM ${table} WHERE id = $1`;
    await expect(
      db.transaction(async (tx) => {
        await tx.query(`UPDATE ${table} SET name = 'changed' WHERE id = 1`);
        expect((await tx.query(read, [1], { name: 'named_probe_in_tx' })).rows).toEqual([{ name: 'changed' }]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect((await db.query(read, [1], { name: 'named_probe_in_tx' })).rows).toEqual([{ name: 'one' }]);
    expect(await db.transaction(async (tx) => (await tx.query(read, [1], { name: 'named_probe_in_tx' })).rows)).toEqual([{ name: 'one' }]);
  });

  it('answers the new rows after the table is dropped and made again with other columns', async () => {
    if (!db) return;
    const all = `SELECT * FROM ${table} WHERE id = $1`;
    expect((await db.query(all, [1], { name: 'named_probe_star' })).rows[0]).toMatchObject({ id: 1, name: 'one' });
    await db.exec(`DROP TABLE ${table}; CREATE TABLE ${table} (id BIGINT PRIMARY KEY, label TEXT);
      INSERT INTO ${table} VALUES (1, 'remade')`);
    // PostgreSQL cannot keep the statement (its rows changed shape): on PGlite it is prepared again.
    if (db.kind === 'pglite') expect((await db.query(all, [1], { name: 'named_probe_star' })).rows).toEqual([{ id: 1, label: 'remade' }]);
    // A statement whose rows keep their shape is re-planned by PostgreSQL itself, inside a transaction too.
    const label = `SELECT label FROM ${table} WHERE id = $1`;
    expect((await db.query(label, [1], { name: 'named_probe_label' })).rows).toEqual([{ label: 'remade' }]);
    await db.exec(`DROP TABLE ${table}; CREATE TABLE ${table} (id BIGINT PRIMARY KEY, label TEXT, extra INT);
      INSERT INTO ${table} VALUES (1, 'again', 7)`);
    expect(await db.transaction(async (tx) => (await tx.query(label, [1], { name: 'named_probe_label' })).rows)).toEqual([
      { label: 'again' },
    ]);
    if (db.kind !== 'pglite') return;
    // Inside a transaction a statement that cannot be kept fails the transaction once, then is prepared afresh.
    await db.exec(`DROP TABLE ${table}; CREATE TABLE ${table} (id BIGINT PRIMARY KEY, label TEXT, extra INT)`);
    await expect(db.transaction((tx) => tx.query(all, [1], { name: 'named_probe_star' }))).rejects.toMatchObject({ code: '0A000' });
    await db.query(`INSERT INTO ${table} VALUES (1, 'third', 3)`);
    expect(await db.transaction(async (tx) => (await tx.query(all, [1], { name: 'named_probe_star' })).rows)).toEqual([
      { id: 1, label: 'third', extra: 3 },
    ]);
  });

  it('never parses rows by a shape kept from before a column changed type', async () => {
    // On a server the row description of a named statement is asked for once per connection (pg-named-read.ts):
    // a column whose type changes under it must not be read with the old type's parser.
    if (!db || db.kind === 'pglite') return;
    const shaped = `${table}_shape`;
    await db.exec(
      `DROP TABLE IF EXISTS ${shaped}; CREATE TABLE ${shaped} (id INT PRIMARY KEY, v TEXT); INSERT INTO ${shaped} VALUES (1, '12')`,
    );
    const read = `SELECT v FROM ${shaped} WHERE id = $1`;
    for (let run = 0; run < 3; run += 1) expect((await db.query(read, [1], { name: 'named_probe_shape' })).rows).toEqual([{ v: '12' }]);
    await db.exec(`ALTER TABLE ${shaped} ALTER COLUMN v TYPE bigint USING v::bigint`);
    await expect(db.query(read, [1], { name: 'named_probe_shape' })).rejects.toMatchObject({ code: '0A000' });
    // The pool drops a connection whose statement failed; on the next one the statement is described afresh.
    expect((await db.query(read, [1], { name: 'named_probe_shape' })).rows).toEqual([{ v: 12 }]);
    await db.exec(`DROP TABLE ${shaped}`);
  });

  it('keeps the generic plan to the named statement: an unnamed one after it plans as PostgreSQL chooses', async () => {
    if (!db || db.kind !== 'pglite') return;
    const mode = 'SELECT current_setting($1) AS mode';
    expect((await db.query(mode, ['plan_cache_mode'], { name: 'named_probe_mode' })).rows).toEqual([{ mode: 'force_generic_plan' }]);
    expect((await db.query(mode, ['plan_cache_mode'])).rows).toEqual([{ mode: 'auto' }]);
    // A failing named statement turns the setting back too.
    await expect(db.query('SELECT 1 / $1::int AS x', [0], { name: 'named_probe_fail' })).rejects.toMatchObject({ code: '22012' });
    expect((await db.query(mode, ['plan_cache_mode'])).rows).toEqual([{ mode: 'auto' }]);
    expect(await db.transaction(async (tx) => (await tx.query(mode, ['plan_cache_mode'], { name: 'named_probe_mode' })).rows)).toEqual([
      { mode: 'auto' },
    ]);
  });
});
