/**
 * What a relevance search costs PostgreSQL, per build, with each build's own statements on one kept database: the
 * searches the bench's search mix draws (a word, or two adjacent ones 30 % of the time, of a product name in the
 * language; pages 1–3), run one after another as the service runs them (the gated page with the words as typed;
 * when it has no row, the words corrected, then the page and, past the last match, its count), each build on a
 * backend of its own. Printed per pass and build: the backend's CPU time (/proc/<pid>/schedstat, nanoseconds on a
 * core: the server's cost, not its waits) and the wall time per search; then whether every search's page (its
 * product ids in order, and its count) is the same in every build.
 *
 *   npx tsx bench/search-cpu.ts <postgres url> --builds before=/path/to/main/api,after=/path/to/this/api
 *                               [--langs en,fr] [--searches 400] [--passes 5] [--seed 27]
 *
 * Builds alternate within each pass (the order turned every pass). The server must be on this machine (its backends'
 * /proc). Figures only: nothing is asserted. A database the API has migrated and seeded (bench:api --database-url).
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { openPostgres, type Db } from '../src/infra/db';
import type { Locale } from '../src/i18n/locale';
import type * as ListServiceModule from '../src/services/catalog/product-list-service';
import type { ProductListService } from '../src/services/catalog/product-list-service';
import type * as ConfigModuleType from '../src/config';
import { flag, list } from './flags';
import { median, seededRandom } from './stats';
import { searchOf } from './words';

const URL_ARG = process.argv[2];
const BUILDS = list(flag('builds'), [`this=${resolve(__dirname, '..')}`]).map((b) => {
  const at = b.indexOf('=');
  return { label: b.slice(0, at), dir: b.slice(at + 1) };
});
const LANGS = list(flag('langs'), ['en']) as Locale[];
const SEARCHES = Number(flag('searches')) || 400;
const PASSES = Number(flag('passes')) || 5;
const SEED = Number(flag('seed')) || 27;

interface Search {
  locale: Locale;
  keyword: string;
  page: number;
}

/** The searches: names of 2,000 products spread over the catalogue (hash-ordered by id, as catalogue-sample.ts). */
async function drawSearches(db: Db): Promise<Search[]> {
  const rows = (
    await db.query<{ store_name: string; i18n: Record<string, string> | null }>(
      `SELECT p.store_name, p.store_name_i18n AS i18n FROM product p JOIN product_search s ON s.id = p.id
        ORDER BY md5(p.id::text) LIMIT 2000`,
    )
  ).rows;
  const random = seededRandom(SEED);
  const out: Search[] = [];
  for (const locale of LANGS) {
    const names = rows.flatMap((r) => {
      const name = locale === 'en' ? r.store_name : r.i18n?.[locale];
      return name ? [name] : [];
    });
    for (let n = 0; n < SEARCHES;) {
      const keyword = searchOf(names[Math.floor(random() * names.length)], locale, random);
      if (!keyword) continue;
      out.push({ locale, keyword, page: 1 + Math.floor(random() * 3) });
      n++;
    }
  }
  return out;
}

type ListService = typeof ListServiceModule;
type ConfigModule = typeof ConfigModuleType;

/** One search through the build's own product list service (its searchPage): the page's ids in order, and its total. */
async function runSearch(service: ProductListService, s: Search): Promise<string> {
  const found = await service.search({ keyword: s.keyword, page: s.page, limit: 20 }, s.locale);
  return `${found.list.map((p) => p.id).join(',')} / ${found.total}`;
}

/** Nanoseconds the process has run on a core (the first field of /proc/<pid>/schedstat). */
const cpuNs = (pid: number) => Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]);

/** The backends of one build (its application_name), by their pids, and the CPU they have used so far. */
async function backendsCpu(monitor: Db, label: string): Promise<Map<number, number>> {
  const pids = (
    await monitor.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE application_name = $1', [`search-cpu ${label}`])
  ).rows.map((r) => r.pid);
  return new Map(pids.map((pid) => [pid, cpuNs(pid)]));
}

/** CPU used between two readings (a backend that came or went in between counts from 0 or not at all). */
const cpuSpent = (before: Map<number, number>, after: Map<number, number>) =>
  [...after].reduce((sum, [pid, ns]) => sum + ns - (before.get(pid) ?? 0), 0);

async function main(): Promise<void> {
  if (!URL_ARG || URL_ARG.startsWith('--')) throw new Error('give a postgres url');
  const builds = await Promise.all(
    BUILDS.map(async (b) => {
      const { createProductListService } = (await import(
        join(b.dir, 'src', 'services', 'catalog', 'product-list-service.ts')
      )) as ListService;
      const { loadConfig } = (await import(join(b.dir, 'src', 'config.ts'))) as ConfigModule;
      // As the API opens it: a pooled connection and one for named statements (generic plans), each a backend.
      const url = new URL(URL_ARG);
      url.searchParams.set('application_name', `search-cpu ${b.label}`);
      const db = await openPostgres(url.toString(), 2);
      return {
        ...b,
        service: createProductListService(db, loadConfig({})),
        db,
        cpu: [] as number[],
        wall: [] as number[],
        pages: [] as string[],
      };
    }),
  );
  const monitor = await openPostgres(URL_ARG, 1);
  const searches = await drawSearches(monitor);
  console.log(
    `${searches.length} searches (${LANGS.join(', ')}), ${PASSES} passes; builds ${builds.map((b) => `${b.label} (${b.dir})`).join(', ')}`,
  );
  // Warm-up: every statement prepared on its backend, the pages in the buffers.
  for (const b of builds) for (const s of searches) b.pages.push(await runSearch(b.service, s));
  for (let p = 0; p < PASSES; p++) {
    const order = p % 2 ? [...builds].reverse() : builds;
    const line: string[] = [];
    for (const b of order) {
      const c0 = await backendsCpu(monitor, b.label);
      const t0 = process.hrtime.bigint();
      for (const s of searches) await runSearch(b.service, s);
      const wall = Number(process.hrtime.bigint() - t0) / 1e6 / searches.length;
      const cpu = cpuSpent(c0, await backendsCpu(monitor, b.label)) / 1e6 / searches.length;
      b.cpu.push(cpu);
      b.wall.push(wall);
      line.push(`${b.label} ${cpu.toFixed(3)} ms CPU, ${wall.toFixed(3)} ms wall`);
    }
    console.log(`pass ${p + 1}: ${line.join('; ')}`);
  }
  console.log('\nmedian per search (backend CPU, wall):');
  for (const b of builds) console.log(`  ${b.label.padEnd(12)} ${median(b.cpu).toFixed(3)} ms CPU  ${median(b.wall).toFixed(3)} ms wall`);
  for (const b of builds.slice(1)) {
    const differ = searches.flatMap((s, i) => (b.pages[i] === builds[0].pages[i] ? [] : [{ s, a: builds[0].pages[i], b: b.pages[i] }]));
    console.log(`\npages ${builds[0].label} vs ${b.label}: ${searches.length - differ.length} of ${searches.length} the same`);
    for (const d of differ.slice(0, 5)) console.log(`  ${d.s.locale} "${d.s.keyword}" p${d.s.page}:\n    ${d.a}\n    ${d.b}`);
  }
  await Promise.all([...builds.map((b) => b.db.close()), monitor.close()]);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
