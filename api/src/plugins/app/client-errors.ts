import fp from 'fastify-plugin';
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MessageEnvelope } from '../../schemas/common';
import { ok } from '../../lib/envelope';
import * as endpoints from '../../lib/endpoints';

/**
 * POST /api/front/client-errors: the storefront's error reports (host/src/lib/error-reporter.ts), one JSON log line
 * each (`storefront error`, level warn) beside the request logs, so a failed remote or an uncaught error in a
 * shopper's browser shows in the API's logs. No personal data travels: the page and script addresses lose their
 * query and fragment, and anything shaped like an email address or a long number in the message is masked here too.
 * Rate-limited per IP; an extension of ours (CONTRACT_STRICT answers 404, docs/contract.md).
 */
const ClientError = Type.Object(
  {
    kind: Type.Union([Type.Literal('error'), Type.Literal('unhandledrejection'), Type.Literal('remote-load')]),
    message: Type.String({ minLength: 1, maxLength: 500 }),
    /** The page's path (no query). */
    page: Type.Optional(Type.String({ maxLength: 300 })),
    /** The script that threw, and where. */
    source: Type.Optional(Type.String({ maxLength: 300 })),
    line: Type.Optional(Type.Integer({ minimum: 0 })),
    column: Type.Optional(Type.Integer({ minimum: 0 })),
    /** For remote-load: the remote's federation name. */
    remote: Type.Optional(Type.String({ maxLength: 64 })),
    /** The host build's version, when known. */
    release: Type.Optional(Type.String({ maxLength: 64 })),
  },
  { additionalProperties: false },
);
type ClientErrorBody = Static<typeof ClientError>;

/** Reports one address per minute may send (a broken page reports each error once per load, not in a loop). */
export const CLIENT_ERRORS_PER_MINUTE = 30;

const withoutQuery = (url: string | undefined) => url?.replace(/[?#].*$/s, '');
/** Masks what could name a person even if a client sent it: email addresses, phone- or card-length digit runs. */
export const maskPersonal = (text: string) =>
  text.replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '<email>').replace(/\d[\d\s-]{6,}\d/g, '<number>');

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    endpoints.clientErrors,
    {
      config: { extension: 'client-errors', rateLimit: { max: CLIENT_ERRORS_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['observability'],
        summary: "Report an error in the storefront (the host's error reporter)",
        description:
          'Uncaught errors, unhandled rejections and remote entries that failed to load, logged by the API with the request id. ' +
          `At most ${CLIENT_ERRORS_PER_MINUTE} per minute per IP. No personal data: page and script addresses without query, ` +
          'email addresses and long numbers masked.',
        body: ClientError,
        response: { 200: MessageEnvelope('"Success"') },
      },
    },
    async (req) => {
      const report: ClientErrorBody = req.body;
      req.log.warn(
        {
          clientError: {
            ...report,
            message: maskPersonal(report.message),
            page: withoutQuery(report.page),
            source: withoutQuery(report.source),
            userAgent: req.headers['user-agent']?.slice(0, 200),
          },
        },
        'storefront error',
      );
      return ok(null);
    },
  );
};

export default fp(routes, { name: 'client-errors', dependencies: ['extensions'] });
