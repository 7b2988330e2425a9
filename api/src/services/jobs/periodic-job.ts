import type { FastifyInstance } from 'fastify';
import { hostname } from 'node:os';
import type { Db } from '../../infra/db';

export interface PeriodicJob {
  /** Unique across the API, e.g. "unpaid-order-sweeper". */
  name: string;
  /** Once per this many milliseconds across every process that schedules the job. */
  everyMs: number;
  /** The work; answers a short outcome for the log table (e.g. "3 cancelled"). Each unit of work commits on its own. */
  run(): Promise<string>;
}

/** Who claimed a run: the machine and process, so the log tells which replica did the work. */
const processOwner = `${hostname()}:${process.pid}`;

/** How long run log rows are kept. */
const KEEP_RUNS = '1 day';

/**
 * Claims the current period of `job` for this process: answers the period's slot to the one process whose INSERT
 * wins it, null to every other (and to this one again within the same slot). The slot is computed by the database's
 * clock, so processes on machines with skewed clocks still agree.
 */
async function claimPeriod(db: Db, job: Pick<PeriodicJob, 'name' | 'everyMs'>, owner = processOwner): Promise<number | null> {
  const r = await db.query<{ slot: number }>(
    `INSERT INTO periodic_job_run (name, slot, every_ms, owner)
     VALUES ($1, floor(extract(epoch FROM clock_timestamp()) * 1000 / $2)::bigint, $2, $3)
     ON CONFLICT (name, slot) DO NOTHING RETURNING slot`,
    [job.name, job.everyMs, owner],
  );
  return r.rows[0]?.slot ?? null;
}

/**
 * Schedules `job` from app ready to app close: every process ticks four times per period and the first tick of a
 * period that claims it runs the job (a PostgreSQL primary key, so this works the same on PGlite and on a server
 * shared by many processes). One run at a time per process; a failed run is logged and the next period tries
 * again. The timer is unref'd so it never keeps the process alive.
 */
export function schedulePeriodicJob(app: FastifyInstance, db: Db, job: PeriodicJob): void {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  const finish = (slot: number, outcome: string) =>
    db.query('UPDATE periodic_job_run SET finished_at = clock_timestamp(), outcome = $3 WHERE name = $1 AND slot = $2', [
      job.name,
      slot,
      outcome,
    ]);
  const tick = () => {
    if (running) return;
    running = (async () => {
      const slot = await claimPeriod(db, job);
      if (slot === null) return;
      let outcome: string;
      try {
        outcome = await job.run();
      } catch (err) {
        app.log.error({ err }, `${job.name} failed`);
        outcome = `failed: ${err instanceof Error ? err.message : String(err)}`.slice(0, 500);
      }
      await finish(slot, outcome);
      await db.query(`DELETE FROM periodic_job_run WHERE name = $1 AND started_at < now() - interval '${KEEP_RUNS}'`, [job.name]);
    })()
      .catch((err: unknown) => {
        app.log.error({ err }, `${job.name}: could not claim or record a run`);
      })
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(tick, Math.max(10, Math.floor(job.everyMs / 4)));
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    timer = null;
    if (running) await running;
  });
}
