import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  PGlite,
  parse as pgliteParse,
  protocol as pgliteProtocol,
  types as pgliteTypes,
  type Extension,
  type Transaction as PgliteTransaction,
} from '@electric-sql/pglite';
import pg from 'pg';
import { NamedRead } from './pg-named-read';
import type { ProductChange } from '../services/cache/invalidation';

export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

/**
 * The one database interface of the API: parameterised SQL ($1, $2 …) and transactions.
 * The same SQL runs on PGlite (embedded, the default) and on a PostgreSQL server (DATABASE_URL).
 * BIGINT columns come back as numbers (ids stay well below 2^53); NUMERIC as strings (money is never a float).
 */
export interface QueryOptions {
  /**
   * Prepares the statement under this name once per connection (on PGlite, once in its one session), so later
   * runs skip parsing and planning: for hot statements whose planning costs as much as running them. Outside a
   * transaction a named statement always uses its one generic plan (`plan_cache_mode = force_generic_plan`: on a
   * server the pool of prepared reads, whose connections have that setting; on PGlite the setting is switched on for
   * that statement's run only): name only a statement whose best plan is the same for every value (a read by key, or
   * a range of an index in its order) — never one whose plan should follow its values (a price range; a keyword
   * search only in the shape whose generic plan was measured as good as its custom ones, product-search-sql.ts).
   * Inside a transaction it runs on the transaction's connection, where PostgreSQL chooses between its generic and a
   * custom plan as usual. One name is one SQL text.
   */
  name?: string;
  /**
   * The transaction's last statement: on a PostgreSQL server COMMIT is sent right behind it (pipelined, one round
   * trip for both) and the call resolves once both are done; if the statement fails, that COMMIT only ends the failed
   * transaction, which is rolled back. No statement may follow it in the transaction. PGlite ignores it (the
   * transaction commits when its function returns, as always). Outside a transaction it means nothing.
   */
  last?: boolean;
  /**
   * What the statement changed of products' stock or sales, from the rows it returned, said by the service that
   * wrote (it knows which products it touched): then its whole effect on the public cache, instead of emptying the
   * areas of the tables its SQL names (services/cache/write-watch.ts). Only for a statement that writes nothing else
   * a cached answer is built from.
   */
  cacheChange?: (rows: Array<Record<string, unknown>>) => ProductChange;
}

export interface Db {
  readonly kind: 'pglite' | 'postgres';
  query<T = Record<string, unknown>>(sql: string, params?: unknown[], opts?: QueryOptions): Promise<QueryResult<T>>;
  /** Runs several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs `fn` in one transaction; it commits when `fn` resolves and rolls back when it throws. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const INT8 = 20;
const NUMERIC = 1700;

type PgliteTx = PGlite | PgliteTransaction;

function pgliteDb(conn: PgliteTx, root: PGlite, named: PgliteStatements): Db {
  const inTransaction = conn !== root;
  return {
    kind: 'pglite',
    async query<T>(sql: string, params: unknown[] = [], opts: QueryOptions = {}) {
      const r = opts.name ? await named.run<T>(opts.name, sql, params, inTransaction) : await conn.query<T>(sql, params);
      return { rows: r.rows, rowCount: r.affectedRows ?? r.rows.length };
    },
    async exec(sql: string) {
      await conn.exec(sql);
    },
    transaction<T>(fn: (tx: Db) => Promise<T>) {
      // PGlite runs one transaction at a time; nested calls reuse the open one.
      if (inTransaction) return fn(pgliteDb(conn, root, named));
      return root.transaction((tx) => fn(pgliteDb(tx, root, named)));
    },
    close: () => root.close(),
  };
}

const { serialize } = pgliteProtocol;
type Message = Uint8Array;
const joined = (parts: Message[]): Message => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};
const GENERIC_ON = serialize.query('SET plan_cache_mode = force_generic_plan');
const GENERIC_OFF = serialize.query('SET plan_cache_mode = auto');
/** Statements kept prepared on PGlite at most (the listings name one per distinct SQL text: filters and sorts). */
const MAX_PREPARED = 500;

/**
 * PGlite's `query` parses, plans and runs every statement anew (an unnamed Parse, Describe, Bind, Describe, Execute
 * and Sync, each its own call into PostgreSQL). A named statement (QueryOptions.name) is instead prepared once in the
 * session, through the same wire protocol with PGlite's own serializer: a named Parse and a Describe of its parameter
 * types at its first run, then Bind/Describe/Execute/Sync by name in ONE call, the parameters written and the rows
 * read by PGlite's own serializers and parsers (INT8 as a number, NUMERIC as a string, as `openPglite` sets them), so
 * rows, types and errors are those of `query`. Outside a transaction the run is wrapped in
 * `SET plan_cache_mode = force_generic_plan` … `auto` in the same call, so the statement keeps its one generic plan
 * as on a server's prepared pool while unnamed statements of the one session keep PostgreSQL's own choice; a failing
 * statement still turns the setting back (the second SET follows the Sync). Inside a transaction no setting is
 * touched (PostgreSQL chooses, as on a server's transaction connection).
 *
 * A prepared statement outlives a rolled-back transaction (protocol-level statements are not transactional) and
 * PostgreSQL re-plans it itself after a schema change; when it cannot (a re-created table whose rows changed shape:
 * "cached plan must not change result type"), or the statement is gone ("prepared statement does not exist"), it is
 * closed and prepared again — and the run retried outside a transaction; inside one the error aborted the
 * transaction, so it is thrown, and the next run prepares afresh.
 */
class PgliteStatements {
  private readonly prepared = new Map<string, { sql: string; types: number[] }>();
  constructor(private readonly db: PGlite) {}

  run<T>(name: string, sql: string, params: unknown[], inTransaction: boolean) {
    // Inside a transaction its callback holds PGlite's transaction lock; only the statement lock is taken.
    const exclusive = () => this.db.runExclusive(() => this.runLocked<T>(name, sql, params, inTransaction));
    return inTransaction ? exclusive() : this.db._runExclusiveTransaction(exclusive);
  }

  private async runLocked<T>(name: string, sql: string, params: unknown[], inTransaction: boolean) {
    try {
      try {
        return await this.execute<T>(await this.statement(name, sql), name, params, inTransaction);
      } catch (err) {
        if (!isStale(err)) throw err;
        await this.forget(name);
        if (inTransaction) throw err;
        return await this.execute<T>(await this.statement(name, sql), name, params, inTransaction);
      }
    } catch (err) {
      // As PGlite's `query` marks its errors (PGliteError): the statement and its parameters.
      if (err instanceof Error && 'code' in err) Object.assign(err, { query: sql, params, queryOptions: undefined });
      throw err;
    } finally {
      if (!inTransaction) await this.db.syncToFs();
    }
  }

  private async statement(name: string, sql: string) {
    const known = this.prepared.get(name);
    if (known?.sql === sql) return known;
    if (known) await this.forget(name);
    // A bounded number kept (each holds its plan in PGlite's memory): the one prepared longest ago goes first.
    if (this.prepared.size >= MAX_PREPARED) await this.forget(this.prepared.keys().next().value!);
    const described = await this.db.execProtocolStream(
      joined([serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      { syncToFs: false },
    );
    const statement = { sql, types: pgliteParse.parseDescribeStatementResults(described) };
    this.prepared.set(name, statement);
    return statement;
  }

  private async execute<T>(statement: { types: number[] }, name: string, params: unknown[], inTransaction: boolean) {
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const write = this.db.serializers[statement.types[i]];
      return write ? write(param) : String(param);
    });
    const run = [serialize.bind({ statement: name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()];
    const messages = await this.db.execProtocolStream(joined(inTransaction ? run : [GENERIC_ON, ...run, GENERIC_OFF]), {
      syncToFs: false,
    });
    // One result per command: the statement's is the only one inside a transaction, between the two SETs outside.
    const results = pgliteParse.parseResults(messages, this.db.parsers);
    return results[inTransaction ? 0 : 1] as (typeof results)[number] & { rows: T[] };
  }

  /** Closes the statement (nothing if PostgreSQL has none by that name) and forgets it. */
  private async forget(name: string) {
    this.prepared.delete(name);
    await this.db.execProtocolStream(joined([serialize.close({ type: 'S', name }), serialize.sync()]), {
      syncToFs: false,
      throwOnError: false,
    });
  }
}

/** A prepared statement PostgreSQL can no longer run as prepared: it is prepared again. */
function isStale(err: unknown) {
  const { code, message } = (err ?? {}) as { code?: unknown; message?: unknown };
  return code === '26000' || (code === '0A000' && typeof message === 'string' && /cached plan must not change result type/.test(message));
}

// The contrib entry ships CommonJS code but only ESM type declarations, so it is required with its type named here.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { pg_trgm } = require('@electric-sql/pglite/contrib/pg_trgm') as { pg_trgm: Extension };
// levenshtein() for the search's spelling corrections (migration 027).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { fuzzystrmatch } = require('@electric-sql/pglite/contrib/fuzzystrmatch') as { fuzzystrmatch: Extension };

/** pg_trgm's similarity threshold for `%` on the API's connections (see openPostgres). */
const TRIGRAM_THRESHOLD = 0.2;

export async function openPglite(dataDir: string | null): Promise<Db> {
  let dir: string | undefined;
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    dir = join(dataDir, 'pglite');
  }
  const db = await PGlite.create(dir, {
    extensions: { pg_trgm, fuzzystrmatch },
    parsers: { [INT8]: (v: string) => Number(v), [NUMERIC]: (v: string) => v },
    serializers: { [pgliteTypes.INT8]: (v: unknown) => String(v) },
  });
  // The one session's setting, as the server's connections get it (openPostgres).
  await db.exec(`SET pg_trgm.similarity_threshold = ${TRIGRAM_THRESHOLD}; SET synchronize_seqscans = off`);
  return pgliteDb(db, db, new PgliteStatements(db));
}

/**
 * Sends a statement on a pool (which lends it a connection) or a connection: a named one as a NamedRead (its row
 * description asked for once per connection, pg-named-read.ts), any other as node-postgres' own query.
 */
function send(on: pg.Pool | pg.PoolClient, sql: string, params: unknown[], opts: QueryOptions): Promise<pg.QueryResult> {
  if (!opts.name) return on.query({ text: sql, values: params });
  const read = new NamedRead(opts.name, sql, params);
  return new Promise((resolve, reject) => {
    (on as unknown as { query(q: NamedRead, cb: (err: Error | undefined, r: pg.QueryResult) => void): void }).query(read, (err, r) =>
      err ? reject(err) : resolve(r),
    );
  });
}

function postgresDb(pool: pg.Pool, prepared: pg.Pool): Db {
  return {
    kind: 'postgres',
    async query<T>(sql: string, params: unknown[] = [], opts: QueryOptions = {}) {
      const r = await send(opts.name ? prepared : pool, sql, params, opts);
      return { rows: r.rows as T[], rowCount: r.rowCount ?? 0 };
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>) {
      const c = await pool.connect();
      // A checked-out connection that drops (the server restarted, pg_terminate_backend) emits 'error' on the client;
      // unhandled, that would end the process. The statement waiting on it fails with the error too, which is what
      // the caller sees; the broken connection is then removed from the pool (release(err)).
      let broken: Error | undefined;
      const onError = (err: Error) => {
        broken = err;
      };
      c.on('error', onError);
      // The pool's connections pipeline (openPostgres): BEGIN is not waited for on its own, it travels with the
      // transaction's first statement (one round trip instead of two). Every statement still waits for it, so a
      // failed BEGIN fails the transaction. The socket stays corked until `fn` first waits, so BEGIN and a first
      // statement sent before that leave in ONE write (one wake-up of the server process, not two).
      const socket = socketOf(c);
      socket?.cork?.();
      const begun = c.query('BEGIN');
      begun.catch(() => undefined);
      const tx = transactionDb(c, begun);
      let running: Promise<T>;
      try {
        running = fn(tx);
      } catch (err) {
        running = Promise.reject(err);
      } finally {
        socket?.uncork?.();
      }
      try {
        const result = await running;
        await begun;
        if (!tx.committing) await c.query('COMMIT');
        else await tx.committing;
        return result;
      } catch (err) {
        // A COMMIT already sent behind the last statement ended the transaction (rolled back, if that failed).
        if (!tx.committing && !broken) await c.query('ROLLBACK').catch(() => undefined);
        if (isConnectionError(err)) broken ??= err as Error;
        throw err;
      } finally {
        c.removeListener('error', onError);
        c.release(broken);
      }
    },
    close: async () => {
      await Promise.all([pool.end(), prepared.end()]);
    },
  };
}

/**
 * Runs `send` with the connection's socket corked: what node-postgres writes meanwhile (on a pipelining connection
 * a query's messages are written as it is sent, synchronously) is buffered and goes out in one write when `send`
 * returns (node-postgres corks each statement's own messages the same way; corks nest).
 */
function corked<T>(c: pg.PoolClient, send: () => T): T {
  const socket = socketOf(c);
  socket?.cork?.();
  try {
    return send();
  } finally {
    socket?.uncork?.();
  }
}

/** The client's socket (node-postgres' `connection.stream`, not in its typings; absent, nothing is corked). */
const socketOf = (c: pg.PoolClient) =>
  (c as unknown as { connection?: { stream?: { cork?(): void; uncork?(): void } } }).connection?.stream;

/** One transaction's connection; `committing` is the COMMIT sent behind the statement marked `last`. */
function transactionDb(c: pg.PoolClient, begun: Promise<unknown>): Db & { committing: Promise<unknown> | null } {
  const tx: Db & { committing: Promise<unknown> | null } = {
    kind: 'postgres',
    committing: null,
    async query<T>(sql: string, params: unknown[] = [], opts: QueryOptions = {}) {
      if (tx.committing) throw new Error("a statement after the transaction's last one");
      // The last statement and its COMMIT leave in one write.
      const running = corked(c, () => {
        const sent = send(c, sql, params, opts);
        if (opts.last) {
          tx.committing = c.query('COMMIT');
          tx.committing.catch(() => undefined);
        }
        return sent;
      });
      // Should BEGIN fail (the connection dropped), the statement sent behind it fails too and is never awaited: its
      // rejection is marked handled here, or it would end the process as an unhandled rejection.
      running.catch(() => undefined);
      await begun;
      const r = await running;
      if (tx.committing) await tx.committing;
      return { rows: r.rows as T[], rowCount: r.rowCount ?? 0 };
    },
    async exec(sql: string) {
      if (tx.committing) throw new Error("a statement after the transaction's last one");
      await begun;
      await c.query(sql);
    },
    // Nested transactions run in the one already open.
    transaction: (fn) => fn(tx),
    close: async () => undefined,
  };
  return tx;
}

export async function openPostgres(url: string, poolSize = 10, warn: (line: string) => void = console.warn): Promise<Db> {
  const typeParser = {
    getTypeParser(oid: number, format?: 'text' | 'binary') {
      if (oid === INT8) return (v: string) => Number(v);
      if (oid === NUMERIC) return (v: string) => v;
      return pg.types.getTypeParser(oid, format);
    },
  };
  // `pipeline`: a statement sent while another is still running on the connection goes at once instead of waiting
  // its turn (node-postgres pipelining); only a transaction's BEGIN and its COMMIT ride along that way (above), every
  // other statement is awaited before the next as before.
  // No JIT compilation: the API's statements are short index reads and small writes, whose costs can still be
  // estimated over jit_above_cost (a set-returning function is guessed at 1,000 rows); LLVM then spent ~290 ms
  // compiling a statement that runs in 1 ms (migration 030). PostgreSQL's own advice for OLTP work.
  // pg_trgm's `%` at 0.2 rather than 0.3: the search's spelling correction (product-search-sql.ts) takes its
  // candidates from the vocabulary's trigram neighbours, and a transposition ("wekely" / "weekly") shares too few
  // trigrams to reach 0.3. Only that statement uses `%`; its edit-distance test still decides.
  // No synchronized sequential scans: with them a scan of a table larger than a quarter of shared_buffers (the
  // product table at 100k) starts where the previous scan of it stopped, so a statement that reads "the first N
  // matches" by a sequential scan (a relevance search for a common word takes its first 200 candidates that way)
  // drew different candidates on every run: the same search answered different pages, and page 2 was not the rest
  // of page 1's ranking (docs/benchmarks.md, 29 November).
  const settings = `-c jit=off -c pg_trgm.similarity_threshold=${TRIGRAM_THRESHOLD} -c synchronize_seqscans=off`;
  const open = (max: number, options: string, what: string) => {
    const pool = new pg.Pool({
      connectionString: url,
      max,
      types: typeParser as pg.CustomTypesConfig,
      pipeline: true,
      // While the server is down or restarting, a request waits at most this long for a connection, then answers
      // "temporarily unavailable" (errors.ts) instead of queueing until the client gives up.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      options,
    });
    // An idle connection that drops (a restart, a failover, pg_terminate_backend) is removed from the pool, which
    // opens a new one when needed; without a listener its 'error' event would end the process.
    pool.on('error', (err) => warn(`PostgreSQL: an idle ${what} connection was lost (${err.message}); the pool opens another when needed`));
    return pool;
  };
  // DB_POOL_SIZE connections in all, shared by the two pools below (each at least one).
  const preparedSize = Math.max(1, Math.floor(poolSize / 2));
  const pool = open(Math.max(1, poolSize - preparedSize), settings, 'pooled');
  // Named statements outside transactions (QueryOptions.name: the listings' pages, the product page, reviews, the
  // token lookup) run on connections of their own that always reuse the statement's generic plan. Left to choose
  // (plan_cache_mode = auto), PostgreSQL planned a category page anew on every run: a generic plan costs `LIMIT $n`
  // at a tenth of the matches, so it never looked cheaper than a custom plan, and planning (1.3 ms, the product table
  // has an index per listing order) cost four times the page's own run (0.3 ms).
  const prepared = open(preparedSize, `${settings} -c plan_cache_mode=force_generic_plan`, 'prepared-read');
  await pool.query('SELECT 1');
  return postgresDb(pool, prepared);
}

/** How long a statement waits for a connection to the server before it fails as "database unavailable". */
const CONNECT_TIMEOUT_MS = 3000;

/**
 * SQLSTATE classes and codes meaning "the server is not reachable right now" rather than "this statement is wrong":
 * connection exceptions (08), operator intervention (57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect
 * now: starting up or shutting down).
 */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03']);
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH']);

/**
 * Whether `err` says the database could not be reached (a restart, a dropped or refused connection, no connection
 * free within the timeout): the request may succeed if tried again in a moment. The API answers it with HTTP 503
 * and a translated "temporarily unavailable" (plugins/errors.ts).
 */
export function isConnectionError(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const { code, message } = err as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (UNAVAILABLE_STATES.has(code) || code.startsWith('08') || NETWORK_CODES.has(code))) return true;
  // node-postgres' own errors carry no code: a connection ended under a query, a timeout waiting for one, and a
  // request that reached a process closing its pool (shutting down: the balancer sends the retry elsewhere).
  return (
    typeof message === 'string' &&
    /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Connection terminated due to connection timeout|Cannot use a pool after calling end on the pool)/.test(
      message,
    )
  );
}

export function openDb(opts: {
  databaseUrl: string | null;
  dataDir: string | null;
  poolSize?: number;
  /** Where a lost idle connection is reported (a warning: the pool replaces it). */
  warn?: (line: string) => void;
}): Promise<Db> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl, opts.poolSize, opts.warn) : openPglite(opts.dataDir);
}
