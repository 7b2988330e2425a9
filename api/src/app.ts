import Fastify, { LogController, type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Config } from './config';
import type { Db } from './infra/db';
import dbPlugin from './plugins/db-plugin';
import errors, { clientErrorHandler, frameworkErrors } from './plugins/errors';
import requestValues from './plugins/request-values';
import rawStringJson from './plugins/raw-string-json';
import auth from './plugins/auth';
import services from './plugins/services';
import unpaidSweeper from './plugins/unpaid-sweeper';
import { createMailer } from './services/messaging/mailer';
import { translate } from './i18n/messages';
import { logPaymentMode } from './services/pay/payment-provider-factory';
import { registerRoutes } from './routes';
import extensions from './plugins/extensions';
import { createLocalInvalidation, createPgInvalidation, type CacheInvalidation } from './services/cache/invalidation';
import { createPublicCache } from './services/cache/public-cache';
import { watchWrites } from './services/cache/write-watch';
import { createRedisInvalidation } from './services/cache/redis-invalidation';
import { connectRedis } from './infra/redis';
import media from './plugins/media-plugin';
import { createCounters } from './services/limits/counter';
import { UNCOMMON_PASSWORD_FORMAT, uncommonPasswordFormat } from './lib/common-passwords';
import metricsPlugin, { createMetrics } from './plugins/metrics';
import requestIdPlugin, { requestId } from './plugins/request-id';
import clientErrors from './plugins/client-errors';

export interface BuildOptions {
  config: Config;
  db: Db;
  logger?: boolean | object;
  /**
   * How cache invalidations travel between API processes. Default: Redis pub/sub with REDIS_URL, PostgreSQL
   * LISTEN/NOTIFY with DATABASE_URL, in-process otherwise. One passed in is closed by its owner, not by the app.
   */
  invalidation?: CacheInvalidation;
}

/** The API as a plugin tree, without listening: `server.ts` listens, tests call `buildApp` and listen on port 0. */
export async function buildApp({ config, db: rawDb, logger, invalidation: given }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    // Behind a reverse proxy set TRUST_PROXY=true so rate limits key on the client's address, not the proxy's.
    trustProxy: config.trustProxy,
    // One JSON line per request (LOG_REQUESTS, default on outside development mode), each with its id (plugins/request-id.ts).
    logController: new LogController({ disableRequestLogging: !config.logRequests }),
    genReqId: requestId,
    bodyLimit: 1024 * 1024,
    // Refusals made before a route runs (by Fastify or by Node's HTTP parser) answer the envelope too.
    frameworkErrors,
    clientErrorHandler,
    ajv: {
      customOptions: {
        coerceTypes: 'array',
        removeAdditional: false,
        allErrors: false,
        // A new password is not one of the most common (schemas/common.ts NewPassword).
        formats: { [UNCOMMON_PASSWORD_FORMAT]: uncommonPasswordFormat },
      },
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('config', config);
  if (config.devMode) {
    app.log.warn(
      'Development mode (MALL_DEV_MODE): /api/dev/outbox serves every live one-time code, the development operator ' +
        `token and the test card provider are on; listening on ${config.host} only. Never for a shop open to others.`,
    );
  }
  logPaymentMode(config, app.log);
  // With REDIS_URL every limit (per IP, per address or phone, per account) counts in Redis, so N processes allow
  // what one would, and cache invalidations travel by Redis pub/sub; without it, in this process's memory.
  const redis = config.redisUrl ? await connectRedis(config.redisUrl) : null;
  app.decorate('redis', redis);
  if (redis) {
    // While Redis is unreachable the limited routes (sign-in, codes) fail closed; ioredis reconnects by itself.
    redis.on('error', (err: Error) => app.log.warn(`Redis: ${err.message}`));
    app.addHook('onClose', async () => {
      await redis.quit();
    });
  }
  const warn = (line: string) => app.log.warn(line);
  const invalidation =
    given ??
    (redis
      ? await createRedisInvalidation(redis, warn)
      : config.databaseUrl
        ? await createPgInvalidation(config.databaseUrl, warn)
        : createLocalInvalidation());
  if (!given) app.addHook('onClose', () => invalidation.close());
  app.decorate('publicCache', createPublicCache(invalidation, config.cacheEntries));
  // Every statement goes through this Db: a committed write to catalogue tables empties the caches built from them;
  // its work is counted for GET /metrics (plugins/metrics.ts).
  const metrics = createMetrics(config);
  const db = watchWrites(metrics.instrumentDb(rawDb), (change) => invalidation.publish(change));
  await app.register(errors);
  await app.register(requestValues);
  await app.register(dbPlugin, { db });
  await app.register(requestIdPlugin);
  await app.register(metricsPlugin, { metrics });
  app.decorate(
    'mailer',
    createMailer({
      db,
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      keepCodes: config.devMode,
      log: (line) => app.log.info(line),
    }),
  );

  await app.register(cors, {
    origin: config.corsOrigins,
    credentials: true,
    // CORS_HEADERS (default DEFAULT_CORS_HEADERS). Idempotency-Key: order creation reads it so a double submit makes
    // one order; Authorization: the contract's clients send it beside authori-zation (we read only the latter).
    allowedHeaders: config.corsHeaders,
    methods: ['GET', 'POST', 'OPTIONS'],
    // A browser keeps the preflight answer this long (Chromium caps at 2 h) instead of asking before every call.
    maxAge: 7200,
  });
  // JSON answers above 1 KB travel gzip/brotli-compressed when the client asks (product lists shrink ~5-8x);
  // small answers are not worth the CPU.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'mall:rate-limit:' } : {}),
    errorResponseBuilder: (req, ctx) => ({
      statusCode: 429,
      message: translate(req.locale, 'error.rateLimited', { seconds: Math.ceil(ctx.ttl / 1000) }),
    }),
  });
  // The abuse limits that are not a route's own per-IP limit count in the same store (limits/counter.ts).
  app.decorate('counters', createCounters(app));
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 10, fields: 20 } });
  // The raw email string bodies of the contract: `"a@b.c"` parses as a JSON string everywhere; the unquoted `a@b.c`
  // only on the routes that opt in (config.rawStringBody).
  await app.register(rawStringJson);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Mall storefront API', version: '0.1.0', description: 'CRMEB ET front contract, reference implementation' },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'authori-zation' } } },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
  await app.register(media);

  await app.register(auth);
  // Every domain's services, once, decorated on the app (app.orders, app.payments, …); then the jobs that use them.
  await app.register(services);
  await app.register(unpaidSweeper);
  app.get('/health', { schema: { hide: true } }, async () => ({ code: 200, message: 'ok', data: { db: db.kind } }));
  // Our endpoints beyond the contract answer 404 with CONTRACT_STRICT (or QUALIFICATION_CAPTCHA=false).
  await app.register(extensions);
  await app.register(clientErrors);
  await registerRoutes(app);
  return app;
}
