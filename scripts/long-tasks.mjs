#!/usr/bin/env node
// Long tasks of a page load, from the reports `npm run bench:web -- --lhr DIR` keeps (NN-page-preset.json, each with
// its observed trace NN-page-preset.trace.json beside it): figures only, nothing asserted.
//
//   node scripts/long-tasks.mjs DIR [--min MS] [--top N] [--pages home,product]
//
// For each report: its total blocking time and first contentful paint, Lighthouse's `long-tasks` audit (the tasks
// as its simulation placed them, which is what TBT is computed from), then every task of the page's main thread in
// the observed trace of at least --min ms (default 30), its start from the navigation and whether it began after the
// first contentful paint, and what it spent its time on: per script (evaluation and compilation, functions it ran)
// and per kind of browser work (style, layout, paint, HTML parsing, garbage collection). With a build made with
// MALL_PROFILE_MAPS=1 (source maps beside the scripts), the --top N (default 6) heaviest source files of each task
// are named from the CPU profile's samples (e.g. react-dom's reconciler, a page's component, a message catalogue);
// without maps, the script's file name only.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { REMOTES, portOf, root } from './lib.mjs';

const args = { dir: null, min: 30, top: 6, pages: null };
for (let i = 2; i < process.argv.length; i += 1) {
  const a = process.argv[i];
  if (a === '--min') args.min = Number(process.argv[(i += 1)]);
  else if (a === '--top') args.top = Number(process.argv[(i += 1)]);
  else if (a === '--pages') args.pages = process.argv[(i += 1)].split(',');
  else args.dir = a;
}
if (!args.dir) {
  console.error('usage: node scripts/long-tasks.mjs DIR [--min MS] [--top N] [--pages home,product]');
  process.exit(2);
}

// Source maps, when the build has them: @jridgewell/trace-mapping, which the build's minifier already installs
// (terser-webpack-plugin → terser → @jridgewell/source-map → it).
let TraceMap = null;
let originalPositionFor = null;
try {
  const from = (file, name) => createRequire(file).resolve(name);
  const plugin = from(join(root, 'shared', 'build-config', 'package.json'), 'terser-webpack-plugin');
  const requireFromMaps = createRequire(from(from(plugin, 'terser'), '@jridgewell/source-map'));
  ({ TraceMap, originalPositionFor } = requireFromMaps('@jridgewell/trace-mapping'));
} catch {
  /* no maps: file names only */
}

const APPS = [{ dir: 'host', port: portOf('host') }, ...REMOTES.map((r) => ({ dir: r.dir, port: portOf(r.app) }))];
const maps = new Map();
/** The source map of a served script (by its URL), or null. */
function mapOf(url) {
  if (!TraceMap || !url) return null;
  if (maps.has(url)) return maps.get(url);
  let map = null;
  try {
    const u = new URL(url);
    const app = APPS.find((a) => String(a.port) === u.port);
    const file = app && join(root, app.dir, 'dist', `${u.pathname}.map`);
    if (file && existsSync(file)) map = new TraceMap(readFileSync(file, 'utf8'));
  } catch {
    map = null;
  }
  maps.set(url, map);
  return map;
}

const shortUrl = (url) => {
  if (!url) return '(no script)';
  try {
    const u = new URL(url);
    const app = APPS.find((a) => String(a.port) === u.port);
    return `${app ? app.dir.replace('remotes/', '') : u.host}${u.pathname}`;
  } catch {
    return url.slice(0, 60);
  }
};

/** A source file's short name: the package and its path inside it, or the path inside the workspace. */
function sourceName(source) {
  const pkg = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(source);
  if (pkg) return `${pkg[1]}/${pkg[2].replace(/^(dist|cjs|lib|esm)\//, '')}`;
  return source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, '');
}

const BROWSER_WORK = {
  UpdateLayoutTree: 'style',
  RecalculateStyles: 'style',
  ParseAuthorStyleSheet: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  UpdateLayerTree: 'paint',
  CompositeLayers: 'paint',
  ParseHTML: 'parse HTML',
  MinorGC: 'GC',
  MajorGC: 'GC',
  'V8.GC_SCAVENGER': 'GC',
  'BlinkGC.AtomicPhase': 'GC',
  'Decode Image': 'image decode',
  ImageDecodeTask: 'image decode',
};
const SCRIPT_EVENTS = new Set(['EvaluateScript', 'v8.compile', 'v8.compileModule', 'FunctionCall', 'v8.evaluateModule']);
const TASK_EVENTS = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'TaskQueueManager::ProcessTaskFromWorkQueue']);

function mainThread(events, lhr) {
  // The renderer's main thread of the page: the CrRendererMain thread with the most task time.
  const mains = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  let best = null;
  let bestTime = -1;
  for (const m of mains) {
    const time = events
      .filter((e) => e.pid === m.pid && e.tid === m.tid && e.ph === 'X' && TASK_EVENTS.has(e.name))
      .reduce((s, e) => s + (e.dur ?? 0), 0);
    if (time > bestTime) {
      best = m;
      bestTime = time;
    }
  }
  if (!best) throw new Error(`no renderer main thread in the trace of ${lhr.finalDisplayedUrl}`);
  return best;
}

/** The CPU profile's samples of one thread: [{ ts, node }] and the node table. */
function cpuSamples(events, pid, tid) {
  const nodes = new Map();
  const samples = [];
  const profiles = new Map(); // id → { time }
  for (const e of events) {
    if (e.pid !== pid) continue;
    if (e.name === 'Profile' && e.tid === tid) profiles.set(e.id, { time: e.args.data.startTime });
  }
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || e.pid !== pid || !profiles.has(e.id)) continue;
    const p = profiles.get(e.id);
    const data = e.args.data;
    for (const n of data.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
    const ids = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    for (let i = 0; i < ids.length; i += 1) {
      p.time += deltas[i] ?? 0;
      samples.push({ ts: p.time, node: ids[i] });
    }
  }
  samples.sort((a, b) => a.ts - b.ts);
  return { nodes, samples };
}

/** Self time per label inside one task: script work by its script, browser work by its kind. */
function breakdown(taskEvents, task) {
  const sorted = taskEvents.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const stack = [];
  const self = new Map();
  const labelOf = (e, parentScript) => {
    if (SCRIPT_EVENTS.has(e.name)) return `js ${shortUrl(e.args?.data?.url || e.args?.data?.fileName || parentScript)}`;
    if (BROWSER_WORK[e.name]) return BROWSER_WORK[e.name];
    return null;
  };
  const add = (label, time) => label && time > 0 && self.set(label, (self.get(label) ?? 0) + time);
  const root = { ts: task.ts, end: task.ts + task.dur, label: 'other', child: 0, script: null };
  stack.push(root);
  const close = (until) => {
    while (stack.length > 1 && stack.at(-1).end <= until) {
      const top = stack.pop();
      add(top.label, top.end - top.ts - top.child);
      stack.at(-1).child += top.end - top.ts;
    }
  };
  for (const e of sorted) {
    close(e.ts);
    const parent = stack.at(-1);
    const script = e.args?.data?.url || parent.script;
    const label = labelOf(e, parent.script);
    if (!label) continue; // an event we do not label: its time stays with its parent
    stack.push({ ts: e.ts, end: e.ts + e.dur, label, child: 0, script });
  }
  close(Infinity);
  add('other', root.end - root.ts - root.child);
  return [...self.entries()].sort((a, b) => b[1] - a[1]);
}

/** The heaviest source files of a task, from the CPU samples inside it. */
function heaviestSources(profile, task) {
  const { nodes, samples } = profile;
  const by = new Map();
  let lo = 0;
  let hi = samples.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (samples[mid].ts < task.ts) lo = mid + 1;
    else hi = mid;
  }
  let previous = task.ts;
  for (let i = lo; i < samples.length && samples[i].ts <= task.ts + task.dur; i += 1) {
    const s = samples[i];
    const weight = s.ts - previous;
    previous = s.ts;
    const node = nodes.get(s.node);
    const frame = node?.callFrame;
    if (!frame || !frame.url) {
      const name = frame?.functionName || '(program)';
      if (name === '(idle)') continue;
      by.set(`(${name.replace(/[()]/g, '')})`, (by.get(`(${name.replace(/[()]/g, '')})`) ?? 0) + weight);
      continue;
    }
    const map = mapOf(frame.url);
    let label = shortUrl(frame.url);
    if (map) {
      const pos = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
      if (pos.source) label = sourceName(pos.source);
    }
    by.set(label, (by.get(label) ?? 0) + weight);
  }
  return [...by.entries()].sort((a, b) => b[1] - a[1]);
}

const ms = (us) => `${Math.round(us / 1000)}`;

const reports = readdirSync(args.dir)
  .filter((f) => /^\d+-.+-(desktop|mobile)\.json$/.test(f))
  .filter((f) => !args.pages || args.pages.includes(f.split('-')[1]))
  .sort();
for (const file of reports) {
  const lhr = JSON.parse(readFileSync(join(args.dir, file), 'utf8'));
  const metrics = lhr.audits.metrics?.details?.items?.[0] ?? {};
  const tbt = lhr.audits['total-blocking-time'].numericValue;
  console.log(
    `\n== ${file}: score ${Math.round(lhr.categories.performance.score * 100)}, TBT ${Math.round(tbt)} ms,` +
      ` FCP ${Math.round(lhr.audits['first-contentful-paint'].numericValue)} ms (observed ${Math.round(metrics.observedFirstContentfulPaint ?? NaN)}),` +
      ` LCP ${Math.round(lhr.audits['largest-contentful-paint'].numericValue)} ms (observed ${Math.round(metrics.observedLargestContentfulPaint ?? NaN)})`,
  );
  const simulated = (lhr.audits['long-tasks']?.details?.items ?? []).map(
    (t) => `${Math.round(t.startTime)}+${Math.round(t.duration)} ${shortUrl(t.url)}`,
  );
  console.log(`  long-tasks audit (simulated, start+duration ms): ${simulated.join(' | ') || 'none'}`);
  const boot = (lhr.audits['bootup-time']?.details?.items ?? [])
    .slice(0, 5)
    .map(
      (i) => `${shortUrl(i.url)} ${Math.round(i.total)} (script ${Math.round(i.scripting)}, compile ${Math.round(i.scriptParseCompile)})`,
    );
  console.log(`  bootup-time ms: ${boot.join('; ')}`);
  const work = (lhr.audits['mainthread-work-breakdown']?.details?.items ?? []).map(
    (i) => `${i.groupLabel ?? i.group} ${Math.round(i.duration)}`,
  );
  console.log(`  main-thread work ms: ${work.join('; ')}`);

  const traceFile = join(args.dir, file.replace(/\.json$/, '.trace.json'));
  if (!existsSync(traceFile)) {
    console.log('  (no trace beside this report)');
    continue;
  }
  const events = JSON.parse(readFileSync(traceFile, 'utf8')).traceEvents;
  const main = mainThread(events, lhr);
  const navStart = metrics.observedNavigationStartTs ?? metrics.observedTimeOriginTs;
  const fcpTs = metrics.observedFirstContentfulPaintTs;
  const own = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && typeof e.dur === 'number');
  const tasks = own.filter((e) => TASK_EVENTS.has(e.name) && e.dur >= args.min * 1000 && e.ts >= navStart);
  const profile = cpuSamples(events, main.pid, main.tid);
  console.log(`  observed tasks ≥ ${args.min} ms on the main thread (start ms from navigation, +duration):`);
  for (const task of tasks) {
    const inside = own.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur);
    const parts = breakdown(inside, task)
      .filter(([, t]) => t >= 1000)
      .map(([label, t]) => `${label} ${ms(t)}`);
    const after = fcpTs && task.ts + task.dur > fcpTs ? (task.ts >= fcpTs ? 'after FCP' : 'across FCP') : 'before FCP';
    console.log(`  ${ms(task.ts - navStart).padStart(6)} +${ms(task.dur).padEnd(4)} ${after.padEnd(10)} ${parts.join(', ')}`);
    const sources = heaviestSources(profile, task)
      .slice(0, args.top)
      .filter(([, t]) => t >= 1000)
      .map(([label, t]) => `${label} ${ms(t)}`);
    if (sources.length) console.log(`${' '.repeat(30)}samples: ${sources.join(', ')}`);
  }
}
