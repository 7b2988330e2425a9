import fp from 'fastify-plugin';
import { createCounters } from '../../services/limits/counter';

/** `app.counters`: the abuse limits that are not a route's own per-IP limit, in the rate-limit store (limits/counter.ts). */
export default fp(
  async (app) => {
    app.decorate('counters', createCounters(app));
  },
  { name: 'counters' },
);
