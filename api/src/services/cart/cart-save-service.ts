import type { Db } from '../../infra/db';
import { notFound, refused } from '../../lib/errors';
import type { CartSaveBody, CartSaveResponse } from '../../schemas/cart';
import { onShelf } from '../catalog/on-shelf';
import './messages';

export interface CartSaveService {
  /**
   * Adds the lines to the shopper's cart in one transaction: each SKU must belong to its product and be on sale;
   * a SKU already in the cart gets the quantity added; a line never holds more than the SKU's stock (the whole
   * request is refused instead). Prices are never taken from the client: the cart keeps only SKU and quantity.
   */
  save(userId: number, items: CartSaveBody): Promise<CartSaveResponse>;
}

interface SkuState {
  mer_id: number;
  stock: number;
  in_cart: number;
}

/** `maxPerSku`: the most units of one SKU a line (and an order) may hold (config.limits.maxPerSku). */
export function createCartSaveService(db: Db, maxPerSku: number): CartSaveService {
  return {
    save(userId, items) {
      return db.transaction(async (tx) => {
        // One shopper's cart changes run one at a time, so two quick adds cannot both pass the stock check.
        await tx.query('SELECT id FROM app_user WHERE id = $1 FOR UPDATE', [userId]);
        const answer: CartSaveResponse = [];
        for (const item of items) {
          const sku = (
            await tx.query<SkuState>(
              `SELECT p.mer_id, s.stock,
                    COALESCE((SELECT c.cart_num FROM cart c WHERE c.uid = $3 AND c.sku_id = s.id), 0) AS in_cart
               FROM product_sku s JOIN product p ON p.id = s.product_id
              WHERE s.id = $1 AND s.product_id = $2 AND NOT s.is_del AND ${onShelf('p')}`,
              [item.productAttrUnique, item.productId, userId],
            )
          ).rows[0];
          if (!sku) throw notFound('cart.sku.notFound');
          if (sku.stock === 0) throw refused('cart.stock.soldOut');
          if (sku.in_cart + item.cartNum > maxPerSku) {
            throw sku.in_cart > 0
              ? refused('cart.perOrder.withCart', { max: maxPerSku, inCart: sku.in_cart })
              : refused('cart.perOrder', { max: maxPerSku });
          }
          if (sku.in_cart + item.cartNum > sku.stock) {
            throw sku.in_cart > 0
              ? refused('cart.stock.shortWithCart', { stock: sku.stock, inCart: sku.in_cart })
              : refused('cart.stock.short', { stock: sku.stock });
          }
          const line = await tx.query<{ id: number }>(
            `INSERT INTO cart (uid, mer_id, product_id, sku_id, cart_num) VALUES ($1, $2, $3, $4, $5)
             ON CONFLICT (uid, sku_id) DO UPDATE SET cart_num = cart.cart_num + EXCLUDED.cart_num, updated_at = now()
             RETURNING id`,
            [userId, sku.mer_id, item.productId, item.productAttrUnique, item.cartNum],
          );
          answer.push({ cartId: line.rows[0].id });
        }
        return answer;
      });
    },
  };
}
