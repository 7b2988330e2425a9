import type { MasterOrderDetail } from '@mall/contract';

type ResultKind = 'paid' | 'failed' | 'cancelled' | 'pending';

/** Stripe's redirect_status values that mean the attempt did not succeed. */
const FAILED_REDIRECTS = new Set(['failed', 'requires_payment_method', 'canceled']);

/**
 * What the result page shows, from the order's REAL state (GET master/detail). Stripe's redirect_status is only a
 * hint that an unconfirmed payment failed: the original counted any non-empty redirect_status, even "failed", as
 * success; here success comes only from the server (paid, which only its verified webhook sets).
 */
export function resultKind(order: Pick<MasterOrderDetail, 'paid' | 'payStatus'>, redirectStatus: string | null): ResultKind {
  if (order.paid || order.payStatus === 'paid') return 'paid';
  if (order.payStatus === 'cancelled') return 'cancelled';
  if (order.payStatus === 'failed') return 'failed';
  if (redirectStatus && FAILED_REDIRECTS.has(redirectStatus)) return 'failed';
  return 'pending';
}
