import type { Db } from '../../../infra/db';
import type { Config } from '../../../config';
import { formatDate } from '../../../lib/format';
import type { ComputedPriceBody, ComputedPriceResponse, StoreCouponUserOrder } from '../../../schemas/order';
import { ownAddress } from '../../address/address-store';
import { fromCents, toCents } from '../cents';
import { HELD_COUPON_COLUMNS, toHeldCoupon, type HeldCouponRow } from './held-coupons';
import { livePreOrder } from './pre-order-store';
import { loadOrderRules, pointsEarned } from './order-rules';
import { pricedLines } from './priced-lines';
import { couponBase } from './pricing';
import { quote } from './quote';

export interface OrderPriceService {
  /**
   * The caller's coupons usable on this confirmation: unused, inside their validity window, applying to its goods,
   * and with their minimum reached by the relevant subtotal — the shop's goods for a merchant coupon, the listed
   * products' lines for a product coupon, the whole order's goods for a platform coupon.
   */
  usableCoupons(uid: number, preOrderNo: string): Promise<StoreCouponUserOrder[]>;
  computed(uid: number, body: ComputedPriceBody): Promise<ComputedPriceResponse>;
}

export function createOrderPriceService(db: Db, config: Config): OrderPriceService {
  return {
    usableCoupons(uid, no) {
      return db.transaction(async (tx) => {
        const pre = await livePreOrder(tx, uid, no);
        const lines = await pricedLines(tx, pre.lines, { lock: false });
        const rows = (
          await tx.query<HeldCouponRow>(
            `SELECT ${HELD_COUPON_COLUMNS} FROM user_coupon uc
            WHERE uc.uid = $1 AND uc.status = 0 AND uc.start_time <= now() AND uc.end_time > now()
            ORDER BY uc.money DESC, uc.end_time, uc.id`,
            [uid],
          )
        ).rows;
        return rows
          .filter((r) => {
            const applies = couponBase(toHeldCoupon(r), lines);
            return applies !== null && applies.base >= toCents(r.min_price);
          })
          .map((r) => ({
            id: r.id,
            couponId: r.coupon_id,
            merId: r.use_type === 3 ? null : r.mer_id,
            name: r.name,
            money: fromCents(toCents(r.money)),
            minPrice: fromCents(toCents(r.min_price)),
            status: r.status,
            startTime: formatDate(r.start_time)!,
            endTime: formatDate(r.end_time)!,
            useTime: formatDate(r.use_time),
            useType: r.use_type,
          }));
      });
    },

    computed(uid, body) {
      return db.transaction(async (tx) => {
        const pre = await livePreOrder(tx, uid, body.preOrderNo);
        if (body.addressId) await ownAddress(tx, uid, body.addressId);
        const { totals, balance } = await quote(tx, config, uid, pre.lines, body, { lock: false });
        const rules = await loadOrderRules(tx, config);
        return {
          proTotalFee: fromCents(totals.proTotal),
          freightFee: fromCents(totals.freight),
          totalPrice: fromCents(totals.proTotal + totals.freight),
          couponFee: fromCents(totals.couponFee),
          merchantCouponFee: fromCents(totals.merchantCouponFee),
          platformCouponFee: fromCents(totals.platformCouponFee),
          platformCouponId: totals.platformCoupon?.id ?? 0,
          integralFee: fromCents(totals.pointsValue),
          usedIntegral: totals.pointsUsed,
          userIntegral: balance,
          gainIntegral: pointsEarned(totals.pay, rules),
          payFee: fromCents(totals.pay),
          orderList: totals.merchants.map((m) => ({
            merId: m.merId,
            proTotalFee: fromCents(m.proTotal),
            freightFee: fromCents(m.freight),
            couponId: m.coupon?.id ?? 0,
            couponFee: fromCents(m.merCouponFee + m.platformCouponShare),
            integralFee: fromCents(m.pointsValue),
            payFee: fromCents(m.pay),
          })),
        };
      });
    },
  };
}
