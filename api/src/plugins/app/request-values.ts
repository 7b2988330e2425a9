import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, type AppError } from '../../lib/errors';
import { translate } from '../../i18n/messages';

/** The largest whole number a JavaScript number holds exactly (2^53 − 1); every id column is a bigint above it. */
const LARGEST = Number.MAX_SAFE_INTEGER;

/**
 * The first value of the path, query or JSON body that the database must never see, as the refusal to answer:
 * - a string holding a NUL character (PostgreSQL refuses it in text: "invalid byte sequence for encoding UTF8: 0x00");
 *   a NUL anywhere wins over a number, whatever part it is in;
 * - a number that is not finite or lies beyond ±(2^53 − 1). Ajv's coercion turns the strings "Infinity", "1e309" and
 *   "-1e309" into ±Infinity, and a coerced value skips the number keywords (`maximum: 50` let Infinity through); ids
 *   without a maximum took 1e20, beyond bigint, and failed in the database. Business bounds (page sizes,
 *   quantities) stay in each schema.
 * One walk over the three parts, with a queue rather than recursion: a body nested ten thousand levels deep must not
 * overflow the stack.
 */
function refusedValue(req: Pick<FastifyRequest, 'params' | 'query' | 'body' | 'locale'>): AppError | null {
  let badNumber: string | null = null;
  for (const [part, root] of [
    ['params', req.params],
    ['query', req.query],
    ['body', req.body],
  ] as const) {
    const queue: Array<[unknown, string]> = [[root, '']];
    for (let i = 0; i < queue.length; i++) {
      const [value, path] = queue[i];
      if (typeof value === 'string') {
        if (value.includes('\u0000')) return badRequest('error.character', { field: path || part });
      } else if (typeof value === 'number') {
        if (badNumber === null && !(Number.isFinite(value) && Math.abs(value) <= LARGEST)) badNumber = path || part;
      } else if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
        for (const [k, v] of Object.entries(value)) queue.push([v, path ? `${path}.${k}` : k]);
      }
    }
  }
  return badNumber === null ? null : badRequest('error.field', { field: badNumber, reason: translate(req.locale, 'error.numberRange') });
}

/** One rule for every route, after schema validation and before a handler sees the request (see refusedValue). */
export default fp(
  async function requestValues(app: FastifyInstance) {
    app.addHook('preHandler', async (req) => {
      const refusal = refusedValue(req);
      if (refusal) throw refusal;
    });
  },
  { name: 'request-values', dependencies: ['errors'] },
);
