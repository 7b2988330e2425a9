import type { Db } from '../../infra/db';
import type { Config } from '../../config';
import { formatDate, mediaUrl, money } from '../../lib/format';
import { pageInfo, pageParams, type PageInfo } from '../../lib/paging';
import { MY_FAVOURITES_LIMIT, type CollectListQuery, type UserRelationResponse } from '../../schemas/collect';
import type { Locale } from '../../i18n/locale';
import { localized } from '../../i18n/localized';
import { onShelf } from '../catalog/on-shelf';
import { pagedRows } from '../catalog/paged-rows';

export interface CollectionListService {
  /**
   * The caller's favourite products, newest first, named in `locale`; a product withdrawn since stays listed with
   * isShow false.
   */
  products(uid: number, query: CollectListQuery, locale: Locale): Promise<PageInfo<UserRelationResponse>>;
}

interface Row {
  id: number;
  product_id: number;
  created_at: Date | string;
  store_name: string;
  image: string;
  price: string;
  stock: number;
  is_show: boolean;
}

export function createCollectionListService(db: Db, config: Config): CollectionListService {
  return {
    async products(uid, query, locale) {
      const { page, limit, offset } = pageParams(query, MY_FAVOURITES_LIMIT);
      const { rows, total } = await pagedRows<Row>(
        db,
        {
          columns: `f.id, f.product_id, f.created_at, ${localized('p.store_name', locale)}, p.image, p.price, p.stock, ${onShelf('p')} AS is_show`,
          from: 'FROM user_collect_product f JOIN product p ON p.id = f.product_id WHERE f.uid = $1',
          orderBy: 'f.created_at DESC, f.id DESC',
          params: [uid],
        },
        limit,
        offset,
      );
      const list = rows.map((r): UserRelationResponse => ({
        id: r.id,
        productId: r.product_id,
        createTime: formatDate(r.created_at)!,
        storeName: r.store_name,
        image: mediaUrl(config.publicUrl, r.image),
        price: money(r.price),
        stock: r.stock,
        isShow: r.is_show,
      }));
      return pageInfo(list, total, page, limit);
    },
  };
}
