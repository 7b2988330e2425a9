#!/usr/bin/env node
// What the served head costs on the server (issue 31; docs/serving.md, "The served head"): `npm run bench:head
// [--pages N] [--rounds N] [--size demo|100k|1m] [--data-dir DIR] [--api DIST] [--cpu-prof DIR]`. Starts the built API (on
// DATABASE_URL when set, else on an embedded database: a fresh one seeded with SEED_SIZE=--size, or the one kept in
// --data-dir) and the built host twice with the Node server of `npm start` (scripts/serve-static.mjs): once with the
// served head, once with `--no-head`, each on a free loopback port. `--api` runs another build of the API (its `dist`
// folder, e.g. a copy of the one before a change, to compare builds on one database in one session).
// The pages are drawn at random over the whole catalogue: every product on sale, as the API's sitemaps list them
// (the pages a crawler is handed), shuffled with a fixed seed (every run of one catalogue draws the same pages), each
// page asked for once cold, never one URL again and again. Then asks, one request at a time (the server's own time,
// not a queue's), for N product pages spread over the five languages, with a browser's Accept-Encoding, and prints
// per case the latency's p50, p95, p99 and max:
//   - API, cold / kept: GET /api/seo/head/<page> the first time (read from the database) and again (its cache);
//   - page, no head: the page from the server without the head (the baseline);
//   - page, head from the API: the page's first request (the server asks the API, which reads the database);
//   - page, head kept: the page again (the head kept in the server for a minute).
// Rounds alternate the cases, and the figures are pooled over the rounds (a shared machine's noise spreads over all).
// The goal (issue 31): the head adds at most 5 ms at p95 to a page.
// `--cpu-prof DIR`: the API and the server with the head run under Node's --cpu-prof and write their profiles into DIR
// when the bench ends (open them in Chrome's DevTools, or read their self times with any .cpuprofile reader).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort, root } from './lib.mjs';

const args = { pages: 200, rounds: 3, size: 'demo', dataDir: null, api: join(root, 'api', 'dist'), cpuProf: null };
for (let i = 2; i < process.argv.length; i += 1) {
  const [name, value] = process.argv[i].includes('=') ? process.argv[i].split('=') : [process.argv[i], process.argv[(i += 1)]];
  if (name === '--pages') args.pages = Number(value);
  else if (name === '--rounds') args.rounds = Number(value);
  else if (name === '--size') args.size = value;
  else if (name === '--data-dir') args.dataDir = resolve(value);
  else if (name === '--api') args.api = resolve(value);
  else if (name === '--cpu-prof') args.cpuProf = resolve(value);
  else {
    console.error(
      'usage: node scripts/bench-head.mjs [--pages N] [--rounds N] [--size demo|100k|1m] [--data-dir DIR] [--api DIST] [--cpu-prof DIR]',
    );
    process.exit(2);
  }
}

const children = [];
/** Node's flags that write a process's CPU profile into --cpu-prof's folder at its exit (none without the flag). */
const profiled = (argv, name) =>
  args.cpuProf ? ['--cpu-prof', '--cpu-prof-dir', args.cpuProf, '--cpu-prof-name', `${name}.cpuprofile`, ...argv] : argv;
function start(argv, env, label) {
  const child = spawn(process.execPath, argv, { cwd: root, env: { PATH: process.env.PATH, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  child.on('exit', (code) => {
    if (code && !child.stopping) console.error(`[bench:head] ${label} stopped (exit ${code}):\n${output}`);
  });
  children.push(child);
  return child;
}
async function waitFor(url, label, ms = 180_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (
      await fetch(url).then(
        (r) => r.status < 500,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${label} did not answer ${url}`);
}
function stopAll() {
  for (const child of children) {
    child.stopping = true;
    if (child.exitCode === null) child.kill('SIGTERM');
  }
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
function figures(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { n: sorted.length, p50: quantile(sorted, 0.5), p95: quantile(sorted, 0.95), p99: quantile(sorted, 0.99), max: sorted.at(-1) };
}

/** One request's time to its last byte (ms). */
async function timed(url) {
  const started = performance.now();
  const response = await fetch(url, { headers: { 'Accept-Encoding': 'br, gzip' } });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url}: HTTP ${response.status}`);
  return performance.now() - started;
}

/** Every product on sale, by the API's English product sitemaps (`<loc>…/goods_detail/<id></loc>`). */
async function productsOnSale(api) {
  const index = await (await fetch(`${api}/api/sitemap/index.xml`)).text();
  const files = [...index.matchAll(/<loc>[^<]*(\/api\/sitemap\/en\/products-\d+\.xml)<\/loc>/g)].map((m) => m[1]);
  const ids = [];
  for (const file of files) {
    const xml = await (await fetch(`${api}${file}`)).text();
    for (const m of xml.matchAll(/<loc>[^<]*\/goods_detail\/(\d+)<\/loc>/g)) ids.push(Number(m[1]));
  }
  return ids;
}

/** The list shuffled with a fixed seed (mulberry32 + Fisher–Yates): the same draw on every run of one catalogue. */
function shuffled(list, seed = 31) {
  const out = [...list];
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

async function main() {
  const dataDir = args.dataDir ?? mkdtempSync(join(tmpdir(), 'mall-bench-head-'));
  try {
    const [apiPort, headPort, plainPort] = await Promise.all([freePort(), freePort(), freePort()]);
    const api = `http://127.0.0.1:${apiPort}`;
    const database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${dataDir}`;
    process.stderr.write(`[bench:head] starting the API (${args.api}) on ${database}, SEED_SIZE=${args.size}…\n`);
    start(
      profiled([join(args.api, 'api', 'src', 'server.js')], 'api'),
      {
        MALL_DEV_MODE: '1',
        API_HOST: '127.0.0.1',
        API_PORT: String(apiPort),
        DATA_DIR: dataDir,
        DATABASE_URL: process.env.DATABASE_URL ?? '',
        SEED_SIZE: args.size,
        LOG_REQUESTS: 'false',
      },
      'API',
    );
    await waitFor(`${api}/health`, 'the API', 3_600_000);
    const env = { API_BASE_URL: api, API_INTERNAL_URL: api };
    start(
      profiled([join(root, 'scripts', 'serve-static.mjs'), join(root, 'host'), '--port', String(headPort), '--spa'], 'host-head'),
      env,
      'host (head)',
    );
    start([join(root, 'scripts', 'serve-static.mjs'), join(root, 'host'), '--port', String(plainPort), '--spa', '--no-head'], env, 'host');
    await Promise.all([waitFor(`http://127.0.0.1:${headPort}/`, 'the host'), waitFor(`http://127.0.0.1:${plainPort}/`, 'the host')]);

    const onSale = await productsOnSale(api);
    const ids = shuffled(onSale);
    process.stderr.write(
      `[bench:head] ${onSale.length} products on sale (the sitemaps); ${args.pages * args.rounds} pages drawn at random over them\n`,
    );
    const prefixes = ['', '/zh-CN', '/fr', '/th', '/lao'];
    // Each round has pages of its own: a page's first request is cold in the API and in the server. A catalogue
    // smaller than the pages asked for gives each product in more than one language (still one request a page).
    const pagesOf = (round) =>
      Array.from({ length: args.pages }, (_, i) => {
        const n = round * args.pages + i;
        // Each product in another language on each pass over the catalogue: no page is asked for twice.
        return `${prefixes[(n + Math.floor(n / ids.length)) % prefixes.length]}/goods_detail/${ids[n % ids.length]}`;
      });
    // Warm both servers and the API's statements in every language on its connections, with products at the end of
    // the draw (not measured, and past the pages measured on a catalogue larger than them).
    for (const path of ['/', '/fr/goods/goods_search?title=&cid=']) {
      await timed(`http://127.0.0.1:${plainPort}${path}`);
      await timed(`http://127.0.0.1:${headPort}${path}`);
    }
    for (let batch = 0; batch < 8; batch += 1) {
      const pages = prefixes.map((prefix, k) => `${prefix}/goods_detail/${ids[ids.length - 1 - batch * prefixes.length - k]}`);
      await Promise.all(pages.map((page) => timed(`${api}/api/seo/head${page}`)));
    }
    const samples = { apiCold: [], apiKept: [], plain: [], head: [], headKept: [] };
    for (let round = 0; round < args.rounds; round += 1) {
      const pages = pagesOf(round);
      // The API alone on half the pages; the pages served with the head on the other half, so both start cold.
      const half = Math.floor(pages.length / 2);
      for (const path of pages.slice(0, half)) {
        samples.apiCold.push(await timed(`${api}/api/seo/head${path}`));
        samples.apiKept.push(await timed(`${api}/api/seo/head${path}`));
      }
      for (const path of pages.slice(half)) {
        samples.plain.push(await timed(`http://127.0.0.1:${plainPort}${path}`));
        samples.head.push(await timed(`http://127.0.0.1:${headPort}${path}`));
        samples.headKept.push(await timed(`http://127.0.0.1:${headPort}${path}`));
      }
      process.stderr.write(`[bench:head] round ${round + 1}/${args.rounds} done\n`);
    }
    const rows = [
      ['API, cold (database)', samples.apiCold],
      ['API, kept (its cache)', samples.apiKept],
      ['page, no head', samples.plain],
      ['page, head from the API', samples.head],
      ['page, head kept', samples.headKept],
    ];
    const fmt = (v) => v.toFixed(2).padStart(8);
    console.log(
      `\n== The served head: one request at a time, ${args.rounds} rounds, product pages in five languages drawn at random over` +
        ` ${onSale.length} products on sale; API ${args.api}, ${database} ==`,
    );
    console.log('case                           n      p50      p95      p99      max   (ms)');
    for (const [label, values] of rows) {
      const f = figures(values);
      console.log(`${label.padEnd(26)} ${String(f.n).padStart(5)} ${fmt(f.p50)} ${fmt(f.p95)} ${fmt(f.p99)} ${fmt(f.max)}`);
    }
    const base = figures(samples.plain).p95;
    console.log(
      `\nWhat the head adds to a page at p95: ${(figures(samples.head).p95 - base).toFixed(2)} ms when the server asks the API,` +
        ` ${(figures(samples.headKept).p95 - base).toFixed(2)} ms when it has the head (goal: at most 5 ms)`,
    );
  } finally {
    stopAll();
    // Profiled processes write their profile as they exit: wait for them (the API drains first).
    const exits = children.map((child) => (child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : null));
    await Promise.race([Promise.all(exits), new Promise((resolve) => setTimeout(resolve, args.cpuProf ? 30_000 : 500))]);
    if (args.cpuProf) process.stderr.write(`[bench:head] CPU profiles in ${args.cpuProf}\n`);
    if (!args.dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  stopAll();
  process.exit(1);
});
