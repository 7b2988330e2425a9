/**
 * `npm run bench:api -- --access random|zipf`: the catalogue read as shoppers and crawlers read it, every request a
 * new choice (mixes.ts), per mix: req/s, p50, p97.5, p99, errors, the API's peak RSS and the cache's hit ratio;
 * with `--explain` (PostgreSQL) the EXPLAIN (ANALYZE, BUFFERS) of the slowest statement each mix makes the API run.
 * The Zipf session mix runs while orders are placed beside it at a fixed rate (a sale).
 */
import type { Locale } from '../src/i18n/locale';
import type { CatalogueSample } from './catalogue-sample';
import type { Ceiling } from './ceiling';
import { getData } from './http';
import { measure } from './measure';
import { randomMixes, sessionMix, type Mix } from './mixes';
import { fireAtRate, type OpenLoopFigures } from './open-loop';
import { guest, inBatches, orderRequest, prepareOrders, type Line } from './order-setup';
import {
  cacheCounts,
  checkMix,
  hitRatio,
  MIX_HEADER,
  mixRow,
  rssPeak,
  runMix,
  sectionFigures,
  sectionRows,
  type MixFigures,
  type MixRun,
} from './run-mix';
import { slowestStatement } from './slowest-statement';

export interface AccessOptions extends MixRun {
  sample: CatalogueSample;
  langs: readonly Locale[];
  /** The mixes to run by name (random mode); all when empty. */
  only: readonly string[];
  /** PostgreSQL's URL for `--explain` (null: PGlite, no plans). */
  explainDb: string | null;
}

/** Pages of the product list as the API counts them (its `pages`, which a deep-page rule may bound). */
async function listPages(url: string): Promise<number> {
  const page = await getData<{ pages: number; total: number }>(`${url}/api/front/product/list?page=1&limit=20`);
  return Math.max(1, page.pages);
}

/** Requests replayed one at a time for --explain (a deep page of a large catalogue can take a second or more). */
const REPLAY = 30;

/** Samples, measures and (with --explain) profiles one mix; prints its row. Null when the mix is broken. */
async function oneMix(opts: AccessOptions, mix: Mix): Promise<MixFigures | null> {
  const check = await checkMix(opts.url, mix);
  if (check.failures.length > 0) {
    console.log(
      `${mix.name.padEnd(16)} BROKEN, not measured: ${check.failures.length} of ${check.checked} sampled answers carry no data or fail, e.g.\n` +
        check.failures
          .slice(0, 3)
          .map((f) => `    ${f}`)
          .join('\n'),
    );
    return null;
  }
  const f = await runMix(opts, mix);
  console.log(mixRow(mix.name, f));
  if (opts.explainDb) await explainMix(opts, mix);
  return f;
}

/** The slowest statement of REPLAY fresh requests of the mix, sent one at a time after the load (see slowest-statement.ts). */
async function explainMix(opts: AccessOptions, mix: Mix): Promise<void> {
  const slowest = await slowestStatement(opts.explainDb!, async () => {
    for (let i = 0; i < REPLAY; i++) {
      const r = mix.next();
      await fetch(opts.url + r.path, { headers: r.headers }).then((res) => res.arrayBuffer());
    }
  });
  if (!slowest) {
    console.log('    (no statement reached the database: every answer came from the cache)');
    return;
  }
  const sql = slowest.sql.replace(/\s+/g, ' ').trim();
  console.log(
    `    slowest statement of ${REPLAY} requests, ${slowest.ms.toFixed(1)} ms: ${sql.length > 300 ? `${sql.slice(0, 300)}…` : sql}`,
  );
  console.log(`    parameters: ${JSON.stringify(slowest.params)}`);
  for (const line of slowest.plan) console.log(`      ${line}`);
}

export async function runRandomMixes(opts: AccessOptions): Promise<Map<string, MixFigures>> {
  const ctx = { sample: opts.sample, langs: opts.langs, listPages: await listPages(opts.url) };
  const mixes = randomMixes(ctx).filter((m) => opts.only.length === 0 || opts.only.includes(m.name));
  console.log(
    `random access: ${opts.connections} connections, ${opts.duration} s per mix, languages ${opts.langs.join(', ')}; ` +
      `each mix's answers sampled first (40 requests)`,
  );
  for (const m of mixes) console.log(`  ${m.name}: ${m.about}`);
  console.log(MIX_HEADER);
  const results = new Map<string, MixFigures>();
  for (const mix of mixes) {
    const f = await oneMix(opts, mix);
    if (f) results.set(mix.name, f);
  }
  return results;
}

/** What `fireAtRate` reports when no order is placed (`--order-rate 0`: the same mix without the sale). */
const NO_ORDERS: OpenLoopFigures = {
  offered: 0,
  rps: 0,
  p50: NaN,
  p95: NaN,
  p97_5: NaN,
  p99: NaN,
  max: NaN,
  waited: 0,
  maxWait: 0,
  errors: 0,
  non2xx: 0,
  bad: 0,
};

export interface SessionFigures {
  reads: MixFigures;
  orders: OpenLoopFigures & { attempted: number };
}

/** Detail of a product, for its SKUs' stock. */
interface Detail {
  productValue: Record<string, { id: number; stock: number }>;
}

/**
 * The Zipf session mix for `duration` seconds while orders are placed at `orderRate`/s beside it (open loop), each
 * buying one unit of a SKU of the 50 most popular products that have stock to spare, as a sale would: the pages
 * being read most are the ones whose stock changes. Pre-orders and guest shoppers are made first (not timed).
 */
export async function runSession(opts: AccessOptions, orderRate: number): Promise<SessionFigures | null> {
  const mix = sessionMix({ sample: opts.sample, langs: opts.langs, listPages: 1 });
  console.log(`\nsession mix: ${mix.about}; cache hit ratio and order success during the sale`);
  const check = await checkMix(opts.url, mix, 60);
  if (check.failures.length > 0) {
    console.log(`session mix BROKEN, not measured:\n${check.failures.slice(0, 3).join('\n')}`);
    return null;
  }
  const lines: Line[] = [];
  for (const id of opts.sample.byPopularity.slice(0, 200)) {
    if (new Set(lines.map((l) => l.productId)).size >= 50) break;
    const d = await getData<Detail>(`${opts.url}/api/front/product/detail/${id}`);
    for (const s of Object.values(d.productValue)) if (s.stock >= 100) lines.push({ productId: id, skuId: s.id });
  }
  const count = Math.round(orderRate * opts.duration);
  // One guest shopper per 20 orders, as in the fixed-rate order runs.
  const shoppers = await inBatches(Math.ceil(count / 20), 5, (n) => guest(opts.url, n));
  const pres = count > 0 ? await prepareOrders(opts.url, count, shoppers, lines) : [];
  console.log(
    `orders beside it: ${count} at ${orderRate}/s (open loop) over ${lines.length} SKUs of the ${new Set(lines.map((l) => l.productId)).size} ` +
      `most popular products with stock; ${opts.connections} read connections for ${opts.duration} s`,
  );
  await runMix({ ...opts, duration: 1 }, mix); // warm-up
  const before = await cacheCounts(opts.url, opts.operatorToken);
  const rss = rssPeak(opts.apiPid);
  const [reads, orders] = await Promise.all([
    measure(opts.url, {
      connections: opts.connections,
      duration: opts.duration,
      next: () => {
        const r = mix.next();
        return { path: r.path, headers: r.headers };
      },
    }),
    count > 0 ? fireAtRate(opts.url, pres.map(orderRequest), orderRate, 10) : Promise.resolve(NO_ORDERS),
  ]);
  const peak = rss.stop();
  const after = await cacheCounts(opts.url, opts.operatorToken);
  const figures: SessionFigures = {
    reads: { ...reads, rssPeak: peak, hitRatio: hitRatio(before, after), sections: sectionFigures(before, after) },
    orders: { ...orders, attempted: count },
  };
  console.log(MIX_HEADER);
  console.log(mixRow('session (zipf)', figures.reads));
  for (const line of sectionRows(figures.reads.sections ?? [])) console.log(line);
  if (count === 0) {
    console.log('orders: none (--order-rate 0)');
    return figures;
  }
  const placed = count - orders.bad - orders.errors;
  console.log(
    `orders: ${placed} of ${count} placed (${((placed / count) * 100).toFixed(1)} %), ${Math.round(orders.rps)}/s achieved of ` +
      `${orderRate}/s offered, p50 ${orders.p50} ms, p99 ${orders.p99} ms` +
      `${orders.errors ? `, ${orders.errors} errors` : ''}${orders.bad ? `, ${orders.bad} refused` : ''}`,
  );
  return figures;
}

// ---------------------------------------------------------------------------------------------------------------
// Issue 27's goals beside the figures (nothing is asserted).

export type MixResults = Map<
  string,
  { db: string; size: string; cache: string; connections: number; mixes: Map<string, MixFigures>; ceiling: Ceiling | null }
>;

const GOALS: Record<string, { rps: number; p99: number }> = {
  detail: { rps: 5000, p99: 50 },
  reviews: { rps: 5000, p99: 50 },
  search: { rps: 500, p99: 150 },
};
const BROWSING = { rps: 2000, p99: 50 };

export function accessSummary(results: MixResults, sessions: Map<string, SessionFigures>): string[] {
  const out: string[] = [];
  if (results.size > 0) out.push('\nissue 27 goals (random access; nothing asserted):');
  for (const [key, r] of results) {
    out.push(`  ${key}:`);
    if (r.ceiling) {
      out.push(`    this machine's ceiling (a bare Fastify route, same load): ${Math.round(r.ceiling.rps)} req/s, p99 ${r.ceiling.p99} ms`);
    }
    for (const [name, f] of r.mixes) {
      let verdict: string;
      if (r.db === 'pglite') verdict = `${f.p99 <= 200 ? 'meets' : 'misses'} PGlite p99 ≤ 200 ms`;
      else if (name === 'home' || name === 'list' || name === 'category' || name === 'shop' || GOALS[name]) {
        const g = GOALS[name] ?? BROWSING;
        verdict = `${f.rps >= g.rps && f.p99 <= g.p99 ? 'meets' : 'misses'} ≥ ${g.rps} req/s, p99 ≤ ${g.p99} ms`;
      } else verdict = '';
      const demo = results.get(key.replace(`/${r.size}/`, '/demo/'))?.mixes.get(name);
      const flat =
        r.size !== 'demo' && demo && r.cache === 'off'
          ? `; vs demo ×${(demo.rps / f.rps).toFixed(2)} req/s (goal ≤ 1.5), ×${(f.p99 / demo.p99).toFixed(2)} p99 (≤ 2)`
          : '';
      const rss = r.size === '1m' && f.rssPeak ? `; RSS ${Math.round(f.rssPeak / 2 ** 20)} MB (goal ≤ 400)` : '';
      out.push(`    ${verdict.padEnd(38)} ${name}: ${Math.round(f.rps)} req/s, p99 ${f.p99} ms${flat}${rss}`);
    }
  }
  for (const [key, s] of sessions) {
    out.push(
      `  ${key}: ${s.reads.rps >= 8000 ? 'meets' : 'misses'} session mix ≥ 8,000 req/s during orders: ${Math.round(s.reads.rps)} req/s, ` +
        `p99 ${s.reads.p99} ms, hit ratio ${s.reads.hitRatio === null ? '-' : `${(s.reads.hitRatio * 100).toFixed(1)} %`}, ` +
        `orders placed ${s.orders.attempted - s.orders.bad - s.orders.errors}/${s.orders.attempted}` +
        (s.orders.attempted > 0 ? ` (${Math.round(s.orders.rps)}/s, p50 ${s.orders.p50} ms, p99 ${s.orders.p99} ms)` : ''),
    );
    const sections = (s.reads.sections ?? []).map((x) => `${x.name} ${(x.hitRatio * 100).toFixed(1)} %`);
    if (sections.length > 0) out.push(`    hit ratio per section: ${sections.join(', ')}`);
  }
  return out;
}
