import type { Db } from '../../infra/db';
import type { Config } from '../../config';
import { mediaUrl } from '../../lib/format';
import type { MerchantIndexInfoResponse, MerchantServiceInfo } from '../../schemas/merchant';
import { requireOpenMerchant } from './merchant-gate';
import { merchantFace, type MerchantFaceRow } from './merchant-cards';

export interface MerchantStoreService {
  /** The store header and home banner; `isCollect` for the caller (false when signed out). */
  indexInfo(merId: number, userId: number | null): Promise<MerchantIndexInfoResponse>;
  /** The public header (built without a caller) with the caller's follow flag. */
  forCaller(info: MerchantIndexInfoResponse, userId: number): Promise<MerchantIndexInfoResponse>;
  /** The store's customer-service contact (GET /api/front/merchant/customer/service/info/{id}). */
  serviceInfo(merId: number): Promise<MerchantServiceInfo>;
}

interface ServiceRow {
  service_type: MerchantServiceInfo['serviceType'];
  service_link: string;
  service_phone: string;
  service_message: string;
  service_email: string;
}

interface IndexRow extends ServiceRow, MerchantFaceRow {
  pc_banner: string;
  pc_back_image: string;
  follower_count: number;
  is_collect: boolean;
}

const SERVICE_COLUMNS = 'm.service_type, m.service_link, m.service_phone, m.service_message, m.service_email';

const service = (r: ServiceRow): MerchantServiceInfo => ({
  serviceType: r.service_type,
  serviceLink: r.service_link,
  servicePhone: r.service_phone,
  serviceMessage: r.service_message,
  serviceEmail: r.service_email,
});

/** `pc_banner` is a JSON string of [{sattDir}] with relative paths; the answer carries the same shape, absolute. */
function absoluteBanner(publicUrl: string, stored: string): string {
  let items: unknown;
  try {
    items = JSON.parse(stored);
  } catch {
    return '[]';
  }
  if (!Array.isArray(items)) return '[]';
  const banners = items
    .filter((item): item is { sattDir: string } => typeof item === 'object' && item !== null && typeof item.sattDir === 'string')
    .map((item) => ({ ...item, sattDir: mediaUrl(publicUrl, item.sattDir) }));
  return JSON.stringify(banners);
}

export function createMerchantStoreService(db: Db, config: Config): MerchantStoreService {
  const url = (path: string) => mediaUrl(config.publicUrl, path);
  return {
    async forCaller(info, userId) {
      const r = await db.query<{ yes: boolean }>(
        'SELECT EXISTS (SELECT 1 FROM user_follow_merchant WHERE uid = $1 AND mer_id = $2) AS yes',
        [userId, info.id],
      );
      return { ...info, isCollect: r.rows[0].yes };
    },

    indexInfo(merId, userId) {
      return db.transaction(async (tx) => {
        await requireOpenMerchant(tx, merId);
        const r = await tx.query<IndexRow>(
          `SELECT m.id, m.name, m.category_id, m.type_id, m.is_self, m.back_image, m.avatar, m.star_level,
                  m.pc_banner, m.pc_back_image, ${SERVICE_COLUMNS},
                  (SELECT count(*)::int FROM user_follow_merchant f WHERE f.mer_id = m.id) AS follower_count,
                  EXISTS (SELECT 1 FROM user_follow_merchant f WHERE f.mer_id = m.id AND f.uid = $2) AS is_collect
             FROM merchant m WHERE m.id = $1`,
          [merId, userId ?? 0],
        );
        const m = r.rows[0];
        return {
          ...merchantFace(m, url),
          isCollect: m.is_collect,
          followerCount: m.follower_count,
          ...service(m),
          pcBanner: absoluteBanner(config.publicUrl, m.pc_banner),
          pcBackImage: url(m.pc_back_image),
        };
      });
    },

    serviceInfo(merId) {
      return db.transaction(async (tx) => {
        await requireOpenMerchant(tx, merId);
        const r = await tx.query<ServiceRow>(`SELECT ${SERVICE_COLUMNS} FROM merchant m WHERE m.id = $1`, [merId]);
        return service(r.rows[0]);
      });
    },
  };
}
