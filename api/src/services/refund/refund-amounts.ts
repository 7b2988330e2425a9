import { allocate } from '../order/cents';

/** One line of a merchant order, as the refund arithmetic needs it (every amount in cents). */
export interface AmountLine {
  id: number;
  priceCents: number;
  payNum: number;
}

/** What a merchant order paid, in cents. */
export interface PaidOrder {
  lines: AmountLine[];
  /** Goods subtotal before deductions. */
  proTotalCents: number;
  /** Shop coupon + this order's share of the platform coupon. */
  couponCents: number;
  freightCents: number;
  /** What the order paid in all: goods − coupons + freight − points. */
  payCents: number;
}

/** Units of one line a refund covers. */
export interface PickedLine {
  id: number;
  num: number;
}

export interface RefundPlan {
  totalNum: number;
  /** Per line: what its units paid, freight excluded. */
  lineCents: Map<number, number>;
  /** The most a refund of n units may take (1 ≤ n ≤ totalNum); every unit takes back payCents exactly. */
  maxFor(n: number): number;
  /** The n units that paid most, per line (the units a refund of n covers). */
  pick(n: number): PickedLine[];
}

/**
 * What each unit of a merchant order paid (refund rule of docs/order-center-contract.md), in integer cents:
 * - the points deduction is spread over goods and freight in proportion (as pricing spread it over shops), so
 *   `payCents` splits into a goods part and a freight part;
 * - the goods part is shared over the lines in proportion to their subtotals (the coupons and points reduce every
 *   line pro rata), then evenly over each line's units — by the largest remainder, so the shares add up exactly;
 * - a refund of n < totalNum units may take at most what the n units that paid most paid; a refund of every unit
 *   takes exactly payCents, freight included.
 */
export function refundPlan(order: PaidOrder): RefundPlan {
  const goodsNet = Math.max(0, order.proTotalCents - order.couponCents);
  const [goodsPaid] = allocate(order.payCents, [goodsNet, order.freightCents]);
  const lineShares = allocate(
    goodsPaid,
    order.lines.map((l) => l.priceCents * l.payNum),
  );
  const lineCents = new Map(order.lines.map((l, i) => [l.id, lineShares[i]]));
  // Every unit with its share, the ones that paid most first (ties: earlier line first).
  const units = order.lines
    .flatMap((l, i) =>
      allocate(
        lineShares[i],
        Array.from({ length: l.payNum }, () => 1),
      ).map((cents) => ({ id: l.id, line: i, cents })),
    )
    .sort((a, b) => b.cents - a.cents || a.line - b.line);
  const totalNum = units.length;
  const prefix = [0];
  for (const u of units) prefix.push(prefix[prefix.length - 1] + u.cents);

  return {
    totalNum,
    lineCents,
    maxFor(n) {
      if (!Number.isInteger(n) || n < 1 || n > totalNum) throw new RangeError(`refund of ${n} units out of ${totalNum}`);
      return n === totalNum ? order.payCents : prefix[n];
    },
    pick(n) {
      const counts = new Map<number, number>();
      for (const u of units.slice(0, n)) counts.set(u.id, (counts.get(u.id) ?? 0) + 1);
      return order.lines.filter((l) => counts.has(l.id)).map((l) => ({ id: l.id, num: counts.get(l.id)! }));
    },
  };
}

/**
 * `points` in proportion to the share `partCents / wholeCents` of an order's payment, rounded to the nearest point:
 * a refund of everything moves every point, a partial one its share.
 */
export function pointsShare(points: number, partCents: number, wholeCents: number): number {
  if (points <= 0 || partCents <= 0 || wholeCents <= 0) return 0;
  if (partCents >= wholeCents) return points;
  return Number((BigInt(points) * BigInt(partCents) * 2n + BigInt(wholeCents)) / (BigInt(wholeCents) * 2n));
}
