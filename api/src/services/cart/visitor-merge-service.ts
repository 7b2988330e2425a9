import type { Db } from '../../infra/db';
import { notFound, refused } from '../../lib/errors';
import type { VisitorMergeResponse } from '../../schemas/cart';
import { hashToken, tokenFromHeader } from '../auth/tokens';
import { onShelf } from '../catalog/on-shelf';
import { createCartService } from './cart-service';
import './messages';

export interface VisitorMergeService {
  /**
   * Moves the cart of a guest (visitor) session into the signed-in account: a SKU in both carts keeps one line with
   * the quantities added, bounded by the stock (never below what the account held); the guest's other lines move as
   * they are. Then every token of the guest account is revoked. Possession of the guest token is the proof.
   */
  merge(uid: number, visitorToken: string): Promise<VisitorMergeResponse>;
}

interface GuestLine {
  id: number;
  sku_id: number;
  cart_num: number;
  stock: number;
  sellable: boolean;
}

/** `maxPerSku`: a merged line holds at most this many (config.limits.maxPerSku), as every cart line. */
export function createVisitorMergeService(db: Db, maxPerSku: number): VisitorMergeService {
  const cart = createCartService(db);
  return {
    async merge(uid, visitorToken) {
      const moved = await db.transaction(async (tx) => {
        const token = tokenFromHeader(visitorToken);
        const guest =
          token === null
            ? undefined
            : (
                await tx.query<{ user_id: number; user_type: string }>(
                  `SELECT t.user_id, u.user_type FROM auth_token t JOIN app_user u ON u.id = t.user_id
            WHERE t.token_hash = $1 AND t.revoked_at IS NULL AND t.expires_at > now()`,
                  [hashToken(token)],
                )
              ).rows[0];
        if (!guest) throw notFound('cart.visitor.notFound');
        if (guest.user_type !== 'visitor' || guest.user_id === uid) throw refused('cart.visitor.notVisitor');
        // Both shoppers' carts change: lock both rows, lower id first, as every cart change locks its shopper.
        await tx.query('SELECT id FROM app_user WHERE id = ANY($1::bigint[]) ORDER BY id FOR UPDATE', [[uid, guest.user_id]]);

        const lines = (
          await tx.query<GuestLine>(
            `SELECT c.id, c.sku_id, c.cart_num, COALESCE(s.stock, 0) AS stock,
                  COALESCE(${onShelf('p')} AND NOT s.is_del AND s.stock >= 1, FALSE) AS sellable
             FROM cart c JOIN product p ON p.id = c.product_id
             LEFT JOIN product_sku s ON s.id = c.sku_id AND s.product_id = c.product_id
            WHERE c.uid = $1 ORDER BY c.id`,
            [guest.user_id],
          )
        ).rows;
        for (const line of lines) {
          const mine = (
            await tx.query<{ id: number; cart_num: number }>('SELECT id, cart_num FROM cart WHERE uid = $1 AND sku_id = $2', [
              uid,
              line.sku_id,
            ])
          ).rows[0];
          if (mine) {
            const bounded = line.sellable ? Math.min(mine.cart_num + line.cart_num, line.stock, maxPerSku) : mine.cart_num;
            await tx.query('UPDATE cart SET cart_num = $2, updated_at = now() WHERE id = $1', [mine.id, Math.max(mine.cart_num, bounded)]);
            await tx.query('DELETE FROM cart WHERE id = $1', [line.id]);
          } else {
            const qty = line.sellable ? Math.min(line.cart_num, line.stock, maxPerSku) : line.cart_num;
            await tx.query('UPDATE cart SET uid = $2, cart_num = $3, updated_at = now() WHERE id = $1', [line.id, uid, qty]);
          }
        }
        await tx.query('UPDATE auth_token SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [guest.user_id]);
        return lines.length;
      });
      return { movedLines: moved, count: await cart.count(uid, { numType: true, type: 'total' }) };
    },
  };
}
