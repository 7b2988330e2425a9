import type { Db } from '../../infra/db';
import { notFound } from '../../lib/errors';
import { onShelf } from '../catalog/on-shelf';
import '../catalog/messages';
import './messages';

/** Favourite products and followed shops. Every change is idempotent: adding twice keeps one row. */
export interface CollectionService {
  addProduct(userId: number, productId: number): Promise<void>;
  removeProduct(userId: number, productId: number): Promise<void>;
  followMerchant(userId: number, merId: number): Promise<void>;
  unfollowMerchant(userId: number, merId: number): Promise<void>;
}

export function createCollectionService(db: Db): CollectionService {
  const ensureMerchant = async (tx: Db, merId: number) => {
    const r = await tx.query('SELECT 1 FROM merchant WHERE id = $1 AND NOT is_del', [merId]);
    if (r.rows.length === 0) throw notFound('collections.merchant.notFound');
  };

  return {
    addProduct(userId, productId) {
      return db.transaction(async (tx) => {
        const r = await tx.query(`SELECT 1 FROM product p WHERE p.id = $1 AND ${onShelf('p')}`, [productId]);
        if (r.rows.length === 0) throw notFound('catalog.product.notFound');
        await tx.query('INSERT INTO user_collect_product (uid, product_id) VALUES ($1, $2) ON CONFLICT (uid, product_id) DO NOTHING', [
          userId,
          productId,
        ]);
      });
    },

    async removeProduct(userId, productId) {
      // Removing works for a product since withdrawn too, and removing twice is fine.
      await db.query('DELETE FROM user_collect_product WHERE uid = $1 AND product_id = $2', [userId, productId]);
    },

    followMerchant(userId, merId) {
      return db.transaction(async (tx) => {
        await ensureMerchant(tx, merId);
        await tx.query('INSERT INTO user_follow_merchant (uid, mer_id) VALUES ($1, $2) ON CONFLICT (uid, mer_id) DO NOTHING', [
          userId,
          merId,
        ]);
      });
    },

    unfollowMerchant(userId, merId) {
      return db.transaction(async (tx) => {
        await ensureMerchant(tx, merId);
        await tx.query('DELETE FROM user_follow_merchant WHERE uid = $1 AND mer_id = $2', [userId, merId]);
      });
    },
  };
}
