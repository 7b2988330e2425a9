import type { FastifyInstance } from 'fastify';
import type { OrderCancelService } from './order-cancel-service';

/** How often the sweeper looks for unpaid orders past ORDER_UNPAID_MINUTES (reads also check on their own). */
export const SWEEP_EVERY_MS = 60_000;

/**
 * Starts the unpaid-order sweeper when the app is ready and stops it when the app closes. The timer is unref'd so it
 * never keeps the process alive; one sweep runs at a time, and a failed sweep is logged and tried again next time.
 */
export function startUnpaidSweeper(app: FastifyInstance, orders: OrderCancelService, everyMs = SWEEP_EVERY_MS): void {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = orders.sweep()
      .then((n) => { if (n > 0) app.log.info(`unpaid-order sweeper: ${n} order(s) cancelled`); })
      .catch((err: unknown) => { app.log.error({ err }, 'unpaid-order sweeper failed'); })
      .finally(() => { running = null; });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(tick, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    timer = null;
    if (running) await running;
  });
}
