import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../../lib/envelope';
import { Envelope, MessageEnvelope } from '../../../schemas/common';
import {
  AwaitPayPage,
  OrderCounts,
  OrderListQuery,
  OrderLogistics,
  OrderPageQuery,
  StoreOrderDetail,
  StoreOrderNoParams,
  StoreOrderPage,
} from '../../../schemas/order-center';
import '../../../services/order/messages';
import * as endpoints from '../../../lib/endpoints';

/**
 * The order center (docs/order-center-contract.md "Orders"): the caller's orders by tab, one order,
 * its logistics, confirming receipt and deleting. Every route is the caller's only: another shopper's order answers
 * 404 "No data found", exactly as a missing one does.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['order'];

  app.get(
    endpoints.orderData,
    {
      schema: {
        tags,
        summary: 'The badges of the order tabs',
        description: 'Unpaid orders past ORDER_UNPAID_MINUTES are cancelled first; orders the shopper deleted are not counted.',
        response: {
          200: Envelope(
            OrderCounts,
            '{unPaidCount, unShippedCount, receivedCount, completeCount, toReviewCount, refundCount, completedCount, cancelledCount, allCount}',
          ),
        },
      },
    },
    async (req) => ok(await app.orders.center.counts(req.userId!)),
  );

  app.get(
    endpoints.awaitPayList,
    {
      schema: {
        tags,
        summary: 'Unpaid master orders (the "To pay" tab), newest first',
        description: 'Each with every shop’s goods and the time it cancels itself; pay with /pay/payment, cancel with /order/cancel.',
        querystring: OrderPageQuery,
        response: { 200: Envelope(AwaitPayPage, 'PageInfo<MasterOrderAwaitPayResponse>') },
      },
    },
    async (req) => ok(await app.orders.center.awaitPay(req.userId!, req.query, req.locale)),
  );

  app.get(
    endpoints.orderList,
    {
      schema: {
        tags,
        summary: 'Merchant orders of one tab, newest first',
        description:
          'type 1 to ship, 2 to receive, 3 received or completed (each without a refund), 4 after-sales ' +
          '(refundStatus > 0), 5 completed (status 3, no refund), 6 cancelled (status 9), 7 all (4–7 ours). Orders the ' +
          'shopper deleted are never listed.',
        querystring: OrderListQuery,
        response: { 200: Envelope(StoreOrderPage, 'PageInfo<OrderDetailResponse>') },
      },
    },
    async (req) => ok(await app.orders.center.list(req.userId!, req.query, req.locale)),
  );

  app.get(
    endpoints.orderDetail,
    {
      schema: {
        tags,
        summary: 'One merchant order (SH…)',
        params: StoreOrderNoParams,
        response: { 200: Envelope(StoreOrderDetail, 'StoreOrderDetailInfoResponse; 404 for another shopper’s or a deleted order') },
      },
    },
    async (req) => ok(await app.orders.center.detail(req.userId!, req.params.orderNo, req.locale)),
  );

  app.get(
    endpoints.orderExpress,
    {
      schema: {
        tags,
        summary: 'How a shipped merchant order travels',
        description:
          'logisticsInfo is a JSON string of [{AcceptStation, AcceptTime}], oldest first (the page reverses it); ' +
          'the handing-over event the API writes reads in the caller’s language.',
        params: StoreOrderNoParams,
        response: { 200: Envelope(OrderLogistics, 'OrderLogistics; 404 until the order is shipped, and for another shopper’s') },
      },
    },
    async (req) => ok(await app.orders.center.express(req.userId!, req.params.orderNo, req.locale)),
  );

  app.post(
    endpoints.orderTake,
    {
      schema: {
        tags,
        summary: 'Confirm receipt: shipped (1) → received, to review (2)',
        description:
          'The original set status 3 at once, which left "to review" unreachable; the order becomes 3 when its last ' + 'line is reviewed.',
        params: StoreOrderNoParams,
        response: { 200: MessageEnvelope('"Receipt confirmed"; code 500 naming why when the order is not shipped (1)') },
      },
    },
    async (req) => {
      await app.orders.receipts.take(req.userId!, req.params.orderNo);
      return ok(null, 'order.take.success');
    },
  );

  app.post(
    endpoints.orderDelete,
    {
      schema: {
        tags,
        summary: 'Delete a finished (received, completed, refunded or cancelled) order from the caller’s lists',
        description:
          'Paid, and received or completed (status 2 or 3) without a refund in progress, or refunded (refundStatus 3, ' +
          'also when it never shipped: a refunded order closes), or cancelled (status 9). The order is hidden, not erased: the ' +
          'shop still has it.',
        params: StoreOrderNoParams,
        response: { 200: MessageEnvelope('"Deleted"; code 500 naming why when it cannot be deleted') },
      },
    },
    async (req) => {
      await app.orders.receipts.remove(req.userId!, req.params.orderNo);
      return ok(null, 'order.delete.success');
    },
  );
};

export default routes;
