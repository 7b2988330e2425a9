import type { Db } from '../../infra/db';
import type { Config } from '../../config';
import { mediaUrl, money } from '../../lib/format';
import type { CartListResponse } from '../../schemas/cart';
import type { Locale } from '../../i18n/locale';
import { localized } from '../../i18n/localized';
import { VALID_LINE } from './cart-service';

export interface CartListService {
  /**
   * The caller's valid (`isValid`) or invalid lines, grouped by shop: shops and lines newest first; names and SKU
   * texts in `locale`.
   */
  list(uid: number, isValid: boolean, locale: Locale): Promise<CartListResponse>;
}

interface LineRow {
  id: number;
  product_id: number;
  sku_id: number;
  cart_num: number;
  mer_id: number;
  mer_name: string;
  store_name: string;
  image: string;
  sku_image: string | null;
  sku: string | null;
  price: string | null;
  stock: number | null;
  valid: boolean;
}

export function createCartListService(db: Db, config: Config): CartListService {
  return {
    async list(uid, isValid, locale) {
      const rows = (
        await db.query<LineRow>(
          `SELECT c.id, c.product_id, c.sku_id, c.cart_num, c.mer_id, m.name AS mer_name, ${localized('p.store_name', locale)}, p.image,
                s.image AS sku_image, ${localized('s.sku', locale)}, s.price, CASE WHEN s.is_del THEN 0 ELSE s.stock END AS stock, ${VALID_LINE} AS valid
           FROM cart c
           JOIN merchant m ON m.id = c.mer_id
           LEFT JOIN product p ON p.id = c.product_id
           LEFT JOIN product_sku s ON s.id = c.sku_id AND s.product_id = c.product_id
          WHERE c.uid = $1 AND ${VALID_LINE} = $2
          ORDER BY c.updated_at DESC, c.id DESC`,
          [uid, isValid],
        )
      ).rows;
      const shops = new Map<number, CartListResponse[number]>();
      for (const r of rows) {
        const shop = shops.get(r.mer_id) ?? { merId: r.mer_id, merName: r.mer_name, cartInfoList: [] };
        shop.cartInfoList.push({
          id: r.id,
          productId: r.product_id,
          productAttrUnique: String(r.sku_id),
          cartNum: r.cart_num,
          image: mediaUrl(config.publicUrl, r.sku_image || r.image),
          storeName: r.store_name,
          attrId: r.sku_id,
          suk: r.sku ?? '',
          price: money(r.price ?? 0),
          attrStatus: r.valid,
          stock: r.stock ?? 0,
          maxQuantity: config.limits.maxPerSku,
        });
        shops.set(r.mer_id, shop);
      }
      return [...shops.values()];
    },
  };
}
