import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../../../lib/envelope';
import { Envelope, MessageEnvelope } from '../../../../schemas/common';
import { QrScanResponse, QrTicketBody } from '../../../../schemas/auth';
import { qrSteps } from '../qr';
import '../../../../services/auth/messages';
import * as endpoints from '../../../../lib/endpoints';

/** QR sign-in, the signed-in phone's steps: it opens the desktop's ticket, then confirms or declines (../qr.ts). */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { tags, signInLimit } = qrSteps(app);
  const refusals =
    'Refused (code 500, translated) when the ticket is unknown, expired, already used or cancelled, ' +
    'or held by another account, and for a guest account.';

  app.post(
    endpoints.qrScan,
    {
      config: { rateLimit: signInLimit, extension: 'qr-login' },
      schema: {
        tags,
        summary: 'The signed-in phone opened a QR sign-in ticket (ours)',
        description: `The desktop then shows "confirm on your phone". ${refusals}`,
        body: QrTicketBody,
        response: { 200: Envelope(QrScanResponse, '{expiresIn}') },
      },
    },
    async (req) => ok(await app.accounts.qrLogin.scan(req.userId!, req.body.ticket)),
  );
  app.post(
    endpoints.qrConfirm,
    {
      config: { rateLimit: signInLimit, extension: 'qr-login' },
      schema: {
        tags,
        summary: 'Sign in on the computer: the phone confirms a QR ticket (ours)',
        description: `The desktop signs in as the caller at its next status call. ${refusals}`,
        body: QrTicketBody,
        response: { 200: MessageEnvelope('"You are signed in on the computer"') },
      },
    },
    async (req) => {
      await app.accounts.qrLogin.confirm(req.userId!, req.body.ticket);
      return ok(null, 'qr.confirmed');
    },
  );
  app.post(
    endpoints.qrCancel,
    {
      config: { rateLimit: signInLimit, extension: 'qr-login' },
      schema: {
        tags,
        summary: 'The phone declines a QR sign-in (ours)',
        description: `The desktop shows that it was declined and offers a new code. ${refusals}`,
        body: QrTicketBody,
        response: { 200: MessageEnvelope('"Sign-in cancelled"') },
      },
    },
    async (req) => {
      await app.accounts.qrLogin.cancel(req.userId!, req.body.ticket);
      return ok(null, 'qr.cancelledDone');
    },
  );
};

export default routes;
