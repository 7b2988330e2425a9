// The most a refund of N units may ask for (docs/order-center-contract.md: refundPrice is "0.01".. the most those
// units paid). Our API sends it for every N (maxRefundPrices); for a backend that does not, it is worked out the same
// way from the lines: each line's refundablePrice shared cent by cent among its units, the N units that paid most,
// and every unit takes the whole payPrice (freight included). The server checks the amount again.
import type { RefundApplyInfo, RefundableLine } from '@mall/contract';
import { toCents } from '@mall/remote-kit';

/** What each unit of the order paid, in cents, dearest first. */
export function unitShares(lines: readonly Pick<RefundableLine, 'refundablePrice' | 'payNum'>[]): number[] {
  const shares: number[] = [];
  for (const line of lines) {
    const total = toCents(line.refundablePrice);
    if (!Number.isFinite(total) || line.payNum < 1) continue;
    const base = Math.floor(total / line.payNum);
    const extra = total - base * line.payNum;
    for (let unit = 0; unit < line.payNum; unit += 1) shares.push(base + (unit < extra ? 1 : 0));
  }
  return shares.sort((a, b) => b - a);
}

type RefundFacts = Pick<RefundApplyInfo, 'orderInfoList' | 'totalNum' | 'payPrice' | 'maxRefundPrices'>;

/** The most `units` units may be refunded, in cents. */
export function mostRefundableCents(info: RefundFacts, units: number): number {
  const n = Math.min(Math.max(1, Math.floor(units)), Math.max(1, info.totalNum));
  const sent = info.maxRefundPrices?.[n - 1];
  if (sent !== undefined && Number.isFinite(toCents(sent))) return toCents(sent);
  if (n >= info.totalNum && Number.isFinite(toCents(info.payPrice))) return toCents(info.payPrice);
  return unitShares(info.orderInfoList)
    .slice(0, n)
    .reduce((sum, share) => sum + share, 0);
}
