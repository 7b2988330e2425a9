import type { Db } from '../../external/db';
import { refused } from '../../../lib/errors';
import './messages';

export interface StockLine {
  productId: number;
  skuId: number;
  qty: number;
  productName: string;
}

/** Quantities per SKU, in SKU id order (the lock order every stock change follows). */
function perSku(lines: StockLine[]): StockLine[] {
  const m = new Map<number, StockLine>();
  for (const l of lines) {
    const same = m.get(l.skuId);
    m.set(l.skuId, same ? { ...same, qty: same.qty + l.qty } : { ...l });
  }
  return [...m.values()].sort((a, b) => a.skuId - b.skuId);
}

const productIds = (lines: StockLine[]) => [...new Set(lines.map((l) => l.productId))].sort((a, b) => a - b);

/** A product's stock is the sum of its SKUs' stock. */
async function resumProducts(tx: Db, ids: number[]): Promise<void> {
  for (const id of ids) {
    await tx.query(
      // RETURNING id: the cache's write watch drops only this product's pages for a stock-only change.
      `UPDATE product SET stock = (SELECT COALESCE(sum(stock), 0) FROM product_sku WHERE product_id = $1 AND NOT is_del) WHERE id = $1 RETURNING id`,
      [id],
    );
  }
}

/**
 * Takes the stock of every line with a guarded update (`stock >= n`): when a SKU is short the whole transaction is
 * refused with the product's name, so stock never goes below zero and never half-moves. The SKU rows should already
 * be locked (priced-lines with lock) so the check and the update see the same stock.
 */
export async function takeStock(tx: Db, lines: StockLine[]): Promise<void> {
  for (const l of perSku(lines)) {
    const r = await tx.query<{ stock: number }>(
      'UPDATE product_sku SET stock = stock - $2 WHERE id = $1 AND stock >= $2 RETURNING stock, product_id', [l.skuId, l.qty],
    );
    if (r.rowCount === 0) throw refused('order.line.short.noCount', { product: l.productName });
  }
  await resumProducts(tx, productIds(lines));
}

/** Puts the stock of cancelled lines back. */
export async function restoreStock(tx: Db, lines: StockLine[]): Promise<void> {
  for (const l of perSku(lines)) {
    await tx.query('UPDATE product_sku SET stock = stock + $2 WHERE id = $1 RETURNING product_id', [l.skuId, l.qty]);
  }
  await resumProducts(tx, productIds(lines));
}

/** Counts paid lines in the SKU and product sales. */
export async function addSales(tx: Db, lines: StockLine[]): Promise<void> {
  for (const l of perSku(lines)) {
    await tx.query('UPDATE product_sku SET sales = sales + $2 WHERE id = $1', [l.skuId, l.qty]);
  }
  const perProduct = new Map<number, number>();
  for (const l of lines) perProduct.set(l.productId, (perProduct.get(l.productId) ?? 0) + l.qty);
  for (const id of productIds(lines)) {
    await tx.query('UPDATE product SET sales = sales + $2 WHERE id = $1', [id, perProduct.get(id)]);
  }
}
