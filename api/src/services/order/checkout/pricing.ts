import { badRequest, refused } from '../../../lib/errors';
import { allocate, fromCents } from '../cents';
import type { PricedLine } from './priced-line';
import type { OrderRules } from './order-rules';
import '../messages';

/** A coupon the shopper holds and may apply (already checked: theirs, unused, in its validity window). */
export interface HeldCoupon {
  /** The user-coupon id (what the storefront sends as couponId). */
  id: number;
  name: string;
  /** 1 merchant (the shop's goods), 2 product (the listed products), 3 platform (the whole order). */
  useType: number;
  merId: number | null;
  productIds: number[];
  moneyCents: number;
  minPriceCents: number;
}

export interface MerchantTotals {
  merId: number;
  merName: string;
  lines: PricedLine[];
  totalNum: number;
  proTotal: number;
  freight: number;
  /** The shop's own coupon (merchant or product coupon), or null. */
  coupon: HeldCoupon | null;
  merCouponFee: number;
  platformCouponShare: number;
  pointsUsed: number;
  pointsValue: number;
  pay: number;
}

/** Every amount in cents. */
export interface OrderTotals {
  merchants: MerchantTotals[];
  totalNum: number;
  proTotal: number;
  freight: number;
  merchantCouponFee: number;
  platformCoupon: HeldCoupon | null;
  platformCouponFee: number;
  couponFee: number;
  pointsUsed: number;
  pointsValue: number;
  pay: number;
}

export interface PointsChoice {
  /** The shopper's points balance. */
  balance: number;
  use: boolean;
}

/** Groups lines by shop, keeping the order in which shops first appear. */
function byMerchant(lines: PricedLine[]): Array<{ merId: number; merName: string; lines: PricedLine[] }> {
  const groups = new Map<number, { merId: number; merName: string; lines: PricedLine[] }>();
  for (const line of lines) {
    const g = groups.get(line.merId) ?? { merId: line.merId, merName: line.merName, lines: [] };
    g.lines.push(line);
    groups.set(line.merId, g);
  }
  return [...groups.values()];
}

const subtotal = (lines: PricedLine[]) => lines.reduce((sum, l) => sum + l.priceCents * l.qty, 0);

/** Freight of one shop's order: free from the threshold on (goods subtotal, before coupons), else the flat fee. */
const freightFor = (proTotal: number, rules: OrderRules) => (proTotal >= rules.freeFreightFromCents ? 0 : rules.freightFeeCents);

/** The lines a shop-level coupon applies to in one shop's order (all of them for a merchant coupon). */
function couponLines(coupon: HeldCoupon, lines: PricedLine[]): PricedLine[] {
  if (coupon.useType === 1) return coupon.merId !== null && lines[0]?.merId === coupon.merId ? lines : [];
  return lines.filter((l) => coupon.productIds.includes(l.productId) && (coupon.merId === null || coupon.merId === l.merId));
}

/** The subtotal a coupon's minimum is measured against, and which shop it belongs to (null: platform coupon). */
export function couponBase(coupon: HeldCoupon, lines: PricedLine[]): { merId: number | null; base: number } | null {
  if (coupon.useType === 3) return { merId: null, base: subtotal(lines) };
  for (const shop of byMerchant(lines)) {
    const applies = couponLines(coupon, shop.lines);
    if (applies.length > 0) return { merId: shop.merId, base: subtotal(applies) };
  }
  return null;
}

/**
 * Prices an order in integer cents. Stacking rule: at most one coupon per shop order (a merchant coupon or a product
 * coupon of that shop) plus at most one platform coupon. A coupon only reduces the goods it applies to, and never
 * below 0: a shop coupon takes at most the subtotal of its lines; the platform coupon takes at most what is left of
 * the goods after the shop coupons and is shared over the shops in proportion. Freight is never discounted by coupons.
 * Points (`pointsRate` points = 1.00) then pay at most what is left, freight included; whole cents only, and no
 * point is spent for less than a cent.
 */
export function priceOrder(lines: PricedLine[], coupons: HeldCoupon[], points: PointsChoice, rules: OrderRules): OrderTotals {
  const shops = byMerchant(lines).map((g) => {
    const proTotal = subtotal(g.lines);
    return { ...g, proTotal, freight: freightFor(proTotal, rules), coupon: null as HeldCoupon | null, merCouponFee: 0 };
  });
  const orderProTotal = shops.reduce((s, m) => s + m.proTotal, 0);

  const seen = new Set<number>();
  let platform: HeldCoupon | null = null;
  for (const coupon of coupons) {
    if (seen.has(coupon.id)) throw badRequest('order.coupon.duplicate');
    seen.add(coupon.id);
    const applies = couponBase(coupon, lines);
    if (!applies) throw refused('order.coupon.notApplicable', { name: coupon.name });
    if (applies.base < coupon.minPriceCents) {
      throw refused('order.coupon.minPrice', { name: coupon.name, min: fromCents(coupon.minPriceCents) });
    }
    if (applies.merId === null) {
      if (platform) throw refused('order.coupon.onePlatform');
      platform = coupon;
      continue;
    }
    const shop = shops.find((s) => s.merId === applies.merId)!;
    if (shop.coupon) throw refused('order.coupon.onePerShop', { shop: shop.merName });
    shop.coupon = coupon;
    shop.merCouponFee = Math.min(coupon.moneyCents, applies.base);
  }

  const afterShopCoupons = shops.map((s) => s.proTotal - s.merCouponFee);
  const goodsLeft = afterShopCoupons.reduce((a, b) => a + b, 0);
  const platformCouponFee = platform ? Math.min(platform.moneyCents, goodsLeft) : 0;
  const platformShares = allocate(platformCouponFee, afterShopCoupons);

  const beforePoints = shops.map((s, i) => afterShopCoupons[i] - platformShares[i] + s.freight);
  const payable = beforePoints.reduce((a, b) => a + b, 0);
  let pointsUsed = 0;
  let pointsValue = 0;
  if (points.use && points.balance > 0 && payable > 0) {
    // floor(payable × rate / 100) points cover at most `payable`; then spend only the points the cents need.
    const most = Math.min(points.balance, Math.floor((payable * rules.pointsRate) / 100));
    pointsValue = Math.floor((most * 100) / rules.pointsRate);
    pointsUsed = Math.ceil((pointsValue * rules.pointsRate) / 100);
  }
  const valueShares = allocate(pointsValue, beforePoints);
  const pointShares = allocate(pointsUsed, valueShares);

  const merchants: MerchantTotals[] = shops.map((s, i) => ({
    merId: s.merId,
    merName: s.merName,
    lines: s.lines,
    totalNum: s.lines.reduce((n, l) => n + l.qty, 0),
    proTotal: s.proTotal,
    freight: s.freight,
    coupon: s.coupon,
    merCouponFee: s.merCouponFee,
    platformCouponShare: platformShares[i],
    pointsUsed: pointShares[i],
    pointsValue: valueShares[i],
    pay: beforePoints[i] - valueShares[i],
  }));
  const merchantCouponFee = merchants.reduce((a, m) => a + m.merCouponFee, 0);
  return {
    merchants,
    totalNum: merchants.reduce((n, m) => n + m.totalNum, 0),
    proTotal: orderProTotal,
    freight: merchants.reduce((a, m) => a + m.freight, 0),
    merchantCouponFee,
    platformCoupon: platform,
    platformCouponFee,
    couponFee: merchantCouponFee + platformCouponFee,
    pointsUsed,
    pointsValue,
    pay: payable - pointsValue,
  };
}
