/**
 * CPU time spent by the processes of a run, read from /proc (Linux; elsewhere nothing is printed): the API process,
 * the PostgreSQL server (its postmaster, its live backends and the ones it has reaped) and this load generator. On a
 * shared machine the time per request is the steadier cost figure: waiting for a core does not count in it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';

/** Linux reports CPU time in USER_HZ ticks, 100 a second on every architecture Node runs on. */
const TICK_MS = 10;

/** The fields of /proc/PID/stat after the command name: [0] state, [1] ppid, [11] utime, [12] stime, [13] cutime, [14] cstime. */
function statOf(pid: number): string[] | null {
  try {
    const s = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return s.slice(s.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** Milliseconds of CPU of `pid` (and, with `children`, of its children: live ones and the reaped ones it accounted). */
export function cpuMs(pid: number, children: boolean): number | null {
  const own = statOf(pid);
  if (!own) return null;
  const ticks = (f: string[], from: number, to: number) => f.slice(from, to + 1).reduce((sum, v) => sum + Number(v), 0);
  let total = ticks(own, 11, children ? 14 : 12);
  if (children) {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const f = statOf(Number(entry));
      if (f && Number(f[1]) === pid) total += ticks(f, 11, 12);
    }
  }
  return total * TICK_MS;
}

export interface CpuWatch {
  /** The API process (one process runs only). */
  api?: number;
  /** The PostgreSQL postmaster. */
  postmaster?: number;
}

/** CPU milliseconds per answer of each process (null: not watched). */
export interface CpuPerAnswer {
  api: number | null;
  postgres: number | null;
  loadGenerator: number;
}

/** Starts counting; `perRequest(n)` then says the CPU milliseconds per request of each process since the start. */
export function cpuMeter(watch: CpuWatch): { perRequest(n: number): CpuPerAnswer } {
  const read = () => ({
    api: watch.api ? cpuMs(watch.api, false) : null,
    pg: watch.postmaster ? cpuMs(watch.postmaster, true) : null,
    self: process.cpuUsage(),
  });
  const start = read();
  return {
    perRequest(n) {
      const end = read();
      const per = (a: number | null, b: number | null) => (a !== null && b !== null ? (b - a) / n : null);
      const self = (end.self.user + end.self.system - start.self.user - start.self.system) / 1000;
      return { api: per(start.api, end.api), postgres: per(start.pg, end.pg), loadGenerator: self / n };
    },
  };
}

/** As the benches print it: "API 0.55, PostgreSQL 0.35, load generator 0.16 ms CPU each". */
export function cpuText(c: CpuPerAnswer): string {
  return (
    [
      c.api !== null && `API ${c.api.toFixed(2)}`,
      c.postgres !== null && `PostgreSQL ${c.postgres.toFixed(2)}`,
      `load generator ${c.loadGenerator.toFixed(2)}`,
    ]
      .filter(Boolean)
      .join(', ') + ' ms CPU each'
  );
}

/** The parent of a process (a PostgreSQL backend's is the postmaster), when /proc shows it. */
export function parentPid(pid: number): number | undefined {
  const f = statOf(pid);
  return f ? Number(f[1]) : undefined;
}

/** The PostgreSQL server's postmaster: the parent of a backend (read while the backend lives). */
export async function postmasterOf(databaseUrl: string): Promise<number | undefined> {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  const { rows } = await c.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
  const postmaster = parentPid(rows[0].pid);
  await c.end();
  return postmaster;
}
