#!/usr/bin/env node
// Storefront benchmark (`npm run bench:web`): figures only, nothing asserted.
// - Builds the production storefront when a build is missing (`--build` rebuilds), or reuses it.
// - Serves it with scripts/stack.mjs on a fresh embedded database (or uses a stack already answering on the
//   default ports, e.g. `npm start`).
// - Runs Lighthouse (desktop preset, simulated throttling) on Debian's Chromium, a new browser per run, `--runs`
//   runs per page (default 3), and prints the median of each figure for home, search results, product detail,
//   shop street and cart (a guest session with one cart line, made through the API).
// - Prints a bundle report from each app's webpack stats (node_modules/.cache/bundle-stats.json): the biggest
//   modules of each chunk, gzip sizes of remoteEntry.js and exposed pages, and, from the scripts each page
//   really loaded, any shared library that arrived in more than one file.
// - The cost of federation: the host built as one bundle (MALL_SINGLE_BUNDLE=1, the remotes' pages imported
//   statically, host/dist-single) is served on port 3010 (BENCH_SINGLE_PORT) and home and product are measured
//   on it too; the LCP ratio federated / one bundle is printed (needs the API to trust that origin: the stack
//   this script starts does; a stack already running is asked and skipped when it does not).
// - Pictures: the image bytes each page downloaded (lazy pictures below the fold are not fetched by a page that
//   is never scrolled, so this is what the first screen costs), and Lighthouse 13's "Improve image delivery" insight
//   (it replaced the "properly size images", "modern image formats" and "efficient encoding" audits) with the bytes
//   it says could be saved, and whether every picture has a width and height.
// - With --mobile, home and product are also measured on Lighthouse's mobile preset (slow 4G, 4x CPU, a 412 px
//   window); --form-factor mobile measures every chosen page on it and none on the desktop one (desktop,mobile: both).
// - The LCP's phases (Lighthouse's LCP breakdown insight, from the observed trace: time to first byte, resource
//   load delay, load duration, render delay) are printed per page: where the time before the largest picture goes.
// Options: --runs N, --pages home,search,…, --bundles-only, --build, --no-single, --mobile, --form-factor
// desktop|mobile|desktop,mobile, --json FILE (write the raw figures), --from FILE (print the figures of an earlier
// --json run with today's bundle report), --lhr DIR (keep every run's whole Lighthouse report there, for its
// diagnostics, with its observed trace beside it as NN-page-preset.trace.json: open it in Chromium's Performance panel,
// or list its long tasks with `node scripts/long-tasks.mjs DIR`), --cpu-samples (with --lhr: V8's sampling profiler in
// those traces, so long-tasks.mjs names the functions' source files; it slows the page a little: profile with it,
// measure without).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { REMOTES, portOf, root, waitForPort } from './lib.mjs';
import { CHROMIUM_FLAGS } from './chromium-flags.cjs';

const CHROME = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium';
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];
const SINGLE_PORT = Number(process.env.BENCH_SINGLE_PORT) || 3010;
const SINGLE_PAGES = ['home', 'product'];
const MOBILE_PAGES = ['home', 'product'];
const APPS = [{ dir: 'host', name: 'host', port: portOf('host') }].concat(
  REMOTES.map((r) => ({ dir: r.dir, name: r.name, port: portOf(r.app) })),
);
// Libraries that must arrive once per page (shared singletons, or things that would hurt twice).
const WATCHED = [
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  'react-router-dom',
  '@emotion/react',
  '@emotion/styled',
  '@emotion/cache',
  '@emotion/serialize',
  'react-intl',
  '@formatjs/intl',
  '@formatjs/icu-messageformat-parser',
  'intl-messageformat',
  'redux',
  '@reduxjs/toolkit',
  'react-redux',
  'redux-saga',
  'axios',
  '@module-federation/runtime-core',
  '@module-federation/runtime',
  '@module-federation/sdk',
  '@module-federation/webpack-bundler-runtime',
  '@module-federation/error-codes',
];

function parseArgs(argv) {
  const args = {
    runs: 3,
    pages: null,
    bundlesOnly: false,
    build: false,
    json: null,
    from: null,
    single: true,
    mobile: false,
    // The presets each chosen page is measured on; null: desktop, and mobile for MOBILE_PAGES with --mobile.
    formFactors: null,
    lhr: null,
    cpuSamples: false,
  };
  for (let i = 0; i < argv.length; i += 1) {
    const a = argv[i];
    if (a === '--runs') args.runs = Number(argv[(i += 1)]);
    else if (a === '--pages') args.pages = argv[(i += 1)].split(',');
    else if (a === '--bundles-only') args.bundlesOnly = true;
    else if (a === '--build') args.build = true;
    else if (a === '--no-single') args.single = false;
    else if (a === '--mobile') args.mobile = true;
    else if (a === '--form-factor') {
      args.formFactors = argv[(i += 1)].split(',');
      if (!args.formFactors.length || args.formFactors.some((f) => f !== 'desktop' && f !== 'mobile')) {
        console.error('--form-factor takes desktop, mobile or desktop,mobile');
        process.exit(2);
      }
    } else if (a === '--json') args.json = argv[(i += 1)];
    else if (a === '--from') args.from = argv[(i += 1)];
    else if (a === '--lhr') args.lhr = argv[(i += 1)];
    else if (a === '--cpu-samples') args.cpuSamples = true;
    else {
      console.error(`unknown option ${a}`);
      process.exit(2);
    }
  }
  return args;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

function ensureSingleBuild(force) {
  if (!force && existsSync(join(root, 'host', 'dist-single', 'index.html'))) return;
  console.log('[bench:web] building the host as one bundle (MALL_SINGLE_BUNDLE=1)');
  const cli = join(root, 'host', 'node_modules', '@mall', 'build-config', 'webpack-cli.cjs');
  const r = spawnSync(process.execPath, [cli, '--mode', 'production'], {
    cwd: join(root, 'host'),
    stdio: 'inherit',
    env: { ...process.env, MALL_SINGLE_BUNDLE: '1' },
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

function ensureBuild(force) {
  const missing = APPS.filter((a) => !existsSync(join(root, a.dir, 'dist', 'index.html')));
  const apiMissing = !existsSync(join(root, 'api', 'dist', 'api', 'src', 'server.js'));
  if (apiMissing || force) {
    const r = spawnSync(process.execPath, ['scripts/pnpm.mjs', '--filter', '@mall/api', 'run', 'build'], { cwd: root, stdio: 'inherit' });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
  if (missing.length || force) {
    console.log(force ? '[bench:web] building' : `[bench:web] no build of ${missing.map((a) => a.dir).join(', ')}: building`);
    const r = spawnSync(process.execPath, ['scripts/build-all.mjs'], { cwd: root, stdio: 'inherit' });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
}

// ---------- bundle report (from webpack stats and the built files) ----------

function readStats(app) {
  const file = join(root, app.dir, 'node_modules', '.cache', 'bundle-stats.json');
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** file name → { app, chunk, gzip, modules } for every emitted JS file of every app. */
function indexFiles() {
  const files = new Map();
  for (const app of APPS) {
    const stats = readStats(app);
    const dist = join(root, app.dir, 'dist');
    for (const chunk of stats?.chunks ?? []) {
      for (const f of chunk.files.filter((x) => x.endsWith('.js'))) {
        const full = join(dist, f);
        if (!existsSync(full)) continue;
        files.set(`${app.name}/${f}`, { app: app.name, file: f, chunk, gzip: gz(full), raw: readFileSync(full).length });
      }
    }
  }
  return files;
}

function bundleReport(files) {
  console.log('\n== Bundle report (gzip -9 of each built file; module sizes are before minification) ==');
  for (const app of APPS) {
    const dist = join(root, app.dir, 'dist');
    const own = [...files.values()].filter((f) => f.app === app.name).sort((a, b) => b.gzip - a.gzip);
    const total = own.reduce((s, f) => s + f.gzip, 0);
    const entry = existsSync(join(dist, 'remoteEntry.js')) ? `, remoteEntry.js ${kb(gz(join(dist, 'remoteEntry.js')))}` : '';
    console.log(`\n${app.name}: ${own.length} JS files, ${kb(total)} gzip in all${entry}`);
    for (const f of own.slice(0, 12)) {
      const names = f.chunk.names.length ? ` [${f.chunk.names.join(',')}]` : '';
      const top = f.chunk.modules
        .slice(0, 4)
        .map((m) => `${shortName(m.name)} ${kb(m.size)}`)
        .join('; ');
      console.log(`  ${f.file.padEnd(44)} ${kb(f.gzip).padStart(9)}${names}  ${top}`);
    }
  }
}

/** gzip -9 of the built files a page loaded (the one-bundle host's from host/dist-single). */
function gzipOfScripts(scriptUrls, files, single) {
  let total = 0;
  for (const url of scriptUrls) {
    const u = new URL(url);
    if (single) {
      const file = join(root, 'host', 'dist-single', u.pathname);
      if (!existsSync(file)) return '?';
      total += gz(file);
      continue;
    }
    const app = APPS.find((a) => String(a.port) === u.port);
    const f = app && files.get(`${app.name}${u.pathname}`);
    if (f) {
      total += f.gzip;
      continue;
    }
    // A script emitted beside webpack's chunks (the host's shell start, shared/build-config/shell-start-plugin.cjs).
    const file = app && join(root, app.dir, 'dist', u.pathname);
    if (!file || !existsSync(file)) return '?';
    total += gz(file);
  }
  return kb(total);
}

function shortName(name) {
  const pkgPath = /node_modules\/((?:@[^/]+\/)?[^/]+\/(?!.*node_modules\/).*)$/.exec(name);
  return pkgPath ? pkgPath[1] : name.replace(/^\.\//, '');
}

/**
 * For the scripts a page loaded: the watched libraries of which one same module (same file inside the
 * package) was in more than one loaded file, i.e. the library's code arrived twice. Federation's share stubs
 * ("consume shared module …") are not library code and are skipped.
 */
function duplicates(scriptUrls, files) {
  const seen = new Map(); // package-relative module path → { pkg, size, files:Set }
  for (const url of scriptUrls) {
    const u = new URL(url);
    const app = APPS.find((a) => String(a.port) === u.port);
    const f = app && files.get(`${app.name}${u.pathname}`);
    if (!f) continue;
    for (const m of f.chunk.modules) {
      if (!m.pkg || /^(consume|provide) shared module|^remote |^container entry|^webpack\//.test(m.name)) continue;
      if (!(WATCHED.includes(m.pkg) || m.pkg.startsWith('@mall/'))) continue;
      const key = shortName(m.name);
      if (!seen.has(key)) seen.set(key, { pkg: m.pkg, size: m.size, files: new Set() });
      seen.get(key).files.add(`${app.name}${u.pathname}`);
    }
  }
  const twice = new Map();
  for (const { pkg, size, files: where } of seen.values()) {
    if (where.size < 2) continue;
    const entry = twice.get(pkg) ?? { size: 0, files: new Set() };
    entry.size += size * (where.size - 1);
    where.forEach((w) => entry.files.add(w));
    twice.set(pkg, entry);
  }
  return [...twice.entries()].map(([pkg, e]) => `${pkg} (${kb(e.size)} extra, in ${[...e.files].join(' + ')})`);
}

// ---------- the stack ----------

async function isUp(port) {
  try {
    await waitForPort(port, '127.0.0.1', 300);
    return true;
  } catch {
    return false;
  }
}

async function startStack() {
  const apiPort = portOf('api');
  const ports = [apiPort, ...APPS.map((a) => a.port)];
  const up = await Promise.all(ports.map(isUp));
  if (up.every(Boolean)) {
    console.log('[bench:web] using the storefront already running on the default ports');
    return { stop: async () => {}, apiPort };
  }
  if (up.some(Boolean)) {
    console.error('[bench:web] some of the storefront ports are taken but not all: stop what runs there first');
    process.exit(1);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'mall-bench-web-'));
  // The API trusts the storefront's origins and the one-bundle host's (the federation cost).
  const origins = [...APPS.map((a) => a.port), SINGLE_PORT].map((p) => `http://localhost:${p}`).join(',');
  const child = spawn(process.execPath, ['scripts/stack.mjs', '--data-dir', dataDir], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
    env: { ...process.env, CORS_ORIGINS: origins },
  });
  for (const p of ports) await waitForPort(p, '127.0.0.1', 180_000);
  // The API listens before its first answer is ready on a fresh database: wait for /health.
  for (let i = 0; i < 240; i += 1) {
    try {
      if ((await fetch(`http://localhost:${apiPort}/health`)).ok) break;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    apiPort,
    stop: async () => {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        /* gone */
      }
      await new Promise((r) => setTimeout(r, 1500));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Serves host/dist-single on SINGLE_PORT when the API trusts that origin; else explains why not. */
async function startSingleHost(apiPort) {
  const origin = `http://localhost:${SINGLE_PORT}`;
  const probe = await fetch(`http://localhost:${apiPort}/api/pc/home/index`, { headers: { Origin: origin } });
  if (probe.headers.get('access-control-allow-origin') !== origin) {
    console.log(
      `[bench:web] the running API does not trust ${origin}: one-bundle comparison skipped (run bench:web with nothing on the storefront's ports)`,
    );
    return null;
  }
  if (await isUp(SINGLE_PORT)) {
    console.error(`[bench:web] port ${SINGLE_PORT} is taken: one-bundle comparison skipped (BENCH_SINGLE_PORT moves it)`);
    return null;
  }
  const child = spawn(process.execPath, ['scripts/serve-static.mjs', 'host/dist-single', '--port', String(SINGLE_PORT), '--spa'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, API_BASE_URL: `http://localhost:${apiPort}` },
  });
  await waitForPort(SINGLE_PORT, '127.0.0.1', 30_000);
  return { base: origin, stop: () => child.kill('SIGTERM') };
}

async function api(apiBase, path, { method, body, token } = {}) {
  const headers = { 'Content-Type': 'application/json' };
  if (token) headers['authori-zation'] = token;
  const res = await fetch(apiBase + path, { method: method ?? (body ? 'POST' : 'GET'), headers, body: body && JSON.stringify(body) });
  const json = await res.json();
  if (json.code !== 200) throw new Error(`${path}: ${json.code} ${json.message}`);
  return json.data;
}

/** The five pages, with what each needs: a product id, a guest with one line in the cart. */
async function preparePages(apiBase, hostBase) {
  const list = await api(apiBase, '/api/front/product/list?page=1&limit=20&keyword=');
  const product = list.list[0];
  const detail = await api(apiBase, `/api/front/product/detail/${product.id}`);
  const sku = Object.values(detail.productValue).find((s) => s.stock > 0);
  const guest = await api(apiBase, '/api/front/login/register/visitor', {
    body: { countryCode: 86, email: `bench.${Date.now().toString(36)}@mall.test`, phone: `139${String(Date.now()).slice(-8)}` },
  });
  await api(apiBase, '/api/front/cart/save', {
    token: guest.token,
    body: [{ productId: product.id, cartNum: 1, productAttrUnique: sku.id }],
  });
  const session = [
    { name: 'auth._token.local3', value: `Bearer%20${guest.token}` },
    { name: 'auth.strategy', value: 'local3' },
  ];
  return [
    { id: 'home', url: `${hostBase}/` },
    { id: 'search', url: `${hostBase}/goods/goods_search?title=&cid=` },
    { id: 'product', url: `${hostBase}/goods_detail/${product.id}` },
    { id: 'street', url: `${hostBase}/merchant/merchant_street` },
    { id: 'cart', url: `${hostBase}/order/shopping_cart`, cookies: session },
  ];
}

// ---------- Lighthouse ----------

/** The LCP breakdown insight's phases in ms (observed trace), keyed by Lighthouse's subpart names. */
function lcpPhases(lhr) {
  const table = (lhr.audits['lcp-breakdown-insight']?.details?.items ?? []).find((item) => item.type === 'table');
  return Object.fromEntries((table?.items ?? []).map((row) => [row.subpart, row.duration]));
}

let reportCount = 0;

async function lighthouseRun(page, preset = 'desktop', lhrDir = null, cpuSamples = false) {
  const { launch } = await import('chrome-launcher');
  const { default: lighthouse } = await import('lighthouse');
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
  const chrome = await launch({ chromePath: CHROME, chromeFlags: CHROME_FLAGS });
  try {
    if (page.cookies) {
      const puppeteer = await import('puppeteer-core');
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      await browser.setCookie(...page.cookies.map((c) => ({ ...c, domain: 'localhost', path: '/' })));
      await browser.disconnect();
    }
    // A new profile per run is already empty: keep Lighthouse from clearing it (it would drop the cookies).
    const result = await lighthouse(
      page.url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        disableStorageReset: true,
        ...(cpuSamples ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
      },
      // No config is Lighthouse's default: the mobile preset (slow 4G, 4x CPU slowdown).
      preset === 'mobile' ? undefined : desktopConfig,
    );
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`${page.id}: ${lhr.runtimeError.message}`);
    if (lhrDir) {
      mkdirSync(lhrDir, { recursive: true });
      reportCount += 1;
      const base = join(lhrDir, `${String(reportCount).padStart(2, '0')}-${page.id}-${preset}`);
      writeFileSync(`${base}.json`, JSON.stringify(lhr));
      // The observed trace the report was computed from (Lighthouse's `Trace` artifact): where each long task's time
      // goes (which script is evaluated, React's render or commit, style and layout), which the report only sums.
      if (result.artifacts?.Trace) writeFileSync(`${base}.trace.json`, JSON.stringify(result.artifacts.Trace));
    }
    const requests = lhr.audits['network-requests'].details.items;
    const scripts = requests.filter((r) => r.resourceType === 'Script');
    const images = requests.filter((r) => r.resourceType === 'Image');
    const delivery = lhr.audits['image-delivery-insight'];
    // The audits of a category that did not pass (weighted ones: those that count in its score), by id.
    const failing = (category) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1)
        .map((ref) => ref.id);
    const categoryScore = (category) => (lhr.categories[category] ? Math.round(lhr.categories[category].score * 100) : null);
    // A private page is `noindex` by design (issue 31, goal 3: the route table's noindex pages, X-Robots-Tag), and
    // Lighthouse's is-crawlable audit fails any page kept out of search engines. For such a page the SEO category is
    // also given without that one audit (Lighthouse's weighted mean of the other scored audits), so the rest of what
    // the category checks still shows; the table says which figure is which.
    const noindex = lhr.audits['is-crawlable']?.score === 0;
    const seoWithout = (skip) => {
      const refs = (lhr.categories.seo?.auditRefs ?? []).filter(
        (ref) => ref.id !== skip && ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score !== undefined,
      );
      const weight = refs.reduce((sum, ref) => sum + ref.weight, 0);
      return weight ? Math.round((refs.reduce((sum, ref) => sum + ref.weight * lhr.audits[ref.id].score, 0) / weight) * 100) : null;
    };
    return {
      score: Math.round(lhr.categories.performance.score * 100),
      seo: categoryScore('seo'),
      seoIndexable: noindex ? seoWithout('is-crawlable') : null,
      accessibility: categoryScore('accessibility'),
      seoFailing: failing('seo'),
      accessibilityFailing: failing('accessibility'),
      fcp: lhr.audits['first-contentful-paint'].numericValue,
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      jsTransfer: scripts.reduce((s, r) => s + (r.transferSize ?? 0), 0),
      jsDecoded: scripts.reduce((s, r) => s + (r.resourceSize ?? 0), 0),
      // The route's own code: what the page's remote sent (its entry, './pages', the page's chunks), beyond
      // the shared singletons the host provides.
      routeJs: scripts.filter((r) => new URL(r.url).origin !== new URL(page.url).origin).reduce((s, r) => s + (r.transferSize ?? 0), 0),
      jsCount: scripts.length,
      imageBytes: images.reduce((s, r) => s + (r.transferSize ?? 0), 0),
      imageCount: images.length,
      // null when the insight does not apply (no picture to improve): a pass.
      imageDelivery: delivery?.score ?? null,
      imageSavingsBytes: (delivery?.details?.items ?? []).reduce((s, i) => s + (i.wastedBytes ?? 0), 0),
      unsizedImages: lhr.audits['unsized-images']?.score ?? null,
      requests: requests.length,
      scriptUrls: scripts.map((r) => r.url),
      lcpPhases: lcpPhases(lhr),
      lcpElement: firstNode(lhr.audits['lcp-breakdown-insight']?.details)?.snippet ?? '',
      shifts: (lhr.audits['layout-shifts']?.details?.items ?? [])
        .slice(0, 3)
        .map((i) => `${i.score.toFixed(3)} ${firstNode(i)?.snippet?.slice(0, 80) ?? '?'}`),
    };
  } finally {
    chrome.kill();
  }
}

/** The first DOM node an audit's details mention (Lighthouse nests them in lists and tables). */
function firstNode(value) {
  if (!value || typeof value !== 'object') return undefined;
  if (value.type === 'node' && value.snippet) return value;
  for (const child of Array.isArray(value) ? value : Object.values(value)) {
    const found = firstNode(child);
    if (found) return found;
  }
  return undefined;
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  ensureBuild(args.build);
  if (args.single && !args.bundlesOnly && !args.from) ensureSingleBuild(args.build);
  const files = indexFiles();
  bundleReport(files);
  if (args.bundlesOnly) return;

  const out = args.from ? JSON.parse(readFileSync(args.from, 'utf8')) : await measure(args);
  printFigures(out, files);
  if (args.json) writeFileSync(args.json, JSON.stringify(out, null, 2));
}

async function measure(args) {
  const stack = await startStack();
  const out = {};
  try {
    const hostBase = `http://localhost:${APPS[0].port}`;
    const pages = (await preparePages(`http://localhost:${stack.apiPort}`, hostBase)).filter(
      (p) => !args.pages || args.pages.includes(p.id),
    );
    // One unmeasured load warms the servers (gzip caches, the API's first queries).
    await lighthouseRun({ ...pages[0] }).catch(() => {});
    const desktop = !args.formFactors || args.formFactors.includes('desktop');
    const mobilePages = args.formFactors
      ? args.formFactors.includes('mobile')
        ? pages
        : []
      : args.mobile
        ? pages.filter((p) => MOBILE_PAGES.includes(p.id))
        : [];
    for (const page of desktop ? pages : []) {
      const runs = [];
      for (let i = 0; i < args.runs; i += 1) {
        runs.push(await lighthouseRun(page, 'desktop', args.lhr, args.cpuSamples));
        process.stderr.write(
          `[bench:web] ${page.id} run ${i + 1}/${args.runs}: score ${runs.at(-1).score}, LCP ${Math.round(runs.at(-1).lcp)} ms\n`,
        );
      }
      out[page.id] = { url: page.url, runs };
    }
    for (const page of mobilePages) {
      const runs = [];
      for (let i = 0; i < args.runs; i += 1) {
        runs.push(await lighthouseRun(page, 'mobile', args.lhr, args.cpuSamples));
        process.stderr.write(
          `[bench:web] ${page.id} (mobile) run ${i + 1}/${args.runs}: score ${runs.at(-1).score}, LCP ${Math.round(runs.at(-1).lcp)} ms, CLS ${runs.at(-1).cls.toFixed(3)}\n`,
        );
      }
      out[`${page.id}:mobile`] = { url: page.url, runs };
    }
    const single = args.single && desktop ? await startSingleHost(stack.apiPort) : null;
    if (single) {
      try {
        for (const page of pages.filter((p) => SINGLE_PAGES.includes(p.id))) {
          const url = page.url.replace(hostBase, single.base);
          const runs = [];
          for (let i = 0; i < args.runs; i += 1) {
            runs.push(await lighthouseRun({ ...page, url }, 'desktop', args.lhr, args.cpuSamples));
            process.stderr.write(
              `[bench:web] ${page.id} (one bundle) run ${i + 1}/${args.runs}: score ${runs.at(-1).score}, LCP ${Math.round(runs.at(-1).lcp)} ms\n`,
            );
          }
          out[`${page.id}:single`] = { url, runs };
        }
      } finally {
        single.stop();
      }
    }
  } finally {
    await stack.stop();
  }
  return out;
}

function printFigures(out, files) {
  const runsOf = Object.values(out)[0]?.runs.length ?? 0;
  console.log(`\n== Lighthouse (desktop preset unless marked mobile, simulated throttling), median of ${runsOf} ==`);
  console.log(
    'page                score    SEO   a11y  FCP ms  LCP ms  TBT ms    CLS    JS transfer  JS decoded  route JS  JS files  requests   JS gzip',
  );
  for (const [id, { runs }] of Object.entries(out)) {
    const m = (k) => median(runs.map((r) => r[k]));
    const route = runs[0].routeJs === undefined ? '?' : m('routeJs') ? kb(m('routeJs')) : '-';
    const gzip = gzipOfScripts(runs.at(-1).scriptUrls ?? [], files, id.endsWith(':single'));
    console.log(
      `${id.replace(':single', ' (1 bundle)').replace(':mobile', ' (mobile)').padEnd(18)} ${String(m('score')).padStart(6)}` +
        ` ${(runs[0].seo === undefined ? '?' : runs[0].seoIndexable != null ? `${m('seo')}/${m('seoIndexable')}*` : String(m('seo'))).padStart(6)}` +
        ` ${String(runs[0].accessibility === undefined ? '?' : m('accessibility')).padStart(6)}` +
        ` ${String(Math.round(m('fcp'))).padStart(7)}` +
        ` ${String(Math.round(m('lcp'))).padStart(7)} ${String(Math.round(m('tbt'))).padStart(7)} ${m('cls').toFixed(3).padStart(7)}` +
        ` ${kb(m('jsTransfer')).padStart(12)} ${kb(m('jsDecoded')).padStart(11)} ${route.padStart(9)} ${String(m('jsCount')).padStart(9)}` +
        ` ${String(m('requests')).padStart(9)} ${gzip.padStart(9)}`,
    );
  }
  console.log(
    "(score: performance; SEO and a11y: Lighthouse's SEO and accessibility categories; SEO a/b*: a page kept out of search engines" +
      ' by design (noindex: the cart), whose is-crawlable audit fails by definition: a is the category, b the category without that' +
      ' one audit; JS transfer: as Chromium received it, brotli;' +
      ' JS gzip: the same scripts as gzip -9, what a browser without brotli gets)',
  );
  for (const [id, { runs }] of Object.entries(out)) {
    const last = runs.at(-1);
    const misses = [
      ...(last.seoFailing ?? []).map((audit) => `SEO ${audit}`),
      ...(last.accessibilityFailing ?? []).map((audit) => `a11y ${audit}`),
    ];
    if (misses.length) console.log(`  ${id}: not passed (last run): ${misses.join(', ')}`);
  }
  console.log(`\n== Pictures, median of ${runsOf} (what each page downloaded without scrolling) ==`);
  console.log('page                image bytes  pictures  image delivery  could save  sized');
  const verdict = (score) => (score === null || score === undefined ? 'n/a' : score >= 0.9 ? 'pass' : `fail (${score})`);
  for (const [id, { runs }] of Object.entries(out)) {
    if (runs[0].imageBytes === undefined) continue;
    const m = (k) => median(runs.map((r) => r[k]));
    const last = runs.at(-1);
    console.log(
      `${id.replace(':single', ' (1 bundle)').replace(':mobile', ' (mobile)').padEnd(18)} ${kb(m('imageBytes')).padStart(12)}` +
        ` ${String(m('imageCount')).padStart(9)} ${verdict(last.imageDelivery).padStart(15)} ${kb(m('imageSavingsBytes')).padStart(11)}` +
        ` ${verdict(last.unsizedImages).padStart(6)}`,
    );
  }
  console.log(
    '(image delivery: Lighthouse 13\'s insight that replaced "properly size images", "modern image formats" and "efficient encoding")',
  );
  console.log(`\n== LCP phases, median of ${runsOf} (Lighthouse's LCP breakdown, observed trace, ms) ==`);
  console.log('page                  TTFB  load delay  load time  render delay');
  const PHASES = ['timeToFirstByte', 'resourceLoadDelay', 'resourceLoadDuration', 'elementRenderDelay'];
  for (const [id, { runs }] of Object.entries(out)) {
    if (!runs[0].lcpPhases) continue;
    const cells = PHASES.map((phase, i) => {
      const values = runs.map((r) => r.lcpPhases[phase]).filter((v) => typeof v === 'number');
      return (values.length ? String(Math.round(median(values))) : '-').padStart([6, 11, 10, 13][i]);
    });
    console.log(`${id.replace(':single', ' (1 bundle)').replace(':mobile', ' (mobile)').padEnd(18)}${cells.join(' ')}`);
  }
  console.log("(load delay: from the first byte to the LCP picture's request; a text LCP has no load phases)");
  const ratios = SINGLE_PAGES.filter((id) => out[id] && out[`${id}:single`]).map((id) => {
    const lcp = (key) => median(out[key].runs.map((r) => r.lcp));
    return `${id} ${(lcp(id) / lcp(`${id}:single`)).toFixed(2)} (${Math.round(lcp(id))} / ${Math.round(lcp(`${id}:single`))} ms)`;
  });
  if (ratios.length) console.log(`\nCost of federation, LCP federated / one bundle (median): ${ratios.join(', ')}`);
  console.log('\nLCP element, layout shifts and libraries that arrived more than once (last run of each page):');
  for (const [id, { runs }] of Object.entries(out)) {
    if (id.endsWith(':single')) continue;
    const last = runs.at(-1);
    const dup = duplicates(last.scriptUrls, files);
    console.log(`  ${id}: LCP ${last.lcpElement?.slice(0, 110) || '(none)'}`);
    if (last.shifts?.length) console.log(`  ${id}: biggest layout shifts: ${last.shifts.join(' | ')}`);
    console.log(`  ${id}: ${dup.length ? `twice: ${dup.join('; ')}` : 'no shared library arrived twice'}`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
