import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ok } from '../../../lib/envelope';
import { Envelope, MessageEnvelope } from '../../../schemas/common';
import {
  ComputedPriceBody,
  ComputedPriceResponse,
  MasterOrderDetailResponse,
  MasterOrderParams,
  OrderCouponList,
  OrderCreateBody,
  OrderCreateResponse,
  PreOrderBody,
  PreOrderParams,
  PreOrderResponse,
  PreOrderVo,
} from '../../../schemas/order';
import '../../../services/order/messages';
import center from './center';
import * as endpoints from '../../../lib/endpoints';

const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 255,
      pattern: '^[\\x21-\\x7E]+$',
      description: 'Optional: a retried submit with the same key answers the same order (so does the same preOrderNo)',
    }),
  ),
});

/** Checkout (docs/contract.md "Cart and checkout"): confirmation, coupons, price, placing and cancelling orders, the order state. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(center);

  const tags = ['order'];

  app.post(
    endpoints.preOrder,
    {
      schema: {
        tags,
        summary: 'Start an order confirmation (buy now, or chosen cart lines)',
        description:
          'Every line must exist, be on shelf and have 1 ≤ quantity ≤ stock. The confirmation lives ' +
          'PRE_ORDER_MINUTES (default 15; the original kept 5). Another shopper’s cart line is not found.',
        body: PreOrderBody,
        response: { 200: Envelope(PreOrderResponse, '{preOrderNo}; code 500 naming a product that is unavailable or short') },
      },
    },
    async (req) => ok(await app.orders.preOrders.create(req.userId!, req.body)),
  );

  app.get(
    endpoints.loadPreOrder,
    {
      schema: {
        tags,
        summary: 'The confirmation page: lines per shop, freight per shop, the default address',
        description:
          'Prices are read from the catalogue now. Freight per shop order: free from system_config ' +
          'order_free_freight_from (99.00) of goods, else order_freight_fee (10.00).',
        params: PreOrderParams,
        response: {
          200: Envelope(
            PreOrderVo,
            'PreOrderVo; code 500 "The order confirmation has expired, please order again"; 404 for another shopper’s',
          ),
        },
      },
    },
    async (req) => ok(await app.orders.preOrders.load(req.userId!, req.params.preOrderNo, req.locale)),
  );

  app.get(
    endpoints.preOrderCoupons,
    {
      schema: {
        tags: ['order', 'coupon'],
        summary: 'The caller’s coupons usable on this confirmation',
        params: PreOrderParams,
        response: { 200: Envelope(OrderCouponList, 'StoreCouponUserOrder[]') },
      },
    },
    async (req) => ok(await app.orders.prices.usableCoupons(req.userId!, req.params.preOrderNo)),
  );

  app.post(
    endpoints.computedPrice,
    {
      schema: {
        tags,
        summary: 'Price with coupons and points',
        description:
          'At most one coupon per shop order (merchant or product coupon) plus one platform coupon; a coupon ' +
          'never takes more than the goods it applies to; points (POINTS_RATE = 1.00) pay at most what is left.',
        body: ComputedPriceBody,
        response: { 200: Envelope(ComputedPriceResponse, 'Amounts as 2-decimal strings, computed in whole cents') },
      },
    },
    async (req) => ok(await app.orders.prices.computed(req.userId!, req.body)),
  );

  app.post(
    endpoints.orderCreate,
    {
      schema: {
        tags,
        summary: 'Place the order',
        description:
          'One transaction: stock taken (locked, guarded), coupons used, points spent, cart lines removed, one ' +
          'merchant order "SH…" per shop under the master order "PT…". A pre-order makes at most one order: a second ' +
          'submit (or the same Idempotency-Key) answers the same orderNo. Unpaid orders cancel themselves after ' +
          'ORDER_UNPAID_MINUTES.',
        headers: IdempotencyHeaders,
        body: OrderCreateBody,
        response: { 200: Envelope(OrderCreateResponse, '{orderNo}; code 500 naming a product that is short, or the refused rule') },
      },
    },
    async (req) =>
      ok(await app.orders.creation.create(req.userId!, req.body, req.headers['idempotency-key'] ?? null), 'order.create.success'),
  );

  app.post(
    endpoints.orderCancel,
    {
      schema: {
        tags,
        summary: 'Cancel an unpaid order: stock, coupons and points go back',
        params: MasterOrderParams,
        response: {
          200: MessageEnvelope('"Order cancelled" (also when it already was); code 500 for a paid order, 404 for another shopper’s'),
        },
      },
    },
    async (req) => {
      await app.orders.cancels.cancel(req.userId!, req.params.orderNo);
      return ok(null, 'order.cancel.success');
    },
  );

  app.get(
    endpoints.masterOrderDetail,
    {
      schema: {
        tags,
        summary: 'A master order and its state (the payment result page reads this)',
        params: MasterOrderParams,
        response: {
          200: Envelope(MasterOrderDetailResponse, 'MasterOrderDetailResponse + payStatus and failReason; 404 for another shopper’s'),
        },
      },
    },
    async (req) => ok(await app.orders.details.masterDetail(req.userId!, req.params.orderNo, req.locale)),
  );
};

export default routes;
