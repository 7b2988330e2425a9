import type { Db } from '../../infra/db';
import type { Config } from '../../config';
import { notFound } from '../../lib/errors';
import { mediaUrl, money } from '../../lib/format';
import { pageInfo, pageParams, type PageInfo, type PageQuery } from '../../lib/paging';
import type { ActivityListResponse, ActivityProductInfoVo, PcActivityInfoResponse } from '../../schemas/activity';
import { onShelf } from '../catalog/on-shelf';
import { pagedRows } from '../catalog/paged-rows';
import { pictureList } from '../catalog/picture-list';
import './messages';
import type { Locale } from '../../i18n/locale';
import { localized } from '../../i18n/localized';

/** Products an activity block of the home page shows: a big one and two small ones for type 2, else up to 8. */
const blockSize = (type: number) => (type === 2 ? 3 : 8);

export interface ActivityService {
  /** The home page's activity blocks. */
  indexList(locale: Locale): Promise<ActivityListResponse[]>;
  detail(activityId: number, locale: Locale): Promise<PcActivityInfoResponse>;
  products(activityId: number, query: PageQuery, locale: Locale): Promise<PageInfo<ActivityProductInfoVo>>;
}

interface ItemRow {
  product_id: number;
  pro_image: string;
  image: string;
  store_name: string;
  price: string;
  ot_price: string;
}

/** Products of shown activities that are on shelf, in the activity's order. */
const ITEM_FROM = `FROM activity_product ap JOIN product p ON p.id = ap.product_id WHERE ap.activity_id = $1 AND ${onShelf('p')}`;
const ITEM_ORDER = 'ap.sort DESC, p.id';

export function createActivityService(db: Db, config: Config): ActivityService {
  const url = (path: string) => mediaUrl(config.publicUrl, path);
  const item = (r: ItemRow): ActivityProductInfoVo => ({
    proId: r.product_id,
    proImage: url(r.pro_image || r.image),
    image: url(r.image),
    storeName: r.store_name,
    price: money(r.price),
    otPrice: money(r.ot_price),
  });
  const shown = async (tx: Db, activityId: number, locale: Locale) => {
    const r = await tx.query<{ id: number; name: string; type: number; banner: string; instruction: string }>(
      `SELECT id, ${localized('name', locale)}, type, ${localized('banner', locale)}, ${localized('instruction', locale)}
         FROM activity WHERE id = $1 AND is_show`,
      [activityId],
    );
    if (r.rows.length === 0) throw notFound('activity.notFound');
    return r.rows[0];
  };

  return {
    async indexList(locale) {
      const r = await db.query<ItemRow & { activity_id: number; name: string; type: number }>(
        `SELECT x.* FROM (
           SELECT a.id AS activity_id, ${localized('a.name', locale)}, a.type, a.sort AS activity_sort,
                  ap.product_id, ap.pro_image, p.image, ${localized('p.store_name', locale)}, p.price, p.ot_price,
                  row_number() OVER (PARTITION BY a.id ORDER BY ${ITEM_ORDER}) AS n
             FROM activity a
             JOIN activity_product ap ON ap.activity_id = a.id
             JOIN product p ON p.id = ap.product_id
            WHERE a.is_show AND ${onShelf('p')}) x
          WHERE x.n <= CASE WHEN x.type = 2 THEN ${blockSize(2)} ELSE ${blockSize(1)} END
          ORDER BY x.activity_sort DESC, x.activity_id, x.n`,
      );
      const blocks = new Map<number, ActivityListResponse>();
      for (const row of r.rows) {
        let block = blocks.get(row.activity_id);
        if (!block) {
          block = { id: row.activity_id, name: row.name, type: row.type, productList: [] };
          blocks.set(row.activity_id, block);
        }
        block.productList.push(item(row));
      }
      // Activities without an on-shelf product never get a block (no rows), as the contract's backend leaves them out.
      return [...blocks.values()];
    },

    detail(activityId, locale) {
      return db.transaction(async (tx) => {
        const a = await shown(tx, activityId, locale);
        return {
          id: a.id,
          name: a.name,
          type: a.type,
          banner: JSON.stringify(pictureList(a.banner).map(url)),
          instruction: a.instruction,
        };
      });
    },

    products(activityId, query, locale) {
      const { page, limit, offset } = pageParams(query);
      return db.transaction(async (tx) => {
        await shown(tx, activityId, locale);
        const { rows, total } = await pagedRows<ItemRow>(
          tx,
          {
            columns: `ap.product_id, ap.pro_image, p.image, ${localized('p.store_name', locale)}, p.price, p.ot_price`,
            from: ITEM_FROM,
            orderBy: ITEM_ORDER,
            params: [activityId],
          },
          limit,
          offset,
        );
        return pageInfo(rows.map(item), total, page, limit);
      });
    },
  };
}
