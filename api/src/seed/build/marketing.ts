import type { Rng } from '../random';
import { HOT_KEYWORDS } from '../data/words';
import { PHOTO_FOLDER } from '../media/photos';
import {
  DAY_MS,
  cents,
  iso,
  type ActivityProductRow,
  type ActivityRow,
  type BannerRow,
  type CouponRow,
  type GuaranteeRow,
  type HotKeywordRow,
  type LeafRef,
  type MerchantRef,
  type ProductRow,
} from './model';

const GUARANTEES: Array<Omit<GuaranteeRow, 'id' | 'icon' | 'sort'>> = [
  { name: '7-Day Returns', content: 'Changed your mind? Return any unused item within 7 days of delivery for a full refund.' },
  {
    name: 'Genuine Guarantee',
    content: 'Every item is sourced from the brand or an authorised supplier. If it is not genuine, we refund three times the price.',
  },
  { name: 'Fast Delivery', content: 'Orders paid before 4 pm are dispatched the same day and tracked to your door.' },
  { name: 'Secure Payment', content: 'Payments are encrypted end to end; the merchant is paid only after you confirm receipt.' },
];

export function buildGuarantees(): GuaranteeRow[] {
  return GUARANTEES.map((g, i) => ({ id: i + 1, ...g, icon: `/media/guarantees/${i + 1}.svg`, sort: (GUARANTEES.length - i) * 10 }));
}

export function buildHotKeywords(): HotKeywordRow[] {
  return HOT_KEYWORDS.map((title, i) => ({ id: i + 1, title, sort: (HOT_KEYWORDS.length - i) * 10 }));
}

interface ActivityDef {
  name: string;
  type: 1 | 2 | 3;
  size: number;
  tops: string[];
  instruction: string;
}

const ACTIVITIES: ActivityDef[] = [
  {
    name: 'Summer Sale',
    type: 1,
    size: 8,
    tops: [],
    instruction:
      'Seasonal prices on best sellers across the mall while stocks last. Prices already include the discount; coupons can be combined.',
  },
  {
    name: 'Brand Week',
    type: 2,
    size: 6,
    tops: ['Fashion', 'Beauty'],
    instruction: 'Our partner brands’ favourite pieces, one week only. Free delivery on orders over $49.',
  },
  {
    name: 'New Arrivals',
    type: 3,
    size: 5,
    tops: [],
    instruction: 'Just landed in the mall: fresh picks from our merchants, updated every week.',
  },
  {
    name: 'Home Refresh',
    type: 1,
    size: 7,
    tops: ['Home & Living'],
    instruction: 'Everything for a calmer, cosier home: lighting, linen, kitchen and storage.',
  },
  {
    name: 'Tech Lovers',
    type: 2,
    size: 5,
    tops: ['Electronics'],
    instruction: 'Headphones, wearables and gadgets picked by our electronics team, with a 12-month warranty.',
  },
  {
    name: 'Back to School',
    type: 3,
    size: 6,
    tops: ['Books & Stationery', 'Toys & Kids'],
    instruction: 'Bags, notebooks, pens and lunch boxes for the new school year.',
  },
];

export function buildActivities(
  rng: Rng,
  products: ProductRow[],
  leaves: LeafRef[],
): { activities: ActivityRow[]; items: ActivityProductRow[] } {
  const topOf = new Map(leaves.map((l) => [l.id, l.top.name]));
  const activities: ActivityRow[] = [];
  const items: ActivityProductRow[] = [];
  ACTIVITIES.forEach((a, i) => {
    const id = i + 1;
    const pool = products.filter((p) => p.stock > 0 && (a.tops.length === 0 || a.tops.includes(topOf.get(p.category_id)!)));
    const chosen =
      a.name === 'New Arrivals'
        ? pool
            .slice()
            .sort((x, y) => y.created_at.localeCompare(x.created_at) || y.id - x.id)
            .slice(0, a.size)
        : rng.sample(pool, a.size);
    activities.push({
      id,
      name: a.name,
      type: a.type,
      instruction: a.instruction,
      sort: (ACTIVITIES.length - i) * 10,
      banner: JSON.stringify([1, 2].map((n) => `/media/activities/${id}-${n}.svg`)),
    });
    chosen.forEach((p, k) => items.push({ activity_id: id, product_id: p.id, pro_image: p.image, sort: (chosen.length - k) * 10 }));
  });
  return { activities, items };
}

export function buildBanners(activities: ActivityRow[], leaves: LeafRef[]): BannerRow[] {
  const leafNamed = (name: string) => leaves.find((l) => l.def.name === name)!;
  const activityLink = (a: ActivityRow) => `/goods/activity_list?id=${a.id}&type=${a.type}&name=${encodeURIComponent(a.name)}`;
  const searchLink = (l: LeafRef) => `/goods/goods_search?cid=${l.id}&title=`;
  const home: Array<[string, string]> = [
    ['Summer Sale', activityLink(activities[0])],
    ['Brand Week', activityLink(activities[1])],
    ['New Arrivals', activityLink(activities[2])],
    ['Sound, Reimagined', searchLink(leafNamed('Headphones'))],
  ];
  const middle: Array<[string, string]> = [
    ['Home Refresh', activityLink(activities[3])],
    ['Fresh Coffee Every Week', searchLink(leafNamed('Coffee'))],
    ['Back to School', activityLink(activities[5])],
  ];
  const rows: BannerRow[] = [];
  home.forEach(([name, url], i) =>
    rows.push({
      id: rows.length + 1,
      grp: 'pc_home',
      name,
      url,
      pic: `${PHOTO_FOLDER}/banner-home-${i + 1}.jpg`,
      sort: (home.length - i) * 10,
    }),
  );
  middle.forEach(([name, url], i) =>
    rows.push({
      id: rows.length + 1,
      grp: 'pc_middle',
      name,
      url,
      pic: `/media/banners/middle-${i + 1}.svg`,
      sort: (middle.length - i) * 10,
    }),
  );
  return rows;
}

/** Merchant coupons for every shop, product coupons for some products, and a few platform coupons. */
export function buildCoupons(
  rng: Rng,
  merchants: MerchantRef[],
  products: ProductRow[],
  nouns: Map<number, string>,
  now: number,
): CouponRow[] {
  const rows: CouponRow[] = [];
  const add = (
    c: Omit<
      CouponRow,
      | 'id'
      | 'is_limited'
      | 'total'
      | 'last_total'
      | 'receive_start_time'
      | 'receive_end_time'
      | 'is_fixed_time'
      | 'use_start_time'
      | 'use_end_time'
      | 'day'
      | 'sort'
      | 'created_at'
    >,
    exhausted = false,
  ) => {
    const limited = exhausted || rng.chance(0.7);
    const total = limited ? rng.pick([100, 200, 300, 500, 1000]) : 0;
    const fixed = rng.chance(0.45);
    const start = now - rng.int(1, 20) * DAY_MS;
    rows.push({
      ...c,
      id: rows.length + 1,
      is_limited: limited,
      total,
      last_total: exhausted ? 0 : limited ? total - rng.int(0, Math.floor(total * 0.6)) : 0,
      receive_start_time: iso(start),
      receive_end_time: rng.chance(0.2) ? null : iso(now + rng.int(14, 60) * DAY_MS),
      is_fixed_time: fixed,
      use_start_time: fixed ? iso(start) : null,
      use_end_time: fixed ? iso(now + rng.int(20, 90) * DAY_MS) : null,
      day: fixed ? 0 : rng.pick([7, 15, 30]),
      sort: 0,
      created_at: iso(start),
    });
  };

  merchants.forEach((m, i) => {
    const offers = rng.sample(
      [
        [3, 29],
        [5, 49],
        [10, 99],
        [15, 149],
        [20, 199],
      ],
      rng.int(1, 2),
    );
    offers.forEach(([money, min], k) =>
      add(
        {
          mer_id: m.id,
          name: `${m.def.name}: $${money} off orders over $${min}`,
          use_type: 1,
          primary_key: '',
          category: 2,
          money: cents(money * 100),
          min_price: cents(min * 100),
          per_user_limit: 1,
          type: 1,
        },
        i % 7 === 3 && k === 0,
      ),
    );
  });

  for (const p of rng.sample(
    products.filter((x) => x.stock > 0),
    40,
  )) {
    const price = Math.round(Number(p.price) * 100);
    const money = Math.max(100, Math.round((price * rng.pick([0.05, 0.1, 0.15])) / 100) * 100);
    if (money >= price) continue;
    add({
      mer_id: p.mer_id,
      name: `$${money / 100} off ${nouns.get(p.id) ?? p.store_name}`,
      use_type: 2,
      primary_key: String(p.id),
      category: 3,
      money: cents(money),
      min_price: cents(Math.floor(price / 100) * 100),
      per_user_limit: 1,
      type: 1,
    });
  }

  const platform: Array<[string, number, number, 1 | 2 | 3]> = [
    ['Welcome gift: $10 off your first order over $59', 10, 59, 2],
    ['Mall-wide: $5 off orders over $39', 5, 39, 1],
    ['Weekend special: $20 off orders over $149', 20, 149, 1],
    ['Thank-you gift: $15 off orders over $99', 15, 99, 3],
  ];
  for (const [name, money, min, type] of platform) {
    add({
      mer_id: null,
      name,
      use_type: 3,
      primary_key: '',
      category: 1,
      money: cents(money * 100),
      min_price: cents(min * 100),
      per_user_limit: 1,
      type,
    });
  }
  return rows;
}
