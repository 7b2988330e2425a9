import type { Db } from '../../infra/db';
import { notFound, refused } from '../../lib/errors';
import type { CartDeleteBody, CartLineResponse, CartNumBody, CartResetBody } from '../../schemas/cart';
import { onShelf } from '../catalog/on-shelf';
import './messages';

export interface CartLineService {
  /** Sets a line's quantity, 1 to the SKU's stock (another shopper's line is not found). */
  setNumber(uid: number, body: CartNumBody): Promise<void>;
  /** Removes the caller's lines among `ids`; ids of other shoppers' lines are left alone. Answers how many went. */
  remove(uid: number, body: CartDeleteBody): Promise<number>;
  /**
   * Reselects another option of the same product for a line (typically an invalid one). When the cart already holds
   * that option, the two lines become one with the quantities added, within the stock.
   */
  reset(uid: number, body: CartResetBody): Promise<CartLineResponse>;
}

interface SkuState {
  stock: number;
}

/** A SKU of the product that can be bought now (on shelf, not withdrawn), with its stock. */
async function sellableSku(tx: Db, productId: number, skuId: number): Promise<SkuState> {
  const sku = (
    await tx.query<SkuState>(
      `SELECT s.stock FROM product_sku s JOIN product p ON p.id = s.product_id
      WHERE s.id = $1 AND s.product_id = $2 AND NOT s.is_del AND ${onShelf('p')}`,
      [skuId, productId],
    )
  ).rows[0];
  if (!sku) throw notFound('cart.sku.notFound');
  if (sku.stock === 0) throw refused('cart.stock.soldOut');
  return sku;
}

/** `maxPerSku`: the most units of one SKU a line (and an order) may hold (config.limits.maxPerSku). */
export function createCartLineService(db: Db, maxPerSku: number): CartLineService {
  /** One shopper's cart changes run one at a time (as cart/save does). */
  const lockShopper = (tx: Db, uid: number) => tx.query('SELECT id FROM app_user WHERE id = $1 FOR UPDATE', [uid]);
  const ownLine = async (tx: Db, uid: number, id: number) => {
    const line = (
      await tx.query<{ id: number; product_id: number; sku_id: number }>(
        'SELECT id, product_id, sku_id FROM cart WHERE id = $1 AND uid = $2',
        [id, uid],
      )
    ).rows[0];
    if (!line) throw notFound('cart.line.notFound');
    return line;
  };

  return {
    setNumber(uid, body) {
      return db.transaction(async (tx) => {
        await lockShopper(tx, uid);
        const line = await ownLine(tx, uid, body.id);
        const sku = await sellableSku(tx, line.product_id, line.sku_id);
        if (body.number > maxPerSku) throw refused('cart.perOrder', { max: maxPerSku });
        if (body.number > sku.stock) throw refused('cart.stock.short', { stock: sku.stock });
        await tx.query('UPDATE cart SET cart_num = $3, updated_at = now() WHERE id = $1 AND uid = $2', [body.id, uid, body.number]);
      });
    },

    async remove(uid, body) {
      const r = await db.query('DELETE FROM cart WHERE uid = $1 AND id = ANY($2::bigint[])', [uid, body.ids]);
      return r.rowCount;
    },

    reset(uid, body) {
      return db.transaction(async (tx) => {
        await lockShopper(tx, uid);
        const line = await ownLine(tx, uid, body.id);
        if (line.product_id !== body.productId) throw notFound('cart.sku.notFound');
        const sku = await sellableSku(tx, body.productId, body.unique);
        const other =
          body.unique === line.sku_id
            ? undefined
            : (
                await tx.query<{ id: number; cart_num: number }>('SELECT id, cart_num FROM cart WHERE uid = $1 AND sku_id = $2', [
                  uid,
                  body.unique,
                ])
              ).rows[0];
        if (other) {
          if (other.cart_num + body.num > maxPerSku) throw refused('cart.perOrder.withCart', { max: maxPerSku, inCart: other.cart_num });
          if (other.cart_num + body.num > sku.stock) {
            throw refused('cart.stock.shortWithCart', { stock: sku.stock, inCart: other.cart_num });
          }
          await tx.query('UPDATE cart SET cart_num = cart_num + $2, updated_at = now() WHERE id = $1', [other.id, body.num]);
          await tx.query('DELETE FROM cart WHERE id = $1 AND uid = $2', [line.id, uid]);
          return { cartId: other.id };
        }
        if (body.num > maxPerSku) throw refused('cart.perOrder', { max: maxPerSku });
        if (body.num > sku.stock) throw refused('cart.stock.short', { stock: sku.stock });
        await tx.query('UPDATE cart SET sku_id = $3, cart_num = $4, updated_at = now() WHERE id = $1 AND uid = $2', [
          line.id,
          uid,
          body.unique,
          body.num,
        ]);
        return { cartId: line.id };
      });
    },
  };
}
