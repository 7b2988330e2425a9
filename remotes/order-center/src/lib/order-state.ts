// What a merchant order (SH…) is and what the shopper may do with it (docs/order-center-contract.md "States";
// the contract's order list and detail). The server checks every action again; these rules only decide which buttons are shown.
import type { OrderLine, StoreOrderItem } from '@mall/contract';

export type OrderState =
  'unpaid' | 'toShip' | 'toReceive' | 'toReview' | 'completed' | 'cancelled' | 'refundApplied' | 'refunding' | 'refunded';

type OrderFacts = Pick<StoreOrderItem, 'paid' | 'status' | 'refundStatus'>;

/** The state shown on an order: a refund in progress (or done) wins over the delivery status. */
export function orderState(order: OrderFacts): OrderState {
  if (order.status === 9) return 'cancelled';
  if (order.refundStatus === 1) return 'refundApplied';
  if (order.refundStatus === 2) return 'refunding';
  if (order.refundStatus === 3) return 'refunded';
  if (!order.paid) return 'unpaid';
  if (order.status === 0) return 'toShip';
  if (order.status === 1) return 'toReceive';
  if (order.status === 2) return 'toReview';
  return 'completed';
}

interface OrderActions {
  /** Ask for a refund: paid, no refund yet, not waiting for the parcel (status 1 must be received first). */
  refund: boolean;
  /** See where the parcel is: shipped at some point. */
  logistics: boolean;
  /** Confirm receipt: shipped (status 1). */
  receipt: boolean;
  /** Hide it from the lists: finished — received, completed or cancelled — without a refund in progress. */
  delete: boolean;
  /** Put its lines back into the cart: received, completed or cancelled. */
  buyAgain: boolean;
}

export function orderActions(order: OrderFacts): OrderActions {
  const { paid, status, refundStatus } = order;
  return {
    refund: paid && refundStatus === 0 && (status === 0 || status === 2 || status === 3),
    logistics: paid && (status === 1 || status === 2 || status === 3),
    receipt: paid && status === 1,
    delete: status === 9 || (paid && (status === 2 || status === 3) && (refundStatus === 0 || refundStatus === 3)),
    buyAgain: status === 2 || status === 3 || status === 9,
  };
}

/** A line can be reviewed once the order is received (status 2), if it has not been already. */
export function canEvaluate(order: Pick<StoreOrderItem, 'status'>, line: Pick<OrderLine, 'isReply'>): boolean {
  return order.status === 2 && !line.isReply;
}

/**
 * The step bar (To pay, To ship, To receive, Completed), 1-based: unpaid 1; status 0 → 2, status 1 → 3, anything
 * else → 4 (the contract's order detail steps). Cancelled and refunded orders show their state instead of a step.
 */
export function orderStep(order: Pick<StoreOrderItem, 'paid' | 'status'>): 1 | 2 | 3 | 4 {
  if (!order.paid) return 1;
  if (order.status === 0) return 2;
  if (order.status === 1) return 3;
  return 4;
}
