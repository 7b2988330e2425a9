import type { Db } from '../../infra/db';
import type { Config } from '../../config';
import { badRequest, notFound, refused } from '../../lib/errors';
import { pageInfo, pageParams, type PageInfo } from '../../lib/paging';
import type { AdminRefund } from '../../schemas/refund';
import { pagedRows } from '../catalog/paged-rows';
import type { PaymentProvider } from '../pay/payment-provider';
import { completeRefund, lockRefund } from './refund-completion';
import { REFUND_COLUMNS, REFUND_FROM, adminRefunds, type RefundRow } from './refund-views';
import './messages';

/** What approving did: accepted (goods to come back) or, for an order not shipped yet, refunded at once. */
export interface Approved {
  refund: AdminRefund;
  refunded: boolean;
}

export interface RefundReviewService {
  list(query: { status?: number; page?: number; limit?: number }): Promise<PageInfo<AdminRefund>>;
  /** 0 → 2 when the order was shipped or received (the goods come back first), else 0 → 3: refunded now. */
  approve(refundOrderNo: string): Promise<Approved>;
  /** 2 → 3 once the goods are back: the money goes back (idempotent: a retried confirm refunds once). */
  confirm(refundOrderNo: string): Promise<AdminRefund>;
  /** 0 → 1 with a reason the shopper reads; the order's refundStatus back to 0 so the shopper may apply again. */
  refuse(refundOrderNo: string, reason: string): Promise<AdminRefund>;
}

const MAX_REASON = 255;

export function createRefundReviewService(db: Db, config: Pick<Config, 'publicUrl'>, provider: PaymentProvider): RefundReviewService {
  async function current(refundOrderNo: string): Promise<AdminRefund> {
    const row = (await db.query<RefundRow>(`SELECT ${REFUND_COLUMNS} ${REFUND_FROM} WHERE r.refund_order_no = $1`, [refundOrderNo]))
      .rows[0];
    if (!row) throw notFound();
    const [view] = await adminRefunds(db, [row], config.publicUrl);
    return view;
  }

  return {
    async list(query) {
      const { page, limit, offset } = pageParams(query);
      const where = query.status === undefined ? '' : 'WHERE r.refund_status = $1';
      const { rows, total } = await pagedRows<RefundRow>(
        db,
        {
          columns: REFUND_COLUMNS,
          from: `${REFUND_FROM} ${where}`,
          orderBy: 'r.id DESC',
          params: query.status === undefined ? [] : [query.status],
        },
        limit,
        offset,
      );
      return pageInfo(await adminRefunds(db, rows, config.publicUrl), total, page, limit);
    },

    async approve(refundOrderNo) {
      const shipped = await db.transaction(async (tx) => {
        const refund = await lockRefund(tx, refundOrderNo);
        if (!refund) throw notFound();
        if (refund.refund_status !== 0) throw refused('refund.notReviewing');
        const order = (await tx.query<{ status: number }>('SELECT status FROM store_order WHERE id = $1', [refund.store_order_id])).rows[0];
        await tx.query('UPDATE refund_order SET refund_status = 2, updated_at = now() WHERE id = $1', [refund.id]);
        await tx.query('UPDATE store_order SET refund_status = 2, updated_at = now() WHERE id = $1', [refund.store_order_id]);
        await tx.query("INSERT INTO refund_order_history (refund_order_id, event) VALUES ($1, 'approved')", [refund.id]);
        return order.status !== 0;
      });
      // Not shipped: nothing comes back, the money goes back now. Should the provider fail, the refund stays
      // accepted (2) and `confirm` pays it.
      if (!shipped) await completeRefund(db, provider, refundOrderNo);
      return { refund: await current(refundOrderNo), refunded: !shipped };
    },

    async confirm(refundOrderNo) {
      await completeRefund(db, provider, refundOrderNo);
      return current(refundOrderNo);
    },

    async refuse(refundOrderNo, reason) {
      const text = reason.trim();
      if (text === '' || [...text].length > MAX_REASON) throw badRequest('refund.refuse.reason');
      await db.transaction(async (tx) => {
        const refund = await lockRefund(tx, refundOrderNo);
        if (!refund) throw notFound();
        if (refund.refund_status !== 0) throw refused('refund.notReviewing');
        await tx.query('UPDATE refund_order SET refund_status = 1, refund_reason = $2, updated_at = now() WHERE id = $1', [
          refund.id,
          text,
        ]);
        await tx.query('UPDATE store_order SET refund_status = 0, updated_at = now() WHERE id = $1', [refund.store_order_id]);
        await tx.query("INSERT INTO refund_order_history (refund_order_id, event, note) VALUES ($1, 'refused', $2)", [refund.id, text]);
      });
      return current(refundOrderNo);
    },
  };
}
