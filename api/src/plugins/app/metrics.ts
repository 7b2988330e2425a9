import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { timingSafeEqual, createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Config } from '../../config';
import type { Db } from '../../infra/db';
import { answerNoSuchPath } from './errors';

/**
 * GET /metrics in Prometheus's text format (prom-client): what docs/operations.md "Monitoring" alerts on.
 *
 * - `mall_http_requests_total` and `mall_http_request_duration_seconds` per method, route (the route's pattern, never
 *   the raw URL: `/api/front/product/detail/:id`), HTTP status and the envelope's `code` (the API answers errors
 *   with HTTP 200 and the code in the body, as the contract's backend does);
 * - `mall_db_queries_in_flight`, `mall_db_transactions_in_flight`, `mall_db_pool_max`,
 *   `mall_db_query_duration_seconds` and `mall_db_errors_total`: the PostgreSQL pool's load (a transaction holds a
 *   connection until it ends; queries beyond `mall_db_pool_max` wait for one);
 * - `mall_cache_requests_total{section,result=hit|shared|miss}` and `mall_cache_entries{section}`: the public
 *   catalogue cache (services/cache/public-cache.ts);
 * - Node's own (prom-client's defaults): `nodejs_eventloop_lag_seconds` and its p50/p90/p99, heap, GC, handles.
 *
 * Never on the public port as is: METRICS_PORT serves it on a port of its own (compose: 9464, not published), or
 * METRICS_TOKEN opens GET /metrics on the API's port to `Authorization: Bearer <token>`; neither = no metrics.
 */
export interface Metrics {
  registry: Registry;
  /** The same database, its work counted (queries and transactions in flight, durations, errors). */
  instrumentDb(db: Db): Db;
}

export function createMetrics(config: Pick<Config, 'dbPoolSize' | 'databaseUrl'>): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  const queriesInFlight = new Gauge({
    name: 'mall_db_queries_in_flight',
    help: 'Statements running outside a transaction',
    registers: [registry],
  });
  const transactionsInFlight = new Gauge({
    name: 'mall_db_transactions_in_flight',
    help: 'Open transactions (each holds a pooled connection)',
    registers: [registry],
  });
  const poolMax = new Gauge({
    name: 'mall_db_pool_max',
    help: 'Connections of the PostgreSQL pool (DB_POOL_SIZE; 1 on PGlite)',
    registers: [registry],
  });
  poolMax.set(config.databaseUrl ? config.dbPoolSize : 1);
  const duration = new Histogram({
    name: 'mall_db_query_duration_seconds',
    help: 'Time of a statement or a whole transaction',
    labelNames: ['kind'],
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const errors = new Counter({
    name: 'mall_db_errors_total',
    help: 'Statements or transactions that failed',
    labelNames: ['kind'],
    registers: [registry],
  });

  async function timed<T>(kind: 'query' | 'transaction', gauge: Gauge, work: () => Promise<T>): Promise<T> {
    gauge.inc();
    const end = duration.startTimer({ kind });
    try {
      return await work();
    } catch (err) {
      errors.inc({ kind });
      throw err;
    } finally {
      end();
      gauge.dec();
    }
  }

  return {
    registry,
    instrumentDb: (db) => ({
      kind: db.kind,
      close: () => db.close(),
      exec: (sql) => timed('query', queriesInFlight, () => db.exec(sql)),
      query: (sql, params, opts) => timed('query', queriesInFlight, () => db.query(sql, params, opts)),
      // Statements inside a transaction run on its connection: counted once, as the transaction.
      transaction: (fn) => timed('transaction', transactionsInFlight, () => db.transaction(fn)),
    }),
  };
}

const ROUTE_UNMATCHED = '(unmatched)';

declare module 'fastify' {
  interface FastifyRequest {
    /** The envelope's code of the answer, read from the serialized body (for the request metrics). */
    answerCode?: string;
  }
  interface FastifyInstance {
    /** Where METRICS_PORT's server listens (null without METRICS_PORT). */
    metricsAddress: AddressInfo | null;
  }
}

export default fp(
  async (app) => {
    const metrics = createMetrics(app.config);
    app.decorate('metrics', metrics);
    const { registry } = metrics;
    const labelNames = ['method', 'route', 'status', 'code'] as const;
    const requests = new Counter({ name: 'mall_http_requests_total', help: 'Requests answered', labelNames, registers: [registry] });
    const latency = new Histogram({
      name: 'mall_http_request_duration_seconds',
      help: 'Time from the request to the end of the answer',
      labelNames,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    const cacheRequests = new Counter({
      name: 'mall_cache_requests_total',
      help: 'Public catalogue cache lookups: hit (served from memory), shared (joined a load in flight), miss (loaded)',
      labelNames: ['section', 'result'],
      registers: [registry],
      collect() {
        this.reset();
        for (const section of app.publicCache.stats()) {
          const counts = { hit: section.hits, shared: section.joined, miss: section.misses };
          for (const [result, n] of Object.entries(counts)) if (n > 0) this.inc({ section: section.name, result }, n);
        }
      },
    });
    const cacheEntries = new Gauge({
      name: 'mall_cache_entries',
      help: 'Answers held by each section of the public catalogue cache',
      labelNames: ['section'],
      registers: [registry],
      collect() {
        for (const section of app.publicCache.stats()) this.set({ section: section.name }, section.entries);
      },
    });
    void cacheRequests;
    void cacheEntries;

    app.addHook('onSend', async (req, _reply, payload) => {
      if (typeof payload === 'string') req.answerCode = /^\{"code":(\d{3})[,}]/.exec(payload)?.[1];
      return payload;
    });
    app.addHook('onResponse', async (req, reply) => {
      const labels = {
        method: req.method,
        route: req.routeOptions.url ?? ROUTE_UNMATCHED,
        status: String(reply.statusCode),
        code: req.answerCode ?? '',
      };
      requests.inc(labels);
      latency.observe(labels, reply.elapsedTime / 1000);
    });

    const answer = async () => ({ body: await registry.metrics(), type: registry.contentType });
    const config = app.config;
    app.decorate('metricsAddress', null);
    if (config.metricsPort !== null) {
      // A server of its own, on a port the compose file does not publish: Prometheus scrapes it inside the network.
      const server: Server = createServer((req, res) => {
        if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
          res.writeHead(404).end();
          return;
        }
        answer().then(
          ({ body, type }) => res.writeHead(200, { 'content-type': type }).end(body),
          (err: Error) => {
            app.log.error(err, 'metrics');
            res.writeHead(500).end();
          },
        );
      });
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(config.metricsPort!, config.host, () => resolve());
      });
      app.metricsAddress = server.address() as AddressInfo;
      app.addHook('onClose', (_app, done) => {
        server.close(() => done());
      });
    } else if (config.metricsToken) {
      const expected = createHash('sha256').update(`Bearer ${config.metricsToken}`).digest();
      app.get('/metrics', { schema: { hide: true } }, async (req, reply) => {
        const given = createHash('sha256')
          .update(req.headers.authorization ?? '')
          .digest();
        // A wrong token learns nothing: the answer of an unknown path.
        if (!timingSafeEqual(given, expected)) return answerNoSuchPath(req, reply);
        const { body, type } = await answer();
        return reply.type(type).send(body);
      });
    }
    app.addHook('onClose', async () => registry.clear());
  },
  { name: 'metrics', dependencies: ['cache'] },
);
