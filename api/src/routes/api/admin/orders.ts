import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../../lib/envelope';
import { Envelope } from '../../../schemas/common';
import { OperatorHeaders } from '../../../schemas/admin';
import { AdminOrder, AdminOrderPage, AdminOrderQuery, AdminStoreOrderParams, ShipBody, TrackBody } from '../../../schemas/order-center';
import '../../../services/order/messages';

/** Merchant orders under the operator's eyes: list them, ship them, report their tracking (issue 7). */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['operator'];

  app.get(
    '/api/admin/operator/orders',
    {
      schema: {
        tags,
        summary: 'Merchant orders with buyer, shop and state, newest first',
        description:
          'Header x-operator-token. status: unpaid, to-ship, shipped, received, completed, cancelled or after-sales ' +
          '(all when absent). Orders a shopper deleted are listed too (isUserDel).',
        headers: OperatorHeaders,
        querystring: AdminOrderQuery,
        response: { 200: Envelope(AdminOrderPage, 'PageInfo of merchant orders') },
      },
    },
    async (req) => ok(await app.orders.shipping.list(req.query)),
  );

  app.post(
    '/api/admin/operator/orders/:orderNo/ship',
    {
      schema: {
        tags,
        summary: 'Ship a paid merchant order (SH…): status 0 → 1',
        description:
          'Only paid, not cancelled, status 0 and refundStatus 0. {deliveryType:"express", expName, expCode?, expNo} | ' +
          '{deliveryType:"courier", courier, courierPhone} | {deliveryType:"virtual", virtualInfo?}. Writes the first tracking ' +
          'event ("Parcel handed to <carrier>"). Of two concurrent ships of one order, one ships it and the other is refused.',
        headers: OperatorHeaders,
        params: AdminStoreOrderParams,
        body: ShipBody,
        response: { 200: Envelope(AdminOrder, 'The shipped order; code 500 naming why it cannot ship, 404 when unknown') },
      },
    },
    async (req) => ok(await app.orders.shipping.ship(req.params.orderNo, req.body), 'order.ship.success'),
  );

  app.post(
    '/api/admin/operator/orders/:orderNo/track',
    {
      schema: {
        tags,
        summary: 'Report a tracking event of a shipped order',
        description:
          'Only shipped (status 1) express or courier orders. state: the contract’s -1..6 code (default 2, in transit); ' +
          'time: yyyy-MM-dd HH:mm:ss in GMT+8, default now, not before the order shipped nor in the future.',
        headers: OperatorHeaders,
        params: AdminStoreOrderParams,
        body: TrackBody,
        response: { 200: Envelope(AdminOrder, 'The order with its tracking; code 500 naming why, 404 when unknown') },
      },
    },
    async (req) => ok(await app.orders.shipping.track(req.params.orderNo, req.body), 'order.track.success'),
  );
};

export default routes;
