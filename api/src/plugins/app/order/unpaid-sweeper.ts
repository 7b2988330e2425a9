import type { FastifyInstance } from 'fastify';
import type { Db } from '../../external/db';
import { schedulePeriodicJob } from '../jobs/periodic-job';
import type { OrderCancelService } from './order-cancel-service';

export const SWEEPER_JOB = 'unpaid-order-sweeper';

/**
 * Schedules the unpaid-order sweeper (every ORDER_SWEEP_SECONDS, default 60): once per period across all API
 * processes, whichever claims the period (see schedulePeriodicJob). Each order is cancelled in its own transaction
 * under its row locks, so a process dying mid-sweep loses nothing: what it did not commit, the next period's run
 * cancels. Reads of an order past its time also cancel it on their own.
 */
export function startUnpaidSweeper(
  app: FastifyInstance,
  db: Db,
  orders: OrderCancelService,
  everyMs = app.config.sweepEverySeconds * 1000,
): void {
  schedulePeriodicJob(app, db, {
    name: SWEEPER_JOB,
    everyMs,
    async run() {
      const n = await orders.sweep();
      if (n > 0) app.log.info(`unpaid-order sweeper: ${n} order(s) cancelled`);
      return `${n} cancelled`;
    },
  });
}
