import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../../lib/envelope';
import { Envelope } from '../../../schemas/common';
import {
  ApplyRefundInfo,
  CenterPageQuery,
  OrderNoParams,
  RefundApplyBody,
  RefundApplyResponse,
  RefundDetail,
  RefundNoParams,
  RefundPage,
  RefundReasons,
} from '../../../schemas/refund';
import '../../../services/refund/messages';
import * as endpoints from '../../../lib/endpoints';

/** Refunds (docs/order-center-contract.md "Refunds"): every route is the signed-in shopper's own. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['refund'];

  app.get(
    endpoints.refundApply,
    {
      schema: {
        tags,
        summary: 'The merchant order a refund is asked for, with what its units paid',
        description:
          'orderNo is the merchant order ("SH…"). Code 404 for another shopper’s order; 500 with the rule when ' +
          'it cannot be refunded: unpaid, cancelled, shipped and not yet received, or a refund already applied, under way or done.',
        params: OrderNoParams,
        response: { 200: Envelope(ApplyRefundInfo, 'The order, each line’s refundablePrice and maxRefundPrices per number of units') },
      },
    },
    async (req) => ok(await app.refunds.applications.applyInfo(req.userId!, req.params.orderNo, req.locale)),
  );

  app.get(
    endpoints.refundReasons,
    {
      schema: {
        tags,
        summary: 'The refund reasons a shopper may choose',
        response: { 200: Envelope(RefundReasons, 'string[] (system_config refund_reasons, one per line)') },
      },
    },
    async (req) => ok(await app.refunds.applications.reasons(req.locale)),
  );

  app.post(
    endpoints.refundCreate,
    {
      schema: {
        tags,
        summary: 'Ask for a refund of a merchant order',
        description:
          'The amount is checked on the server in cents: from 0.01 to what the refunded units paid (their ' +
          'share after the coupon and points deductions; every unit takes back payPrice, freight included). Code 400 for ' +
          'a reason not in the list, instructions over 255 or a remark over 100 characters, more than 5 pictures or a ' +
          'picture that is not the caller’s upload, a quantity out of 1..totalNum; 500 for an amount out of bounds or an ' +
          'order that cannot be refunded; 404 for another shopper’s order.',
        body: RefundApplyBody,
        response: { 200: Envelope(RefundApplyResponse, '{refundOrderNo}: then /users/refund_list') },
      },
    },
    async (req) => ok(await app.refunds.applications.apply(req.userId!, req.body), 'refund.applied'),
  );

  app.get(
    endpoints.refundList,
    {
      schema: {
        tags,
        summary: 'The caller’s refunds, newest first',
        querystring: CenterPageQuery,
        response: { 200: Envelope(RefundPage, 'PageInfo<RefundOrderResponse>') },
      },
    },
    async (req) => ok(await app.refunds.queries.list(req.userId!, req.query, req.locale)),
  );

  app.get(
    endpoints.refundDetail,
    {
      schema: {
        tags,
        summary: 'One of the caller’s refunds',
        description: 'Code 404 for another shopper’s refund or an unknown number.',
        params: RefundNoParams,
        response: { 200: Envelope(RefundDetail, 'RefundOrderInfoResponse') },
      },
    },
    async (req) => ok(await app.refunds.queries.detail(req.userId!, req.params.refundOrderNo, req.locale)),
  );
};

export default routes;
