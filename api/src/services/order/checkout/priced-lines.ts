import type { Db } from '../../../infra/db';
import { refused } from '../../../lib/errors';
import { onShelf } from '../../catalog/on-shelf';
import { toCents } from '../cents';
import type { Translations } from '../../../i18n/localized';
import type { PricedLine, SnapshotLine } from './priced-line';
import '../messages';

export interface SkuRow {
  sku_id: number;
  product_id: number;
  sku: string;
  sku_i18n: Translations;
  sku_image: string;
  price: string;
  stock: number;
  weight: string;
  volume: string;
  sku_del: boolean;
  store_name: string;
  store_name_i18n: Translations;
  image: string;
  mer_id: number;
  mer_name: string;
  on_shelf: boolean;
}

/** A SKU as an order line needs it, with its product and shop: select list and joins (`s`, `p`, `m`). */
export const SKU_LINE_COLUMNS = `s.id AS sku_id, s.product_id, s.sku, s.sku_i18n, s.image AS sku_image, s.price::text AS price, s.stock,
            s.weight::text AS weight, s.volume::text AS volume, s.is_del AS sku_del, p.store_name, p.store_name_i18n, p.image, p.mer_id,
            m.name AS mer_name, ${onShelf('p')} AS on_shelf`;
export const SKU_LINE_FROM = 'product_sku s JOIN product p ON p.id = s.product_id JOIN merchant m ON m.id = p.mer_id';

/**
 * Prices the chosen lines from the catalogue as it is now, in the order given, and checks each is still for sale:
 * the product on shelf, the SKU its own and not withdrawn, and the quantity within the stock. With `lock` the SKU
 * rows are locked (FOR UPDATE, in id order so that concurrent checkouts cannot deadlock) until the transaction ends.
 */
export async function pricedLines(tx: Db, chosen: SnapshotLine[], opts: { lock: boolean }): Promise<PricedLine[]> {
  const ids = [...new Set(chosen.map((l) => l.skuId))].sort((a, b) => a - b);
  const rows = (
    await tx.query<SkuRow>(
      `SELECT ${SKU_LINE_COLUMNS} FROM ${SKU_LINE_FROM}
      WHERE s.id = ANY($1::bigint[])
      ORDER BY s.id${opts.lock ? ' FOR UPDATE OF s' : ''}`,
      [ids],
    )
  ).rows;
  return linesFromSkus(chosen, rows);
}

/** The chosen lines priced from their SKU rows (SKU_LINE_COLUMNS), each checked for sale as `pricedLines` says. */
export function linesFromSkus(chosen: SnapshotLine[], rows: SkuRow[]): PricedLine[] {
  const byId = new Map(rows.map((r) => [r.sku_id, r]));
  return chosen.map((line) => {
    const r = byId.get(line.skuId);
    if (!r || r.product_id !== line.productId || r.sku_del || !r.on_shelf) {
      throw refused('order.line.unavailable', { product: r?.store_name ?? `#${line.productId}` });
    }
    if (r.stock < line.qty) {
      throw r.stock === 0
        ? refused('order.line.soldOut', { product: r.store_name })
        : refused('order.line.short', { product: r.store_name, stock: r.stock });
    }
    return {
      productId: r.product_id,
      skuId: r.sku_id,
      merId: r.mer_id,
      merName: r.mer_name,
      productName: r.store_name,
      productNameI18n: r.store_name_i18n,
      image: r.sku_image || r.image,
      sku: r.sku,
      skuI18n: r.sku_i18n,
      priceCents: toCents(r.price),
      qty: line.qty,
      stock: r.stock,
      weight: r.weight,
      volume: r.volume,
      cartId: line.cartId,
    };
  });
}
