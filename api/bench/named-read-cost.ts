/**
 * The driver's CPU a named statement, node-postgres' own query against NamedRead (src/infra/pg-named-read.ts), in one
 * process, interleaved: a shop-card page of 12 rows by the store, 10 at a time on a pipelining pool of 5, as db.ts
 * runs the prepared reads. Prints the CPU (process.cpuUsage) a statement of each way, six holds of 4,000.
 *
 *   tsx bench/named-read-cost.ts postgres://…/bench_100k   (a seeded database)
 */
import pg from 'pg';
import { NamedRead } from '../src/infra/pg-named-read';

const url = process.argv[2];
const SQL = `SELECT p.id, p.image, p.store_name, p.price, p.ot_price, p.sales, p.ficti, p.unit_name, p.stock, p.keyword, p.created_at FROM product p WHERE p.mer_id = $1 ORDER BY p.id LIMIT 12`;
async function main() {
  const pool = new pg.Pool({ connectionString: url, max: 5, pipeline: true } as pg.PoolConfig);
  const ids: number[] = (await pool.query('SELECT id FROM merchant ORDER BY id LIMIT 200')).rows.map((r) => r.id);
  const viaConfig = (i: number) => pool.query({ name: 'micro_a', text: SQL, values: [ids[i % ids.length]] });
  const viaNamed = (i: number) =>
    new Promise<pg.QueryResult>((res, rej) =>
      (pool as unknown as { query(q: NamedRead, cb: (e: Error | undefined, r: pg.QueryResult) => void): void }).query(
        new NamedRead('micro_b', SQL, [ids[i % ids.length]]),
        (e, r) => (e ? rej(e) : res(r)),
      ),
    );
  const run = async (f: (i: number) => Promise<pg.QueryResult>, n: number) => {
    const c0 = process.cpuUsage();
    let next = 0;
    let rows = 0;
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        while (next < n) {
          const r = await f(next++);
          rows += r.rows.length;
        }
      }),
    );
    const c = process.cpuUsage(c0);
    return { us: (c.user + c.system) / n, rows };
  };
  // The same rows both ways.
  const a = await viaConfig(3),
    b = await viaNamed(3);
  console.log('same rows', JSON.stringify(a.rows) === JSON.stringify(b.rows), a.rows.length);
  await run(viaConfig, 2000);
  await run(viaNamed, 2000);
  const A: number[] = [],
    B: number[] = [];
  for (let k = 0; k < 6; k++) {
    A.push((await run(viaConfig, 4000)).us);
    B.push((await run(viaNamed, 4000)).us);
  }
  const med = (x: number[]) => [...x].sort((p, q) => p - q)[Math.floor(x.length / 2)];
  console.log('pg config   µs CPU a statement', A.map((x) => x.toFixed(1)).join(' '), 'median', med(A).toFixed(1));
  console.log('NamedRead   µs CPU a statement', B.map((x) => x.toFixed(1)).join(' '), 'median', med(B).toFixed(1));
  await pool.end();
}
main();
