import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../lib/envelope';
import { Envelope } from '../../../schemas/common';
import { QrStatusResponse, QrTicketBody, QrTicketResponse } from '../../../schemas/auth';
import { fieldErrors } from '../../../services/auth/field-errors';
import { QR_STRATEGY, QR_TICKET_SECONDS } from '../../../services/auth/qr-login-service';
import * as endpoints from '../../../lib/endpoints';

/** The desktop asks every second while its dialog shows the code: a generous per-IP limit still stops a flood. */
const STATUS_PER_MINUTE = 240;

/**
 * QR sign-in (issue 18, item 1; ours, the contract has none): the desktop's login dialog shows a one-time ticket as a
 * QR code of the storefront's /middlewares/qr_login page; the shopper's signed-in phone opens it, is asked "Sign in on
 * the computer?" and confirms; the desktop, asking for the ticket's status every second, receives its session.
 * Tickets live in PostgreSQL (any API process answers any step), hashed, QR_TICKET_SECONDS long, single use. The
 * desktop's two steps are here, the phone's (scan, confirm, cancel) in signed-in/qr.ts.
 */
/** What the desktop's and the phone's steps share: a bad ticket's message, their tag and the per-IP limit of a step. */
export function qrSteps(app: FastifyInstance): { tags: string[]; signInLimit: { max: number; timeWindow: string } } {
  app.setSchemaErrorFormatter(fieldErrors({ ticket: 'qr.unknown' }));
  return { tags: ['login'], signInLimit: { max: app.config.rateLimit.signInPerMinute, timeWindow: '1 minute' } };
}

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { tags, signInLimit } = qrSteps(app);

  app.post(
    endpoints.qrTicket,
    {
      config: { rateLimit: signInLimit, extension: 'qr-login' },
      schema: {
        tags,
        summary: 'A one-time QR sign-in ticket for the desktop’s login dialog (ours)',
        description: `No body. Valid ${QR_TICKET_SECONDS} s, single use.`,
        response: { 200: Envelope(QrTicketResponse, '{ticket, expiresIn}') },
      },
    },
    async () => ok(await app.accounts.qrLogin.create()),
  );

  app.post(
    endpoints.qrStatus,
    {
      config: { rateLimit: { max: STATUS_PER_MINUTE, timeWindow: '1 minute' }, extension: 'qr-login' },
      schema: {
        tags,
        summary: 'What became of a QR sign-in ticket (ours)',
        description:
          `The desktop asks every second. Once the phone confirmed, the first answer is status "confirmed" with ` +
          `the contract's LoginResponse (strategy ${QR_STRATEGY}); every later one "used". Code 500 for an unknown ticket.`,
        body: QrTicketBody,
        response: { 200: Envelope(QrStatusResponse, '{status, expiresIn, login}') },
      },
    },
    async (req) => ok(await app.accounts.qrLogin.status(req.body.ticket)),
  );
};

export default routes;
