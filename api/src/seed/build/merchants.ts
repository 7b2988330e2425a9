import { merchantPictures } from '../../lib/merchant-pictures';
import type { Rng } from '../random';
import { MERCHANTS, MERCHANT_CATEGORIES, MERCHANT_TYPES } from '../data/merchants';
import { shopBannerPhotoPath, streetPhotoPath } from '../media/photos';
import { DAY_MS, iso, type MerchantCategoryRow, type MerchantRef, type MerchantRow, type MerchantTypeRow } from './model';

const SERVICE_TYPES = ['H5', 'phone', 'message', 'email'] as const;
/** Third-party shops' ratings, cycled: mostly good, a few average. */
const STAR_LEVELS = [4, 5, 3, 4, 5, 4, 3, 5];
const OPENING_HOURS = [
  'Mon–Fri 09:00–18:00, Sat 10:00–16:00',
  'Every day 09:00–21:00',
  'Mon–Sat 08:30–20:00',
  'Mon–Fri 10:00–19:00',
  '24/7 online, phone support 09:00–22:00',
];
const AREA_CODES: Record<string, string> = {
  Shenzhen: '755',
  Hangzhou: '571',
  Shanghai: '21',
  Guangzhou: '20',
  Suzhou: '512',
  Quanzhou: '595',
  Dongguan: '769',
  Ningbo: '574',
  Foshan: '757',
  Chaozhou: '768',
  Chengdu: '28',
  Xiamen: '592',
  Kunming: '871',
  Qingdao: '532',
  Yiwu: '579',
  Beijing: '10',
  Nanjing: '25',
};

export const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export function buildMerchants(
  rng: Rng,
  now: number,
): {
  types: MerchantTypeRow[];
  categories: MerchantCategoryRow[];
  merchants: MerchantRef[];
} {
  const founded = iso(now - 900 * DAY_MS);
  const types = MERCHANT_TYPES.map((t, i) => ({ id: i + 1, name: t.name, info: t.info, created_at: founded, updated_at: founded }));
  const categories = MERCHANT_CATEGORIES.map((c, i) => ({
    id: i + 1,
    name: c.name,
    handling_fee: c.handlingFee,
    created_at: founded,
    updated_at: founded,
  }));
  const typeId = (name: string) => types.find((t) => t.name === name)!.id;
  const categoryId = (name: string) => categories.find((c) => c.name === name)!.id;

  const recommended = new Set(
    rng.sample(
      MERCHANTS.filter((m) => !m.isSelf).map((m) => m.name),
      5,
    ),
  );
  const merchants = MERCHANTS.map((def, i): MerchantRef => {
    const id = i + 1;
    const s = slug(def.name);
    const city = def.city.split(',')[0];
    const phone = `+86 ${AREA_CODES[city] ?? '400'} ${rng.int(5000, 8999)} ${rng.int(1000, 9999)}`;
    // The seed's shops show photo-weight street strips and banners from shared pools (media/photos.ts); a shop
    // opened later gets its own drawings at merchantPictures' paths (services/settlement/shop-pictures.ts).
    const pics = { ...merchantPictures(id), street: streetPhotoPath(id), banners: [1, 2, 3].map((n) => shopBannerPhotoPath(id, n)) };
    const row: MerchantRow = {
      id,
      name: def.name,
      real_name: def.realName,
      email: `contact@${s}.mall.test`,
      phone,
      address: `${def.street}, ${def.city}, China`,
      intro: def.intro,
      keywords: def.keywords,
      category_id: categoryId(def.category),
      type_id: typeId(def.type),
      is_self: def.isSelf,
      is_recommend: def.isSelf || recommended.has(def.name),
      star_level: def.isSelf ? 5 : STAR_LEVELS[i % STAR_LEVELS.length],
      sort: (MERCHANTS.length - i) * 10,
      avatar: pics.avatar,
      back_image: pics.back,
      street_back_image: pics.street,
      pc_banner: JSON.stringify(pics.banners.map((sattDir) => ({ sattDir }))),
      pc_back_image: pics.pcBack,
      qualification_picture: JSON.stringify(pics.licences),
      service_type: SERVICE_TYPES[i % SERVICE_TYPES.length],
      service_link: `https://help.${s}.mall.test/chat`,
      service_phone: phone,
      service_message: `https://m.me/${s.replace(/-/g, '')}`,
      service_email: `service@${s}.mall.test`,
      opening_hours: rng.pick(OPENING_HOURS),
      created_at: iso(now - rng.int(120, 880) * DAY_MS),
    };
    return { id, def, row };
  });
  return { types, categories, merchants };
}
