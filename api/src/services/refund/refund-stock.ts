import type { Db } from '../../infra/db';
import { removeSales, restoreStock, type StockLine } from '../order/checkout/stock';

/** The units of a refund, per SKU line. */
async function refundedUnits(tx: Db, refundId: number): Promise<StockLine[]> {
  const rows = (
    await tx.query<{ product_id: number; sku_id: number; refund_num: number; product_name: string }>(
      `SELECT i.product_id, i.sku_id, ri.refund_num, i.product_name
       FROM refund_order_info ri JOIN order_info i ON i.id = ri.order_info_id
      WHERE ri.refund_order_id = $1 ORDER BY i.sku_id`,
      [refundId],
    )
  ).rows;
  return rows.map((r) => ({ productId: r.product_id, skuId: r.sku_id, qty: r.refund_num, productName: r.product_name }));
}

/**
 * Puts the refunded units back: SKU and product stock up (the product's stock stays the sum of its SKUs'), SKU and
 * product sales down by the same units (never below zero).
 */
export async function returnRefundedUnits(tx: Db, refundId: number): Promise<void> {
  const units = await refundedUnits(tx, refundId);
  await restoreStock(tx, units);
  await removeSales(tx, units);
}
