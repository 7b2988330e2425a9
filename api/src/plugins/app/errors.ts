import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Socket } from 'node:net';
import { STATUS_CODES } from 'node:http';
import { AppError, Code } from '../../lib/errors';
import { isOk, okKey } from '../../lib/envelope';
import { translate } from '../../i18n/messages';
import { localeFrom } from '../../i18n/locale';
import { isConnectionError } from '../../infra/db';

/** Seconds a client is asked to wait before trying again after a "temporarily unavailable" answer. */
export const RETRY_AFTER_SECONDS = 1;

/**
 * "Temporarily unavailable, try again": HTTP 503 with Retry-After and the envelope (code 503), for a database that
 * cannot be reached (a restart, a failover, dropped connections) and for a process shedding load (under-pressure).
 * Trying again is safe: a read changes nothing, and an order carries its Idempotency-Key (one order however often).
 */
export function answerUnavailable(req: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply
    .status(503)
    .header('retry-after', String(RETRY_AFTER_SECONDS))
    .type('application/json')
    .send({ code: Code.UNAVAILABLE, message: translate(req.locale ?? 'en', 'error.unavailable'), data: null });
}

function validationMessage(req: FastifyRequest, err: FastifyError): string {
  const first = err.validation?.[0];
  if (!first) return translate(req.locale, 'error.badRequest');
  const missing = (first.params as { missingProperty?: string } | undefined)?.missingProperty;
  const path = (first.instancePath || '').replace(/^\//, '').replace(/\//g, '.');
  if (missing) return translate(req.locale, 'error.required', { field: path ? `${path}.${missing}` : missing });
  const field = path || err.validationContext || 'body';
  return translate(req.locale, 'error.field', { field, reason: first.message ?? '' });
}

/**
 * Fastify's own refusals before any route runs (a path parameter over maxParamLength, a malformed URL): answered in
 * the envelope like every other refusal (Fastify's `frameworkErrors` option, see app.ts).
 */
export function frameworkErrors(err: FastifyError, req: FastifyRequest, reply: FastifyReply): void {
  const locale = localeFrom(req.headers['accept-language'] as string | undefined);
  const key = err.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'error.tooLong' : 'error.badRequest';
  reply
    .status(200)
    .type('application/json')
    .send({ code: Code.BAD_REQUEST, message: translate(locale, key), data: null });
}

/**
 * Requests Node's HTTP parser refuses (headers or URL over the size limit, a malformed request line, a timeout) never
 * reach Fastify: answered in the envelope too, in English (the headers, language included, were not read), with the
 * HTTP status Node would use, then the connection is closed (Fastify's `clientErrorHandler` option, see app.ts).
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const status = err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : err.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const key = status === 431 ? 'error.tooLong' : 'error.badRequest';
  const body = JSON.stringify({ code: Code.BAD_REQUEST, message: translate('en', key), data: null });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}

/**
 * Every answer is the contract's envelope with HTTP 200. Known errors keep their code and translated message;
 * anything unexpected is logged and answered with code 500 and a generic message — never a stack trace.
 */
export default fp(
  async function errors(app: FastifyInstance) {
    app.decorateRequest('locale', 'en');
    app.addHook('onRequest', async (req) => {
      req.locale = localeFrom(req.headers['accept-language'] as string | undefined);
    });

    app.addHook('preSerialization', async (req, _reply, payload) => {
      if (isOk(payload)) return { code: Code.OK, message: translate(req.locale, okKey(payload)), data: payload.data ?? null };
      return payload;
    });

    app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
      if (isConnectionError(err)) {
        req.log.warn(`database unavailable: ${err.message}`);
        return answerUnavailable(req, reply);
      }
      let code: number;
      let message: string;
      if (err instanceof AppError) {
        code = err.code;
        message = translate(req.locale, err.key, err.params);
      } else if ((err as FastifyError).validation) {
        code = Code.BAD_REQUEST;
        message = validationMessage(req, err as FastifyError);
      } else if ((err as FastifyError).statusCode === 429) {
        code = Code.TOO_MANY;
        message = err.message;
      } else if ((err as FastifyError).statusCode && (err as FastifyError).statusCode! < 500) {
        code = Code.BAD_REQUEST;
        const fe = err as FastifyError;
        message =
          fe.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || fe.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
            ? translate(req.locale, 'error.body')
            : translate(req.locale, 'error.badRequest');
      } else {
        req.log.error({ err }, 'unhandled error');
        code = Code.FAILED;
        message = translate(req.locale, 'error.system');
      }
      reply.status(200).type('application/json').send({ code, message, data: null });
    });

    app.setNotFoundHandler(answerNoSuchPath);
  },
  { name: 'errors' },
);

/** An unknown path (or one of our extensions switched off): HTTP 404 with the envelope, code 404. */
export function answerNoSuchPath(req: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply
    .status(404)
    .type('application/json')
    .send({
      code: Code.NOT_FOUND,
      message: translate(req.locale, 'error.route', { path: req.url.split('?')[0] }),
      data: null,
    });
}
