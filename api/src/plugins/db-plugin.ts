import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../infra/db';

/** Makes the already opened database available as `app.db`; the process that opened it closes it. */
export default fp(
  async function dbPlugin(app: FastifyInstance, opts: { db: Db }) {
    app.decorate('db', opts.db);
  },
  { name: 'db' },
);
