import { LogController, type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import { clientErrorHandler, frameworkErrors } from './plugins/app/errors';
import { requestId } from './plugins/app/request-id';
import { UNCOMMON_PASSWORD_FORMAT, uncommonPasswordFormat } from './lib/common-passwords';

/** The server's own options: what no plugin can set once the instance exists. */
export function fastifyOptions(config: Config, logger?: boolean | object): FastifyServerOptions {
  return {
    logger: logger ?? { level: config.logLevel },
    // Behind a reverse proxy set TRUST_PROXY=true so rate limits key on the client's address, not the proxy's.
    trustProxy: config.trustProxy,
    // One JSON line per request (LOG_REQUESTS, default on outside development mode), each with its id (plugins/app/request-id.ts).
    logController: new LogController({ disableRequestLogging: !config.logRequests }),
    genReqId: requestId,
    bodyLimit: 1024 * 1024,
    // @fastify/autoload loads every plugin and route module inside its own plugin: a cold start (a test worker
    // compiling the sources, a busy machine) takes longer than avvio's default 10 s for one plugin.
    pluginTimeout: 60_000,
    // While the process shuts down (server.ts) a request that still arrives on an open connection is served, not
    // refused: the balancer has already taken the process out of its rotation (docs/faults.md).
    return503OnClosing: false,
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
  };
}
