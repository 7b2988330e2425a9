/**
 * The slowest statement a replay of a mix's requests makes the API run, and its `EXPLAIN (ANALYZE, BUFFERS)`, from
 * the bench's private PostgreSQL server: `log_min_duration_statement = 0` is set (ALTER SYSTEM + reload, which
 * reaches the API's open connections) for the replay only — not during the timed load, where logging every
 * statement would cost time — then the server log (scripts/postgres.mjs writes it beside the data directory) is read
 * from where it stood: each "duration: … execute …" entry with its DETAIL parameters. The statement that took
 * longest is explained again with the same parameters, alone on the server.
 */
import { openSync, readSync, closeSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import pg from 'pg';

export interface SlowestStatement {
  ms: number;
  sql: string;
  params: Array<string | null>;
  plan: string[];
}

/** An entry of the log: its backend, level and text (continuation lines joined). */
interface LogEntry {
  pid: number;
  level: string;
  text: string;
}

const ENTRY = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(?:\.\d+)? \S+ \[(\d+)\] (\w+): {2}([\s\S]*)$/;

function parseLog(text: string): LogEntry[] {
  const out: LogEntry[] = [];
  for (const line of text.split('\n')) {
    const m = ENTRY.exec(line);
    if (m) out.push({ pid: Number(m[1]), level: m[2], text: m[3] });
    else if (out.length > 0 && line.length > 0) out[out.length - 1].text += `\n${line}`;
  }
  return out;
}

/** "$1 = '20', $2 = NULL, $3 = 'it''s'" → ['20', null, "it's"]. */
function parseParams(detail: string): Array<string | null> {
  const params: Array<string | null> = [];
  for (const m of detail.matchAll(/\$(\d+) = (NULL|'((?:[^']|'')*)')/g)) {
    params[Number(m[1]) - 1] = m[2] === 'NULL' ? null : m[3].replace(/''/g, "'");
  }
  return params;
}

/** Statements that are not the mix's reads. */
const HOUSEKEEPING = /^\s*(BEGIN|COMMIT|ROLLBACK|SET|SHOW|LISTEN|UNLISTEN|SELECT pg_reload_conf|ALTER SYSTEM|EXPLAIN|SELECT 1\b)/i;

export async function slowestStatement(databaseUrl: string, replay: () => Promise<void>): Promise<SlowestStatement | null> {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    const dataDir = (await c.query<{ data_directory: string }>('SHOW data_directory')).rows[0].data_directory;
    const logPath = join(dirname(dataDir), 'server.log');
    const from = statSync(logPath).size;
    await c.query('ALTER SYSTEM SET log_min_duration_statement = 0');
    await c.query('SELECT pg_reload_conf()');
    // The backends read the new setting when they next wait for a command; a short pause lets them all.
    await new Promise((r) => setTimeout(r, 300));
    try {
      await replay();
    } finally {
      await c.query('ALTER SYSTEM RESET log_min_duration_statement');
      await c.query('SELECT pg_reload_conf()');
    }
    await new Promise((r) => setTimeout(r, 300));
    const size = statSync(logPath).size;
    const buf = Buffer.alloc(size - from);
    const fd = openSync(logPath, 'r');
    readSync(fd, buf, 0, buf.length, from);
    closeSync(fd);
    const entries = parseLog(buf.toString('utf8'));

    let slowest: { ms: number; sql: string; params: Array<string | null> } | null = null;
    for (let i = 0; i < entries.length; i++) {
      const e = entries[i];
      const m = /^duration: ([\d.]+) ms {2}(?:execute [^:]*|statement): ([\s\S]*)$/.exec(e.text);
      if (!m || e.level !== 'LOG' || HOUSEKEEPING.test(m[2])) continue;
      const ms = Number(m[1]);
      if (slowest && ms <= slowest.ms) continue;
      // Its parameters: the DETAIL entry of the same backend that follows it.
      const detail = entries.slice(i + 1).find((d) => d.pid === e.pid);
      const params = detail?.level === 'DETAIL' && detail.text.startsWith('parameters: ') ? parseParams(detail.text.slice(12)) : [];
      slowest = { ms, sql: m[2], params };
    }
    if (!slowest) return null;
    const plan = await c.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${slowest.sql}`, slowest.params);
    return { ...slowest, plan: plan.rows.map((r) => r['QUERY PLAN']) };
  } finally {
    await c.end();
  }
}
