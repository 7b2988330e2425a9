import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../infra/db';
import type { Config } from '../../config';
import type { PaymentProvider } from '../pay/payment-provider';
import { createPreOrderService } from './checkout/pre-order-service';
import { createOrderPriceService } from './checkout/price-service';
import { createOrderCreateService } from './checkout/create-service';
import { createOrderCancelService } from './order-center/cancel-service';
import { createOrderDetailService } from './order-center/detail-service';
import { createOrderCenterService } from './order-center/center-service';
import { createOrderReceiptService } from './order-center/receipt-service';
import { createOrderShippingService } from './operator/shipping-service';

/**
 * The order services, composed once: checkout (confirmation, price, placing), the order center (the shopper's orders,
 * one order, receipt, cancelling) and the operator's shipping. A cancellation, whoever makes it (the shopper, a read of
 * an order past its time, the unpaid-order sweeper, a declined test card), also cancels the order's open payment intents
 * with the one payment provider; a failure there is only logged.
 */
export function createOrderServices(db: Db, config: Config, provider: PaymentProvider, log: FastifyBaseLogger) {
  const cancels = createOrderCancelService(db, config, async ({ orderNo, stripeIntents }) => {
    for (const id of stripeIntents) {
      await provider.cancel(id).catch((err: unknown) => log.error({ err, orderNo, intent: id }, 'could not cancel the payment intent'));
    }
  });
  return {
    preOrders: createPreOrderService(db, config),
    prices: createOrderPriceService(db, config),
    creation: createOrderCreateService(db, config),
    cancels,
    details: createOrderDetailService(db, config, cancels),
    center: createOrderCenterService(db, config, cancels),
    receipts: createOrderReceiptService(db),
    shipping: createOrderShippingService(db, config),
  };
}

export type OrderServices = ReturnType<typeof createOrderServices>;
