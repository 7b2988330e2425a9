import type { Db } from '../../../infra/db';
import type { Config } from '../../../config';
import { refused } from '../../../lib/errors';
import type { ComputedPriceBody } from '../../../schemas/order';
import { heldCoupons } from './held-coupons';
import { loadOrderRules, type OrderRules } from './order-rules';
import { pricedLines } from './priced-lines';
import type { PricedLine, SnapshotLine } from './priced-line';
import { couponBase, priceOrder, type HeldCoupon, type OrderTotals } from './pricing';
import '../messages';

export type CouponChoice = Pick<ComputedPriceBody, 'couponId' | 'merchantCoupons' | 'useIntegral'>;

export interface Quote {
  lines: PricedLine[];
  totals: OrderTotals;
  rules: OrderRules;
  /** The shopper's points balance before this order. */
  balance: number;
}

/** The user-coupon ids a request names: `couponId` (any kind, as the vendor storefront sends) and one per shop. */
export function chosenCouponIds(choice: CouponChoice): number[] {
  const ids = choice.couponId ? [choice.couponId] : [];
  for (const m of choice.merchantCoupons ?? []) if (m.couponId) ids.push(m.couponId);
  return ids;
}

/**
 * Prices the pre-order's lines with the chosen coupons and points, all from the database (never from the client).
 * With `lock` (placing the order) the SKU rows, coupons and the shopper row are locked in a fixed order — shopper,
 * coupons by id, SKUs by id — so concurrent checkouts wait for each other instead of deadlocking.
 */
export async function quote(
  tx: Db,
  config: Config,
  uid: number,
  chosen: SnapshotLine[],
  choice: CouponChoice,
  opts: { lock: boolean },
): Promise<Quote> {
  const balance =
    (await tx.query<{ integral: number }>(`SELECT integral FROM app_user WHERE id = $1${opts.lock ? ' FOR UPDATE' : ''}`, [uid])).rows[0]
      ?.integral ?? 0;
  const coupons = await heldCoupons(tx, uid, chosenCouponIds(choice), opts);
  const lines = await pricedLines(tx, chosen, opts);
  return quoteFrom(lines, coupons, balance, choice, await loadOrderRules(tx, config));
}

/** The pure half of `quote`: the order priced from its checked lines, coupons, points balance and rules. */
export function quoteFrom(lines: PricedLine[], coupons: HeldCoupon[], balance: number, choice: CouponChoice, rules: OrderRules): Quote {
  for (const pick of choice.merchantCoupons ?? []) {
    if (!pick.couponId) continue;
    const coupon = coupons.find((c) => c.id === pick.couponId)!;
    if (couponBase(coupon, lines)?.merId !== pick.merId) throw refused('order.coupon.notApplicable', { name: coupon.name });
  }
  const totals = priceOrder(lines, coupons, { balance, use: choice.useIntegral === true }, rules);
  return { lines, totals, rules, balance };
}
