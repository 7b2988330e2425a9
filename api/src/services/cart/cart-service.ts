import type { Db } from '../../infra/db';
import { onShelf } from '../catalog/on-shelf';
import type { CartCountQuery } from '../../schemas/cart';

export interface CartService {
  /** Lines (`total`) or quantities (`sum`) of the shopper's valid (`numType` true) or invalid cart lines. */
  count(userId: number, query: CartCountQuery): Promise<number>;
}

/** A cart line is valid while its product is on shelf and its SKU still exists with stock. */
export const VALID_LINE = `COALESCE(${onShelf('p')} AND s.id IS NOT NULL AND NOT s.is_del AND s.stock >= 1, FALSE)`;

export function createCartService(db: Db): CartService {
  return {
    async count(userId, { numType, type }) {
      const r = await db.query<{ lines: number; quantity: number }>(
        `SELECT count(*)::int AS lines, COALESCE(sum(c.cart_num), 0)::int AS quantity
           FROM cart c
           LEFT JOIN product p ON p.id = c.product_id
           LEFT JOIN product_sku s ON s.id = c.sku_id AND s.product_id = c.product_id
          WHERE c.uid = $1 AND ${VALID_LINE} = $2`,
        [userId, numType],
      );
      return type === 'total' ? r.rows[0].lines : r.rows[0].quantity;
    },
  };
}
