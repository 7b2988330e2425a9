import type { Db } from '../../infra/db';
import { formatDate } from '../../lib/format';
import type { MerchantCategory, MerchantType } from '../../schemas/merchant';
import type { Locale } from '../../i18n/locale';
import { localized } from '../../i18n/localized';

/** The merchant types and categories the storefront filters by and the settlement form offers. */
export interface MerchantDirectoryService {
  types(locale: Locale): Promise<MerchantType[]>;
  categories(locale: Locale): Promise<MerchantCategory[]>;
}

interface Stamped {
  id: number;
  name: string;
  is_del: boolean;
  created_at: Date | string;
  updated_at: Date | string;
}

const stamps = (r: Stamped) => ({ isDel: r.is_del, createTime: formatDate(r.created_at)!, updateTime: formatDate(r.updated_at)! });

export function createMerchantDirectoryService(db: Db): MerchantDirectoryService {
  return {
    async types(locale) {
      const r = await db.query<Stamped & { info: string }>(
        `SELECT id, ${localized('name', locale)}, ${localized('info', locale)}, is_del, created_at, updated_at
           FROM merchant_type WHERE NOT is_del ORDER BY id`,
      );
      return r.rows.map((t) => ({ id: t.id, name: t.name, info: t.info, ...stamps(t) }));
    },

    async categories(locale) {
      const r = await db.query<Stamped & { handling_fee: number }>(
        `SELECT id, ${localized('name', locale)}, handling_fee, is_del, created_at, updated_at
           FROM merchant_category WHERE NOT is_del ORDER BY id`,
      );
      return r.rows.map((c) => ({ id: c.id, name: c.name, handlingFee: c.handling_fee, ...stamps(c) }));
    },
  };
}
