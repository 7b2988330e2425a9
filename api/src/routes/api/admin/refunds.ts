import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../../lib/envelope';
import { Envelope } from '../../../schemas/common';
import { OperatorHeaders } from '../../../schemas/admin';
import { AdminRefund, AdminRefundPage, AdminRefundQuery, RefundNoParams, RefuseBody } from '../../../schemas/refund';
import '../../../services/refund/messages';

const STATUS: Record<string, number> = { reviewing: 0, refused: 1, refunding: 2, refunded: 3, 0: 0, 1: 1, 2: 2, 3: 3 };

/** Answering refunds (docs/order-center-contract.md "Operator"): list, approve, confirm the goods are back, refuse. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['operator'];

  app.get(
    '/api/admin/operator/refunds',
    {
      schema: {
        tags,
        summary: 'Refund requests, newest first, with the shopper, the bounds and the history',
        description: 'Header x-operator-token. status: reviewing|refused|refunding|refunded (or 0–3); all when absent.',
        headers: OperatorHeaders,
        querystring: AdminRefundQuery,
        response: { 200: Envelope(AdminRefundPage, 'PageInfo of refunds') },
      },
    },
    async (req) => {
      const { status, page, limit } = req.query;
      return ok(await app.refunds.review.list({ status: status === undefined ? undefined : STATUS[status], page, limit }));
    },
  );

  app.post(
    '/api/admin/operator/refunds/:refundOrderNo/approve',
    {
      schema: {
        tags,
        summary: 'Accept a refund under review',
        description:
          'Order shipped or received: 0 → 2 (refunding; the shopper sends the goods back, then confirm). ' +
          'Order not shipped: 0 → 3 at once — the money goes back through the payment provider, the units back to stock, ' +
          'the points back. Code 500 unless the refund is under review.',
        headers: OperatorHeaders,
        params: RefundNoParams,
        response: { 200: Envelope(AdminRefund, 'The refund after the step') },
      },
    },
    async (req) => {
      const { refund, refunded } = await app.refunds.review.approve(req.params.refundOrderNo);
      return ok(refund, refunded ? 'refund.refunded' : 'refund.approved');
    },
  );

  app.post(
    '/api/admin/operator/refunds/:refundOrderNo/confirm',
    {
      schema: {
        tags,
        summary: 'The goods are back: pay the refund (2 → 3)',
        description:
          'The money goes back through the payment provider with the idempotency key "refund-<RE no>" (a ' +
          'retried confirm refunds once and answers the refunded record); units back to stock, sales and total spend ' +
          'reduced, points moved back, the order’s refundStatus 3. Code 500 for a refund not accepted.',
        headers: OperatorHeaders,
        params: RefundNoParams,
        response: { 200: Envelope(AdminRefund, 'The refunded record') },
      },
    },
    async (req) => ok(await app.refunds.review.confirm(req.params.refundOrderNo), 'refund.refunded'),
  );

  app.post(
    '/api/admin/operator/refunds/:refundOrderNo/refuse',
    {
      schema: {
        tags,
        summary: 'Refuse a refund under review with a reason',
        description:
          'The reason (1–255 characters) is shown to the shopper; the order’s refundStatus goes back to 0 so ' +
          'the shopper may apply again.',
        headers: OperatorHeaders,
        params: RefundNoParams,
        body: RefuseBody,
        response: { 200: Envelope(AdminRefund, 'The refused record') },
      },
    },
    async (req) => ok(await app.refunds.review.refuse(req.params.refundOrderNo, req.body.reason), 'refund.refused'),
  );
};

export default routes;
