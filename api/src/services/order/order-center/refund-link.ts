import type { Db } from '../../../infra/db';

/** The newest refund request (RE…) of a merchant order, whatever its state, or null: the order detail links to it. */
export async function newestRefundNo(tx: Db, storeOrderId: number): Promise<string | null> {
  const r = await tx.query<{ refund_order_no: string }>(
    'SELECT refund_order_no FROM refund_order WHERE store_order_id = $1 ORDER BY id DESC LIMIT 1',
    [storeOrderId],
  );
  return r.rows[0]?.refund_order_no ?? null;
}
