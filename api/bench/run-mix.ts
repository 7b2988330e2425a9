/**
 * One mix of `npm run bench:api -- --access …`: its answers sampled first (a mix answering errors or empty pages is
 * reported broken, not fast), then a closed-loop autocannon run generating each request's path, with the API's peak
 * RSS (sampled from /proc while it runs) and the public cache's hit ratio over the run (the operator's cache route,
 * read before and after).
 */
import { readFileSync } from 'node:fs';
import type { Envelope } from './http';
import { measure, type Figures } from './measure';
import { cpuMeter, cpuText, type CpuPerAnswer, type CpuWatch } from './cpu';
import type { Mix, MixRequest } from './mixes';

export interface CacheCounts {
  hits: number;
  joined: number;
  misses: number;
  /** Of the misses: entries dropped by a data change, and evicted (0 from a checkout that does not count them). */
  dropped: number;
  evicted: number;
}

/** The public cache's counters, summed over its sections (`all`) and per section; null without the route (an older checkout). */
export interface CacheSnapshot {
  all: CacheCounts;
  sections: Map<string, CacheCounts>;
}

const ZERO: CacheCounts = { hits: 0, joined: 0, misses: 0, dropped: 0, evicted: 0 };
const plus = (a: CacheCounts, b: Partial<CacheCounts>): CacheCounts => ({
  hits: a.hits + (b.hits ?? 0),
  joined: a.joined + (b.joined ?? 0),
  misses: a.misses + (b.misses ?? 0),
  dropped: a.dropped + (b.dropped ?? 0),
  evicted: a.evicted + (b.evicted ?? 0),
});

export async function cacheCounts(url: string, operatorToken: string): Promise<CacheSnapshot | null> {
  try {
    const r = await fetch(`${url}/api/admin/operator/cache`, { headers: { 'x-operator-token': operatorToken } });
    const body = (await r.json()) as Envelope<Array<Partial<CacheCounts> & { name: string }> | null>;
    if (body.code !== 200 || !Array.isArray(body.data)) return null;
    return {
      all: body.data.reduce(plus, ZERO),
      sections: new Map(body.data.map((s) => [s.name, plus(ZERO, s)])),
    };
  } catch {
    return null;
  }
}

/** Answers served without a database read (stored, or shared with a load in flight) over all answers, between two reads. */
export function hitRatio(before: CacheSnapshot | null, after: CacheSnapshot | null): number | null {
  if (!before || !after) return null;
  return ratioOf(after.all, before.all);
}

function ratioOf(after: CacheCounts, before: CacheCounts): number | null {
  const hits = after.hits - before.hits + (after.joined - before.joined);
  const all = hits + (after.misses - before.misses);
  return all > 0 ? hits / all : null;
}

/** One section's answers between two reads: how many, the hit ratio, and why the misses missed. */
export interface SectionFigures {
  name: string;
  answers: number;
  hitRatio: number;
  /** Misses whose key was never stored before (or not since its entry's reason was forgotten). */
  cold: number;
  dropped: number;
  evicted: number;
}

/** Per section with answers between the two reads, the most answered first. */
export function sectionFigures(before: CacheSnapshot | null, after: CacheSnapshot | null): SectionFigures[] {
  if (!before || !after) return [];
  const out: SectionFigures[] = [];
  for (const [name, a] of after.sections) {
    const b = before.sections.get(name) ?? ZERO;
    const misses = a.misses - b.misses;
    const answers = a.hits - b.hits + (a.joined - b.joined) + misses;
    if (answers === 0) continue;
    const dropped = a.dropped - b.dropped;
    const evicted = a.evicted - b.evicted;
    out.push({ name, answers, hitRatio: ratioOf(a, b) ?? 0, cold: misses - dropped - evicted, dropped, evicted });
  }
  return out.sort((x, y) => y.answers - x.answers);
}

/** Lines printing `sectionFigures`. */
export function sectionRows(sections: SectionFigures[]): string[] {
  return sections.map(
    (s) =>
      `    ${s.name.padEnd(18)} ${String(s.answers).padStart(7)} answers, hit ratio ${(s.hitRatio * 100).toFixed(1).padStart(5)} %; ` +
      `misses: ${s.cold} never cached, ${s.dropped} dropped by a change, ${s.evicted} evicted`,
  );
}

/** Resident memory of a process in bytes (Linux), or null. */
function rssOf(pid: number): number | null {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/** Samples a process's RSS every 100 ms until stopped; the peak seen. */
export function rssPeak(pid: number | undefined): { stop(): number | null } {
  if (pid === undefined) return { stop: () => null };
  let peak = rssOf(pid) ?? 0;
  const timer = setInterval(() => (peak = Math.max(peak, rssOf(pid) ?? 0)), 100);
  return {
    stop() {
      clearInterval(timer);
      return peak || null;
    },
  };
}

export interface SampleCheck {
  checked: number;
  failures: string[];
}

/** Sends `n` of the mix's requests (5 at a time) and collects what is wrong with their answers. */
export async function checkMix(url: string, mix: Mix, n = 40): Promise<SampleCheck> {
  const failures: string[] = [];
  const requests: MixRequest[] = Array.from({ length: n }, () => mix.next());
  let next = 0;
  await Promise.all(
    Array.from({ length: 5 }, async () => {
      while (next < requests.length) {
        const req = requests[next++];
        try {
          const r = await fetch(url + req.path, { headers: req.headers });
          const body = (await r.json()) as Envelope<unknown>;
          const wrong = body.code !== 200 ? `code ${body.code} ${body.message}` : req.check(body.data);
          if (wrong) failures.push(`${req.path}: ${wrong}`);
        } catch (err) {
          failures.push(`${req.path}: ${(err as Error).message}`);
        }
      }
    }),
  );
  return { checked: n, failures };
}

export interface MixFigures extends Figures {
  rssPeak: number | null;
  /** CPU milliseconds per answer of the API, PostgreSQL and the load generator over the measured run (cpu.ts). */
  cpu?: CpuPerAnswer;
  hitRatio: number | null;
  /** The cache per section over the run (empty with an older checkout). */
  sections?: SectionFigures[];
}

export interface MixRun {
  url: string;
  connections: number;
  duration: number;
  apiPid: number | undefined;
  operatorToken: string;
  /** The processes whose CPU per answer is printed beside the mix (the API; PostgreSQL's postmaster). */
  cpuWatch?: CpuWatch;
}

/** Warms the API for a second (JIT, connection pool), then measures the mix for `duration` seconds. */
export async function runMix(run: MixRun, mix: Mix): Promise<MixFigures> {
  const load = () => {
    const r = mix.next();
    return { path: r.path, headers: r.headers };
  };
  await measure(run.url, { connections: Math.min(10, run.connections), duration: 1, next: load });
  const before = await cacheCounts(run.url, run.operatorToken);
  const rss = rssPeak(run.apiPid);
  const cpu = run.cpuWatch ? cpuMeter(run.cpuWatch) : null;
  const f = await measure(run.url, { connections: run.connections, duration: run.duration, next: load });
  const perAnswer = cpu && f.requests ? cpu.perRequest(f.requests) : undefined;
  const peak = rss.stop();
  const after = await cacheCounts(run.url, run.operatorToken);
  return { ...f, rssPeak: peak, hitRatio: hitRatio(before, after), sections: sectionFigures(before, after), cpu: perAnswer };
}

const pad = (s: string | number, n: number) => String(s).padStart(n);

export const MIX_HEADER = `${'mix'.padEnd(16)} ${pad('req/s', 7)} ${pad('p50', 7)} ${pad('p97.5', 7)} ${pad('p99', 7)} ${pad('RSS MB', 7)} ${pad('hit %', 6)}  errors`;

export function mixRow(name: string, f: MixFigures): string {
  const problems = [f.errors ? `${f.errors} errors` : '', f.non2xx ? `${f.non2xx} non-2xx` : '', f.bad ? `${f.bad} code≠200` : '']
    .filter(Boolean)
    .join(', ');
  const ms = (v: number) => (Number.isFinite(v) ? v.toFixed(1) : '-');
  return (
    `${name.padEnd(16)} ${pad(Math.round(f.rps), 7)} ${pad(ms(f.p50), 7)} ${pad(ms(f.p97_5), 7)} ${pad(ms(f.p99), 7)} ` +
    `${pad(f.rssPeak ? Math.round(f.rssPeak / 2 ** 20) : '-', 7)} ${pad(f.hitRatio === null ? '-' : (f.hitRatio * 100).toFixed(1), 6)}  ${problems || 'none'}` +
    (f.cpu ? `; ${cpuText(f.cpu)}` : '')
  );
}
