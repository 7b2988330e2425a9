import type { Db } from '../../infra/db';
import type { Config } from '../../config';
import { mediaUrl, money } from '../../lib/format';
import { pageInfo, type PageInfo } from '../../lib/paging';
import type { MerchantSearchResponse } from '../../schemas/merchant';
import { onShelf } from '../catalog/on-shelf';
import { openMerchant } from './merchant-gate';
import type { Locale } from '../../i18n/locale';
import { localized } from '../../i18n/localized';

/** How many products a street or search card shows. */
const CARD_PRODUCTS = 3;

/** The merchant columns a street card and a store's front page both read. */
export interface MerchantFaceRow {
  id: number;
  name: string;
  category_id: number;
  type_id: number;
  is_self: boolean;
  back_image: string;
  avatar: string;
  star_level: number;
}

/** A merchant's face as a street card and a store's header both answer it, its pictures at `url`. */
export function merchantFace(m: MerchantFaceRow, url: (path: string) => string) {
  return {
    id: m.id,
    name: m.name,
    categoryId: m.category_id,
    typeId: m.type_id,
    isSelf: m.is_self,
    backImage: url(m.back_image),
    avatar: url(m.avatar),
    starLevel: m.star_level,
  };
}

interface CardRow extends MerchantFaceRow {
  street_back_image: string;
  pro_list: Array<{ id: number; storeName: string; image: string; price: string; sales: number; ficti: number }>;
}

export interface CardFilter {
  /** SQL conditions on the merchant `m`, with $n placeholders numbered from 1 into `params`. */
  conditions: string[];
  params: unknown[];
  orderBy: string;
}

/**
 * One page of merchant cards (MerchantSearchResponse) for the open merchants matching `filter`, each with its
 * first products on sale, and the real total (the original front end's street page never read it, so its pager never showed).
 */
export async function merchantCards(
  tx: Db,
  config: Config,
  filter: CardFilter,
  page: number,
  limit: number,
  locale: Locale,
): Promise<PageInfo<MerchantSearchResponse>> {
  const where = [openMerchant('m'), ...filter.conditions].join(' AND ');
  const count = await tx.query<{ total: number }>(`SELECT count(*)::int AS total FROM merchant m WHERE ${where}`, filter.params);
  const n = filter.params.length;
  const rows = await tx.query<CardRow>(
    `SELECT m.id, m.name, m.category_id, m.type_id, m.is_self, m.back_image, m.avatar, m.street_back_image, m.star_level,
            COALESCE(pro.list, '[]'::json) AS pro_list
       FROM merchant m
       LEFT JOIN LATERAL (
         SELECT json_agg(json_build_object('id', x.id, 'storeName', x.store_name, 'image', x.image,
                                           'price', x.price::text, 'sales', x.sales, 'ficti', x.ficti)
                         ORDER BY x.sort DESC, x.id DESC) AS list
           FROM (SELECT p.id, ${localized('p.store_name', locale)}, p.image, p.price, p.sales, p.ficti, p.sort
                   FROM product p
                  WHERE p.mer_id = m.id AND ${onShelf('p')}
                  ORDER BY p.sort DESC, p.id DESC
                  LIMIT ${CARD_PRODUCTS}) x
       ) pro ON true
      WHERE ${where}
      ORDER BY ${filter.orderBy}
      LIMIT $${n + 1} OFFSET $${n + 2}`,
    [...filter.params, limit, (page - 1) * limit],
  );
  const url = (path: string) => mediaUrl(config.publicUrl, path);
  const list = rows.rows.map((m) => ({
    ...merchantFace(m, url),
    streetBackImage: url(m.street_back_image),
    proList: m.pro_list.map((p) => ({ ...p, image: url(p.image), price: money(p.price) })),
  }));
  return pageInfo(list, count.rows[0].total, page, limit);
}
