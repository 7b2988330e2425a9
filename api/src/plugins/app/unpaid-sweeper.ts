import fp from 'fastify-plugin';
import type { Db } from '../../infra/db';
import { schedulePeriodicJob } from '../../services/jobs/periodic-job';
import type { OrderCancelService } from '../../services/order/order-center/cancel-service';

export const SWEEPER_JOB = 'unpaid-order-sweeper';

export interface UnpaidSweeperOptions {
  /** Default: the app's database. */
  db?: Db;
  /** Default: the app's order cancellations (app.orders.cancels). */
  orders?: Pick<OrderCancelService, 'sweep'>;
  /** Default: ORDER_SWEEP_SECONDS (60). */
  everyMs?: number;
}

/**
 * The unpaid-order sweeper: starts when the app is ready and stops when it closes (schedulePeriodicJob's onReady and
 * onClose hooks), cancelling every unpaid order past ORDER_UNPAID_MINUTES once per period across all API processes,
 * whichever claims the period. Each order is cancelled in its own transaction under its row locks, so a process dying
 * mid-sweep loses nothing: what it did not commit, the next period's run cancels. Reads of an order past its time
 * also cancel it on their own.
 */
export default fp<UnpaidSweeperOptions>(
  async (app, opts) => {
    schedulePeriodicJob(app, opts.db ?? app.db, {
      name: SWEEPER_JOB,
      everyMs: opts.everyMs ?? app.config.sweepEverySeconds * 1000,
      async run() {
        // Read at each run (the app is ready by then), so this plugin may be registered before the services.
        const n = await (opts.orders ?? app.orders.cancels).sweep();
        if (n > 0) app.log.info(`unpaid-order sweeper: ${n} order(s) cancelled`);
        return `${n} cancelled`;
      },
    });
  },
  { name: 'unpaid-sweeper' },
);
