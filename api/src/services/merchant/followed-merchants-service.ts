import type { Db } from '../../infra/db';
import type { Config } from '../../config';
import { formatDate, mediaUrl } from '../../lib/format';
import { pageInfo, pageParams, type PageInfo } from '../../lib/paging';
import type { FollowedMerchant, FollowedMerchantQuery } from '../../schemas/merchant';

export interface FollowedMerchantsService {
  /** The stores a shopper follows, most recently followed first (deleted stores left out). */
  list(userId: number, query: FollowedMerchantQuery): Promise<PageInfo<FollowedMerchant>>;
}

interface FollowRow {
  uid: number;
  mer_id: number;
  name: string;
  avatar: string;
  created_at: Date | string;
}

export function createFollowedMerchantsService(db: Db, config: Config): FollowedMerchantsService {
  return {
    list(userId, query) {
      const { page, limit, offset } = pageParams(query, 20);
      return db.transaction(async (tx) => {
        const from = 'FROM user_follow_merchant f JOIN merchant m ON m.id = f.mer_id AND NOT m.is_del WHERE f.uid = $1';
        const count = await tx.query<{ total: number }>(`SELECT count(*)::int AS total ${from}`, [userId]);
        const rows = await tx.query<FollowRow>(
          `SELECT f.uid, f.mer_id, m.name, m.avatar, f.created_at ${from}
            ORDER BY f.created_at DESC, f.mer_id DESC LIMIT $2 OFFSET $3`,
          [userId, limit, offset],
        );
        const list = rows.rows.map((r) => ({
          uid: r.uid,
          merId: r.mer_id,
          merName: r.name,
          merAvatar: mediaUrl(config.publicUrl, r.avatar),
          createTime: formatDate(r.created_at)!,
        }));
        return pageInfo(list, count.rows[0].total, page, limit);
      });
    },
  };
}
