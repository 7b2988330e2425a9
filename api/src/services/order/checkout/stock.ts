import type { Db } from '../../../infra/db';
import { refused } from '../../../lib/errors';
import '../messages';

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

/**
 * Moves each product's stock by what its SKUs moved (`moved`: product id → units, negative when taken), in product
 * id order (the lock order of the checkout's PLACE). A product's stock is the sum of its live SKUs'; it moves by the
 * same delta as they did, never re-summed: a re-sum reads the statement's snapshot, so under concurrency it could
 * miss another order's committed SKU change made while it waited for this product's row.
 */
async function moveProducts(tx: Db, moved: Map<number, number>): Promise<void> {
  for (const id of [...moved.keys()].sort((a, b) => a - b)) {
    const delta = moved.get(id)!;
    if (delta === 0) continue;
    // Its stock after: crossing zero either way (sold out, back in stock) shows in lists at once (public-cache.ts).
    await tx.query('UPDATE product SET stock = stock + $2 WHERE id = $1 RETURNING stock', [id, delta], {
      cacheChange: (rows) => {
        const after = rows.length > 0 ? Number(rows[0].stock) : null;
        if (after === null) return {};
        return { stockOf: [id], shelfOf: after > 0 !== after - delta > 0 ? [id] : [] };
      },
    });
  }
}

/** A SKU's stock moved (its product's page shows it): from the `product_id` the update returned. */
const skuStockChange = (rows: Array<Record<string, unknown>>) => ({ stockOf: rows.map((r) => Number(r.product_id)) });

/** A product's or a SKU's sales moved (the product's page shows them; listings sort by them). */
const salesChange = (productId: number) => () => ({ salesOf: [productId] });

const addTo = (moved: Map<number, number>, productId: number, qty: number) => moved.set(productId, (moved.get(productId) ?? 0) + qty);

/**
 * Takes the stock of every line with a guarded update (`stock >= n`): when a SKU is short the whole transaction is
 * refused with the product's name, so stock never goes below zero and never half-moves. The SKU rows should already
 * be locked (priced-lines with lock) so the check and the update see the same stock.
 */
export async function takeStock(tx: Db, lines: StockLine[]): Promise<void> {
  const moved = new Map<number, number>();
  for (const l of perSku(lines)) {
    const r = await tx.query<{ stock: number; product_id: number; is_del: boolean }>(
      'UPDATE product_sku SET stock = stock - $2 WHERE id = $1 AND stock >= $2 RETURNING stock, product_id, is_del',
      [l.skuId, l.qty],
      { cacheChange: skuStockChange },
    );
    if (r.rowCount === 0) throw refused('order.line.short.noCount', { product: l.productName });
    if (!r.rows[0].is_del) addTo(moved, r.rows[0].product_id, -l.qty);
  }
  await moveProducts(tx, moved);
}

/** Puts the stock of cancelled lines back (a deleted SKU's units do not count in its product's stock). */
export async function restoreStock(tx: Db, lines: StockLine[]): Promise<void> {
  const moved = new Map<number, number>();
  for (const l of perSku(lines)) {
    const r = await tx.query<{ product_id: number; is_del: boolean }>(
      'UPDATE product_sku SET stock = stock + $2 WHERE id = $1 RETURNING product_id, is_del',
      [l.skuId, l.qty],
      { cacheChange: skuStockChange },
    );
    const sku = r.rows[0];
    if (sku && !sku.is_del) addTo(moved, sku.product_id, l.qty);
  }
  await moveProducts(tx, moved);
}

/**
 * Moves the SKU and product sales by the lines' units, in SKU then product id order: up when they are paid, down
 * (never below zero) when they are refunded.
 */
async function moveSales(tx: Db, lines: StockLine[], direction: 'paid' | 'refunded'): Promise<void> {
  const moved = direction === 'paid' ? 'sales + $2' : 'GREATEST(0, sales - $2)';
  for (const l of perSku(lines)) {
    await tx.query(`UPDATE product_sku SET sales = ${moved} WHERE id = $1`, [l.skuId, l.qty], { cacheChange: salesChange(l.productId) });
  }
  const perProduct = new Map<number, number>();
  for (const l of lines) addTo(perProduct, l.productId, l.qty);
  for (const id of productIds(lines)) {
    await tx.query(`UPDATE product SET sales = ${moved} WHERE id = $1`, [id, perProduct.get(id)], { cacheChange: salesChange(id) });
  }
}

/** Counts paid lines in the SKU and product sales. */
export const addSales = (tx: Db, lines: StockLine[]): Promise<void> => moveSales(tx, lines, 'paid');

/** Takes refunded lines out of the SKU and product sales (never below zero). */
export const removeSales = (tx: Db, lines: StockLine[]): Promise<void> => moveSales(tx, lines, 'refunded');
