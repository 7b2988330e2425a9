import type { Db } from '../../infra/db';
import type { Config } from '../../config';
import { mediaUrl } from '../../lib/format';
import type { HotKeywordList, PcIndexInfoResponse } from '../../schemas/home';
import type { Locale } from '../../i18n/locale';
import { localized } from '../../i18n/localized';

export interface HomeService {
  pcIndex(locale: Locale): Promise<PcIndexInfoResponse>;
  hotKeywords(locale: Locale): Promise<HotKeywordList>;
}

/**
 * The operator's own contact and site details (the latter ours, migration 010: footer address, registration text,
 * copyright owner, mobile mall). An empty value hides the line; an empty mall (SEED=none) starts with them empty.
 */
export const OPERATOR_DETAIL_KEYS = [
  'consumer_hotline',
  'consumer_h5_url',
  'consumer_message',
  'consumer_email',
  'consumer_hours',
  'site_company_address',
  'site_registration_no',
  'site_copyright_owner',
  'mobile_mall_url',
] as const;

/** The settings the PC home reads (api/src/seed/settings.ts writes them). */
const SETTING_KEYS = [
  'logo_url',
  'shop_pay_currency',
  'recommend_image',
  'shop_street_header_image',
  'consumer_type',
  ...OPERATOR_DETAIL_KEYS,
] as const;

/** The original backend's fallback when no currency is configured: US dollars, symbol $. */
const DEFAULT_CURRENCY = JSON.stringify({ country: 'United States', currency: 'US dollar', symbol: '$', ID: '256' });

interface BannerRow {
  id: number;
  name: string;
  url: string;
  pic: string;
  grp: string;
}

export function createHomeService(db: Db, config: Config): HomeService {
  const url = (path: string | undefined) => mediaUrl(config.publicUrl, path);
  const chat = config.chat;
  return {
    async pcIndex(locale) {
      // Banner names and pictures (their headline is drawn in them) and the pictures of the settings in the language.
      // Both named (reads of small tables by key, one plan whatever the values: the prepared reads, db.ts) and sent
      // side by side.
      const [settings, banners] = await Promise.all([
        db.query<{ key: string; value: string }>(
          `SELECT key, ${localized('value', locale)} FROM system_config WHERE key = ANY($1::text[])`,
          [SETTING_KEYS],
          { name: `home_settings_${locale}` },
        ),
        db.query<BannerRow>(
          `SELECT id, ${localized('name', locale)}, url, ${localized('pic', locale)}, grp FROM banner
            WHERE grp IN ('pc_home', 'pc_middle') ORDER BY sort DESC, id`,
          [],
          { name: `home_banners_${locale}` },
        ),
      ]);
      const s = Object.fromEntries(settings.rows.map((r) => [r.key, r.value])) as Partial<Record<(typeof SETTING_KEYS)[number], string>>;
      return {
        banner: banners.rows.filter((b) => b.grp === 'pc_home').map((b) => ({ id: b.id, pic: url(b.pic) })),
        logoUrl: url(s.logo_url),
        shopPayCurrency: s.shop_pay_currency || DEFAULT_CURRENCY,
        recommendImage: url(s.recommend_image),
        bastBanner: banners.rows.filter((b) => b.grp === 'pc_middle').map((b) => ({ id: b.id, name: b.name, url: b.url, pic: url(b.pic) })),
        consumerType: s.consumer_type ?? '',
        consumerHotline: s.consumer_hotline ?? '',
        consumerH5Url: s.consumer_h5_url ?? '',
        consumerMessage: s.consumer_message ?? '',
        consumerEmail: s.consumer_email ?? '',
        consumerHours: s.consumer_hours?.trim() ?? '',
        shopStreetHeaderImag: url(s.shop_street_header_image),
        siteAddress: s.site_company_address?.trim() ?? '',
        siteRegistrationNo: s.site_registration_no?.trim() ?? '',
        siteCopyrightOwner: s.site_copyright_owner?.trim() ?? '',
        mobileMallUrl: s.mobile_mall_url?.trim() ?? '',
        chat: chat && {
          engine: chat.engine,
          baseUrl: chat.baseUrl,
          websiteToken: chat.websiteToken,
          identityVerified: chat.hmacToken !== null,
        },
      };
    },

    async hotKeywords(locale) {
      const r = await db.query<{ id: number; title: string }>(
        `SELECT id, ${localized('title', locale)} FROM hot_keyword ORDER BY sort DESC, id`,
      );
      return r.rows;
    },
  };
}
