import fp from 'fastify-plugin';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import { migrationFiles, pendingMigrationCount } from '../../infra/migrate';
import { translate } from '../../i18n/messages';
import { Code } from '../../lib/errors';
import { answerUnavailable, RETRY_AFTER_SECONDS } from './errors';

/** The longest a readiness check waits for the database or Redis: a probe must answer before the balancer gives up. */
const CHECK_TIMEOUT_MS = 1500;

/**
 * What the readiness probe found for each part: `ok`, `off` (not configured) or what is wrong. Redis is reported but
 * does not make the process unready: without it the API still serves everything (limits count per process, caches
 * are bypassed: docs/faults.md), and as every process shares one Redis, taking them all out of the balancer would
 * close the shop that a Redis outage only degrades.
 */
type Checks = Record<'process' | 'database' | 'migrations' | 'redis', string>;

function withTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what}: no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** How often the event-loop delay is read (ms): the delay is the mean over that window. */
const SAMPLE_INTERVAL_MS = 1000;

/**
 * Health for balancers and orchestrators (docs/faults.md):
 * - `GET /health/live`: the process runs and its event loop turns (restart it when this fails);
 * - `GET /health/ready`: it can serve: the database answers with every migration of this build applied and the
 *   process is not shutting down (send it traffic only while this answers 200; it answers 503 with the envelope and
 *   what failed in `data` otherwise); `data.redis` tells whether Redis answers (when configured). haproxy (scripts/api-cluster.mjs, deploy/haproxy.cfg)
 *   checks it every second;
 * - `GET /health`: the original probe (the database's kind), kept for what already calls it.
 * Under overload (the event loop lagging over `maxEventLoopDelay`, @fastify/under-pressure) every route, these
 * included, answers the translated 503 at once instead of queueing requests until clients time out.
 */
export default fp(
  async function health(app: FastifyInstance) {
    const versions = migrationFiles().map((m) => m.version);
    let draining = false;
    app.decorate('drain', () => {
      draining = true;
    });

    // The delay is measured over one-second windows (under-pressure's sampleInterval). The windows before the process
    // listens measure its start (migrating, seeding, loading) rather than load: a window with no sample at all reads
    // as Infinity, and a process fresh from a rolling restart answered 503 to everything for its first second. It
    // sheds from the second full window after it starts listening.
    let measuringFrom = Number.POSITIVE_INFINITY;
    app.addHook('onListen', async () => {
      measuringFrom = Date.now() + 2 * SAMPLE_INTERVAL_MS;
    });
    await app.register(underPressure, {
      maxEventLoopDelay: app.config.shedEventLoopDelayMs,
      sampleInterval: SAMPLE_INTERVAL_MS,
      retryAfter: RETRY_AFTER_SECONDS,
      pressureHandler: (req, reply, type, value) => {
        if (Date.now() < measuringFrom) return undefined; // starting: served as usual
        req.log.warn(`shedding load: ${type} ${value}`);
        answerUnavailable(req, reply);
      },
    });

    app.get('/health', { schema: { hide: true } }, async () => ({ code: 200, message: 'ok', data: { db: app.db.kind } }));
    app.get('/health/live', { schema: { hide: true } }, async (req) => ({
      code: Code.OK,
      message: translate(req.locale, 'ok'),
      data: { status: 'live' },
    }));
    app.get('/health/ready', { schema: { hide: true } }, async (req, reply) => {
      const checks: Checks = { process: draining ? 'shutting down' : 'ok', database: 'ok', migrations: 'ok', redis: 'off' };
      if (draining) {
        // Said at once, without asking anything: the balancer must take the process out before it stops listening.
        reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS));
        return {
          code: Code.UNAVAILABLE,
          message: translate(req.locale, 'error.unavailable'),
          data: { ...checks, database: 'unknown', migrations: 'unknown' },
        };
      }
      try {
        const pending = await withTimeout(pendingMigrationCount(app.db, versions), 'database');
        if (pending > 0) checks.migrations = `${pending} not applied`;
      } catch (err) {
        checks.database = err instanceof Error ? err.message : String(err);
        checks.migrations = 'unknown';
      }
      const redis = app.redis;
      if (redis) {
        checks.redis =
          redis.status !== 'ready'
            ? `unavailable (${redis.status}): limits per process, caches bypassed`
            : await withTimeout(redis.ping(), 'redis').then(
                () => 'ok',
                (err: Error) => `unavailable (${err.message}): limits per process, caches bypassed`,
              );
      }
      const ready = checks.process === 'ok' && checks.database === 'ok' && checks.migrations === 'ok';
      if (!ready) reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS));
      return {
        code: ready ? Code.OK : Code.UNAVAILABLE,
        message: translate(req.locale, ready ? 'ok' : 'error.unavailable'),
        data: checks,
      };
    });
  },
  { name: 'health', dependencies: ['db', 'errors'] },
);
