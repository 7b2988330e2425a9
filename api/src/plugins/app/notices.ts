import fp from 'fastify-plugin';
import { logPaymentMode } from '../../services/pay/payment-provider-factory';

/** What an operator must read at start: development mode's openings and the payment mode. */
export default fp(
  async (app) => {
    const { config } = app;
    if (config.devMode) {
      app.log.warn(
        'Development mode (MALL_DEV_MODE): /api/dev/outbox serves every live one-time code, the development operator ' +
          `token and the test card provider are on; listening on ${config.host} only. Never for a shop open to others.`,
      );
    }
    logPaymentMode(config, app.log);
  },
  { name: 'notices' },
);
