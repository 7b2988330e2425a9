import type { Db } from '../../external/db';
import type { Config } from '../../../config';
import { notFound } from '../../../lib/errors';
import { mediaUrl, money } from '../../../lib/format';
import type { ProductDetailResponse, ProductSku } from '../../../schemas/catalog';
import { onShelf } from './on-shelf';
import { pictureList } from './picture-list';
import { sanitizeContent } from './product-content';
import { skuKey } from './sku-key';
import './messages';

/** Other products of the shop shown beside the detail. */
const SHOP_PICKS = 4;

export interface ProductDetailService {
  /** The product page of an on-shelf product; `userId` (or null) fills the caller's favourite and follow flags. */
  detail(productId: number, userId: number | null): Promise<ProductDetailResponse>;
}

interface ProductRow {
  id: number; mer_id: number; image: string; store_name: string; store_info: string; slider_image: string;
  price: string; ot_price: string; stock: number; sales: number; ficti: number; browse: number; unit_name: string;
  guarantee_ids: string; content: string;
}
interface AttrRow { id: number; attr_name: string; attr_values: string }
interface SkuRow {
  id: number; sku: string; attr_value: string; image: string; price: string; ot_price: string; stock: number;
  sales: number; weight: string; volume: string; bar_code: string;
}
interface MerchantRow { name: string; avatar: string; is_self: boolean; star_level: number; type_id: number; followed: boolean }
interface PickRow { id: number; store_name: string; image: string; price: string; sales: number; ficti: number }
interface GuaranteeRow { id: number; name: string; icon: string; content: string; sort: number; is_show: boolean }


export function createProductDetailService(db: Db, config: Config): ProductDetailService {
  const url = (path: string) => mediaUrl(config.publicUrl, path);
  return {
    detail(productId, userId) {
      return db.transaction(async (tx) => {
        const p = (await tx.query<ProductRow>(
          `SELECT p.id, p.mer_id, p.image, p.store_name, p.store_info, p.slider_image, p.price, p.ot_price, p.stock, p.sales,
                  p.ficti, p.browse, p.unit_name, p.guarantee_ids, p.content
             FROM product p WHERE p.id = $1 AND ${onShelf('p')}`,
          [productId],
        )).rows[0];
        if (!p) throw notFound('catalog.product.notFound');

        const attrs = (await tx.query<AttrRow>(
          'SELECT id, attr_name, attr_values FROM product_attr WHERE product_id = $1 ORDER BY sort, id',
          [productId],
        )).rows;
        const skus = (await tx.query<SkuRow>(
          `SELECT id, sku, attr_value, image, price, ot_price, stock, sales, weight::text AS weight, volume::text AS volume, bar_code
             FROM product_sku WHERE product_id = $1 AND NOT is_del ORDER BY id`,
          [productId],
        )).rows;
        const merchant = (await tx.query<MerchantRow>(
          `SELECT m.name, m.avatar, m.is_self, m.star_level, m.type_id,
                  EXISTS (SELECT 1 FROM user_follow_merchant f WHERE f.mer_id = m.id AND f.uid = $2) AS followed
             FROM merchant m WHERE m.id = $1`,
          [p.mer_id, userId],
        )).rows[0];
        const picks = (await tx.query<PickRow>(
          `SELECT p.id, p.store_name, p.image, p.price, p.sales, p.ficti FROM product p
            WHERE p.mer_id = $1 AND p.id <> $2 AND ${onShelf('p')}
            ORDER BY p.sales + p.ficti DESC, p.id DESC LIMIT ${SHOP_PICKS}`,
          [p.mer_id, productId],
        )).rows;
        const collected = (await tx.query<{ yes: boolean }>(
          'SELECT EXISTS (SELECT 1 FROM user_collect_product WHERE uid = $1 AND product_id = $2) AS yes',
          [userId, productId],
        )).rows[0].yes;
        const guarantees = (await tx.query<GuaranteeRow>(
          `SELECT id, name, icon, content, sort, is_show FROM guarantee
            WHERE is_show AND id::text = ANY(string_to_array(replace($1, ' ', ''), ','))
            ORDER BY sort DESC, id`,
          [p.guarantee_ids],
        )).rows;

        const names = attrs.map((a) => a.attr_name);
        const productValue: Record<string, ProductSku> = {};
        for (const s of skus) {
          const key = skuKey(names, s.attr_value, s.sku);
          productValue[key] = {
            id: s.id,
            productId,
            sku: key,
            stock: s.stock,
            sales: s.sales,
            price: money(s.price),
            otPrice: money(s.ot_price),
            image: url(s.image || p.image),
            cost: null,
            barCode: s.bar_code,
            weight: s.weight,
            volume: s.volume,
            brokerage: '0.00',
            brokerageTwo: '0.00',
            type: 0,
            quota: 0,
            quotaShow: 0,
            attrValue: s.attr_value,
            vipPrice: null,
            checked: false,
          };
        }

        return {
          productInfo: {
            id: p.id,
            merId: p.mer_id,
            image: url(p.image),
            storeName: p.store_name,
            storeInfo: p.store_info,
            sliderImage: JSON.stringify(pictureList(p.slider_image).map(url)),
            price: money(p.price),
            otPrice: money(p.ot_price),
            stock: p.stock,
            sales: p.sales,
            ficti: p.ficti,
            browse: p.browse,
            unitName: p.unit_name,
            guaranteeIds: p.guarantee_ids,
            content: sanitizeContent(p.content, config.publicUrl),
          },
          productAttr: attrs.map((a) => ({
            id: a.id, productId, attrName: a.attr_name, attrValues: a.attr_values, type: 0, isDel: false,
          })),
          productValue,
          merchantInfo: {
            name: merchant.name,
            avatar: url(merchant.avatar),
            isSelf: merchant.is_self,
            starLevel: merchant.star_level,
            typeId: merchant.type_id,
            isCollect: merchant.followed,
            proList: picks.map((x) => ({
              id: x.id, storeName: x.store_name, image: url(x.image), price: money(x.price), sales: x.sales, ficti: x.ficti,
            })),
          },
          userCollect: collected,
          guaranteeList: guarantees.map((g) => ({
            id: g.id, name: g.name, icon: url(g.icon), content: g.content, sort: g.sort, isShow: g.is_show,
          })),
        };
      });
    },
  };
}
