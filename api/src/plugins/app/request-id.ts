import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';

/** A request id a proxy may have given (X-Request-Id): kept when it is short and plain, so one id runs through. */
const GIVEN_ID = /^[\w.:-]{8,64}$/;

/**
 * Fastify's genReqId: the proxy's X-Request-Id when plausible, else a random UUID. Every log line of the request
 * carries it as `reqId`, and the answer carries it back as X-Request-Id (a shopper can quote it; the storefront's
 * error reports name it), so one request is found in the logs of every replica.
 */
export function requestId(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && GIVEN_ID.test(given) ? given : randomUUID();
}

/** Every answer carries its request's id, whichever hook or handler made it (a CORS preflight included). */
export default fp(
  async (app) => {
    app.addHook('onSend', async (req, reply, payload) => {
      reply.header('x-request-id', req.id);
      return payload;
    });
  },
  { name: 'request-id' },
);
