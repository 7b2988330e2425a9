import type { Db } from '../infra/db';
import type { Config } from '../config';
import { TRANSLATED_LOCALES, type Translations } from '../i18n/localized';
import { pictureTranslations } from './build/translations';
import { REFUND_REASONS } from './data/translations';
import { OPERATOR_DETAIL_KEYS } from '../services/home/home-service';

/** Platform settings the storefront reads (home data, login options, points rate …). */
export async function seedSettings(db: Db, config: Config, opts: { demo: boolean } = { demo: true }): Promise<void> {
  const settings: Record<string, string> = {
    site_name: 'Mall',
    logo_url: '/media/brand/logo.svg',
    login_left_image: '/media/brand/login-left.svg',
    shop_street_header_image: '/media/brand/street-header.svg',
    recommend_image: '/media/brand/recommend.svg',
    shop_pay_currency: JSON.stringify({ country: 'United States', currency: 'US dollar', symbol: '$', ID: '256' }),
    consumer_type: 'email',
    consumer_hotline: '+86 400-888-0000',
    consumer_h5_url: 'https://m.mall.test/service',
    consumer_message: 'https://m.me/mall.test',
    consumer_email: 'service@mall.test',
    consumer_hours: 'Every day, 9:00–21:00 (UTC+8)',
    visitor_open: config.visitorOpen ? '1' : '0',
    user_agreement:
      '<h2>User agreement</h2><p>By creating an account you agree to shop fairly, keep your password safe, and accept ' +
      'that orders are contracts with the merchant who sells the goods. We store your email, phone and addresses only ' +
      'to deliver your orders and to let you sign in.</p><p>You may ask us to delete your account at any time.</p>',
    // Order rules (api/src/plugins/app/order/order-rules.ts): freight per merchant order, points earned per 1.00 paid.
    order_free_freight_from: '99.00',
    order_freight_fee: '10.00',
    order_paid_points_per_unit: '1',
    refund_reasons: Object.keys(REFUND_REASONS).join('\n'),
    // The operator's site details (footer and mobile mall), shown as entered in every language; an empty value hides
    // the line (migration 010 adds the same values to databases seeded before them).
    site_company_address: '18 Commerce Avenue, Gaoxin District, Xi’an, Shaanxi 710075, China',
    site_registration_no: 'ICP 14011498-3',
    site_copyright_owner: 'Mall Trading Co., Ltd.',
    mobile_mall_url: 'https://m.mall.test/',
  };
  // An empty mall (SEED=none) shows no made-up contact or company: an empty value hides the line until the operator
  // enters theirs.
  if (!opts.demo) {
    for (const key of OPERATOR_DETAIL_KEYS) settings[key] = '';
  }
  // Per language: the brand pictures with their words drawn in that language (media/jobs.ts), the refund reasons.
  const translated: Record<string, Translations> = {
    login_left_image: pictureTranslations(settings.login_left_image),
    recommend_image: pictureTranslations(settings.recommend_image),
    shop_street_header_image: pictureTranslations(settings.shop_street_header_image),
    consumer_hours: Object.fromEntries(
      TRANSLATED_LOCALES.map((l, i) => [
        l,
        ['每天 9:00–21:00（UTC+8）', 'Tous les jours, 9 h – 21 h (UTC+8)', 'ทุกวัน 9:00–21:00 น. (UTC+8)', 'ທຸກມື້ 9:00–21:00 ໂມງ (UTC+8)'][i],
      ]),
    ),
    refund_reasons: Object.fromEntries(
      TRANSLATED_LOCALES.map((l, i) => [
        l,
        Object.values(REFUND_REASONS)
          .map((r) => r[i])
          .join('\n'),
      ]),
    ),
  };
  for (const [key, value] of Object.entries(settings)) {
    await db.query('INSERT INTO system_config (key, value, value_i18n) VALUES ($1, $2, $3) ON CONFLICT (key) DO NOTHING', [
      key,
      value,
      JSON.stringify(translated[key] ?? {}),
    ]);
  }
  const menus: Array<[number, string, string, number]> = [
    [65, 'My profile', '/users/user_info', 1],
    [66, 'Address Information', '/users/address_list', 2],
    [67, 'My favorite', '/users/collection_list', 3],
    [68, 'Coupons', '/users/coupon_list', 4],
    // Sorted with Coupons; the higher id puts it right after (migration 009 adds it to existing databases).
    [72, 'My points', '/users/user_integral', 4],
    [69, 'follow merchant', ' ', 5],
    [70, 'apply', '/users/merchant_settled', 6],
    [71, 'Application record', '/users/application_record', 7],
  ];
  for (const [id, name, pcUrl, sort] of menus) {
    await db.query('INSERT INTO user_menu (id, name, pic, url, pc_url, sort) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (id) DO NOTHING', [
      id,
      name,
      `/media/brand/menu-${id}.svg`,
      `/pages/users/${id}`,
      pcUrl,
      sort,
    ]);
  }
}
