import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../lib/errors';
import { translate } from '../../i18n/messages';

/** The largest whole number a JavaScript number holds exactly (2^53 − 1); every id column is a bigint above it. */
const LARGEST = Number.MAX_SAFE_INTEGER;

/** The path of the first number that is not finite or lies beyond ±LARGEST, or null. */
export function firstOutOfRange(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'number') return Number.isFinite(value) && Math.abs(value) <= LARGEST ? null : path;
  if (depth > 32 || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  for (const [key, v] of entries) {
    const found = firstOutOfRange(v, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * One numeric rule for every route, after schema validation. Ajv's coercion turns the strings "Infinity", "1e309"
 * and "-1e309" into ±Infinity, and a coerced value skips the number keywords (`maximum: 50` let Infinity through);
 * ids without a maximum took 1e20, beyond bigint, and failed in the database. So every number in the path, query
 * and JSON body must be finite and within ±(2^53 − 1); anything else is a 400 naming the field, in the caller's
 * language, before a handler sees it. Business bounds (page sizes, quantities) stay in each schema.
 */
export default fp(async function finiteNumbers(app: FastifyInstance) {
  app.addHook('preHandler', async (req) => {
    for (const [part, value] of [['params', req.params], ['query', req.query], ['body', req.body]] as const) {
      const field = firstOutOfRange(value, '');
      if (field !== null) {
        throw badRequest('error.field', { field: field || part, reason: translate(req.locale, 'error.numberRange') });
      }
    }
  });
}, { name: 'finite-numbers', dependencies: ['errors'] });
