import type { Db } from '../../../infra/db';
import type { StockLine } from './stock';

/** The stock lines of a master order (every merchant order under it). */
export async function masterOrderLines(tx: Db, masterNo: string): Promise<StockLine[]> {
  const rows = (
    await tx.query<{ product_id: number; sku_id: number; pay_num: number; product_name: string }>(
      `SELECT i.product_id, i.sku_id, i.pay_num, i.product_name
       FROM order_info i JOIN store_order s ON s.id = i.store_order_id
      WHERE s.master_order_no = $1 ORDER BY i.id`,
      [masterNo],
    )
  ).rows;
  return rows.map((r) => ({ productId: r.product_id, skuId: r.sku_id, qty: r.pay_num, productName: r.product_name }));
}

/** The user-coupons a master order used: the platform coupon and each shop's coupon. */
export async function masterOrderCoupons(tx: Db, masterNo: string): Promise<number[]> {
  const rows = (
    await tx.query<{ id: number }>(
      `SELECT platform_coupon_id AS id FROM master_order WHERE order_no = $1 AND platform_coupon_id IS NOT NULL
     UNION SELECT coupon_id FROM store_order WHERE master_order_no = $1 AND coupon_id IS NOT NULL
     ORDER BY id`,
      [masterNo],
    )
  ).rows;
  return rows.map((r) => r.id);
}
