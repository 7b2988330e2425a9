import { canEvaluate, orderActions, orderState, orderStep } from '../order-state';

const order = (status: 0 | 1 | 2 | 3 | 9, refundStatus: 0 | 1 | 2 | 3 = 0, paid = true) => ({ status, refundStatus, paid });

describe('a merchant order’s state and actions (contract "States")', () => {
  it('names the state, a refund winning over the delivery', () => {
    expect(orderState(order(0, 0, false))).toBe('unpaid');
    expect(orderState(order(0))).toBe('toShip');
    expect(orderState(order(1))).toBe('toReceive');
    expect(orderState(order(2))).toBe('toReview');
    expect(orderState(order(3))).toBe('completed');
    expect(orderState(order(9, 0, false))).toBe('cancelled');
    expect(orderState(order(2, 1))).toBe('refundApplied');
    expect(orderState(order(1, 2))).toBe('refunding');
    expect(orderState(order(3, 3))).toBe('refunded');
  });

  it('offers a refund when paid, without a refund, and not while the parcel travels', () => {
    expect(orderActions(order(0)).refund).toBe(true);
    expect(orderActions(order(1)).refund).toBe(false);
    expect(orderActions(order(2)).refund).toBe(true);
    expect(orderActions(order(3)).refund).toBe(true);
    expect(orderActions(order(2, 1)).refund).toBe(false);
    expect(orderActions(order(2, 3)).refund).toBe(false);
    expect(orderActions(order(0, 0, false)).refund).toBe(false);
  });

  it('confirms receipt only of a shipped order; deletes received or completed ones without a refund under way', () => {
    expect(orderActions(order(1)).receipt).toBe(true);
    expect(orderActions(order(2)).receipt).toBe(false);
    expect(orderActions(order(2)).delete).toBe(true);
    expect(orderActions(order(3, 3)).delete).toBe(true);
    expect(orderActions(order(3, 2)).delete).toBe(false);
    expect(orderActions(order(0)).delete).toBe(false);
    expect(orderActions(order(1)).logistics).toBe(true);
    expect(orderActions(order(0)).logistics).toBe(false);
    expect(orderActions(order(2)).buyAgain).toBe(true);
    expect(orderActions(order(1)).buyAgain).toBe(false);
  });

  it('lets a line be reviewed once the order is received, once', () => {
    expect(canEvaluate({ status: 2 }, { isReply: false })).toBe(true);
    expect(canEvaluate({ status: 2 }, { isReply: true })).toBe(false);
    expect(canEvaluate({ status: 1 }, { isReply: false })).toBe(false);
  });

  it('places the order on the step bar', () => {
    expect(orderStep({ paid: false, status: 0 })).toBe(1);
    expect(orderStep({ paid: true, status: 0 })).toBe(2);
    expect(orderStep({ paid: true, status: 1 })).toBe(3);
    expect(orderStep({ paid: true, status: 2 })).toBe(4);
    expect(orderStep({ paid: true, status: 3 })).toBe(4);
  });
});
