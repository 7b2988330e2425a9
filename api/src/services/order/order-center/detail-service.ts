import type { Db } from '../../../infra/db';
import type { Config } from '../../../config';
import { notFound } from '../../../lib/errors';
import { formatDate, mediaUrl } from '../../../lib/format';
import { hasMessage, translate } from '../../../i18n/messages';
import type { Locale } from '../../../i18n/locale';
import type { MasterOrderDetailResponse } from '../../../schemas/order';
import { lineColumns, m2, type LineRow } from './center-rows';
import type { OrderCancelService } from './cancel-service';
import '../messages';

export interface OrderDetailService {
  /** The caller's master order (another shopper's is not found), after the unpaid-timeout check. */
  masterDetail(uid: number, orderNo: string, locale: Locale): Promise<MasterOrderDetailResponse>;
}

interface MasterRow {
  id: number;
  order_no: string;
  email: string;
  real_name: string;
  user_phone: string;
  user_address: string;
  total_num: number;
  pro_total_price: string;
  total_postage: string;
  total_price: string;
  pay_price: string;
  platform_coupon_id: number | null;
  coupon_price: string;
  use_integral: number;
  integral_price: string;
  gain_integral: number;
  paid: boolean;
  pay_time: Date | string | null;
  pay_type: string;
  mark: string;
  is_cancel: boolean;
  created_at: Date | string;
  expire_at: Date | string;
  pay_fail_code: string | null;
  pay_fail_reason: string | null;
}
interface StoreRow {
  id: number;
  order_no: string;
  mer_id: number;
  mer_name: string;
  total_num: number;
  pro_total_price: string;
  pay_postage: string;
  coupon_price: string;
  integral_price: string;
  pay_price: string;
  paid: boolean;
  status: number;
  refund_status: number;
  created_at: Date | string;
}

/** payStatus of the result page: a failed attempt is never shown as success, nor a cancelled order as payable. */
function payStatus(m: MasterRow): MasterOrderDetailResponse['payStatus'] {
  if (m.paid) return 'paid';
  if (m.is_cancel) return 'cancelled';
  return m.pay_fail_code ? 'failed' : 'unpaid';
}

/** The failure in the reader's language when it is a known card-network code, else as the provider worded it. */
function failReason(m: MasterRow, locale: Locale): string | null {
  if (!m.pay_fail_code) return null;
  const key = `pay.decline.${m.pay_fail_code}`;
  return hasMessage(key) ? translate(locale, key) : (m.pay_fail_reason ?? m.pay_fail_code);
}

export function createOrderDetailService(db: Db, config: Config, cancels: OrderCancelService): OrderDetailService {
  const url = (path: string) => mediaUrl(config.publicUrl, path);
  return {
    async masterDetail(uid, orderNo, locale) {
      const owner = (await db.query<{ uid: number }>('SELECT uid FROM master_order WHERE order_no = $1', [orderNo])).rows[0];
      if (!owner || owner.uid !== uid) throw notFound('order.notFound');
      await cancels.expireIfDue(orderNo);
      return db.transaction(async (tx) => {
        const m = (
          await tx.query<MasterRow>(
            `SELECT id, order_no, email, real_name, user_phone, user_address, total_num, pro_total_price, total_postage, total_price,
                  pay_price, platform_coupon_id, coupon_price, use_integral, integral_price, gain_integral, paid, pay_time,
                  pay_type, mark, is_cancel, created_at, created_at + make_interval(mins => $3) AS expire_at, pay_fail_code,
                  pay_fail_reason
             FROM master_order WHERE order_no = $1 AND uid = $2`,
            [orderNo, uid, config.orderUnpaidMinutes],
          )
        ).rows[0];
        const stores = (
          await tx.query<StoreRow>(
            `SELECT s.id, s.order_no, s.mer_id, m.name AS mer_name, s.total_num, s.pro_total_price, s.pay_postage, s.coupon_price,
                  s.integral_price, s.pay_price, s.paid, s.status, s.refund_status, s.created_at
             FROM store_order s JOIN merchant m ON m.id = s.mer_id WHERE s.master_order_no = $1 ORDER BY s.id`,
            [orderNo],
          )
        ).rows;
        const infos = (
          await tx.query<LineRow>(
            `SELECT ${lineColumns(locale)}
             FROM order_info i JOIN store_order s ON s.id = i.store_order_id WHERE s.master_order_no = $1 ORDER BY i.id`,
            [orderNo],
          )
        ).rows;
        return {
          id: m.id,
          orderNo: m.order_no,
          email: m.email,
          realName: m.real_name,
          userPhone: m.user_phone,
          userAddress: m.user_address,
          totalNum: m.total_num,
          proTotalPrice: m2(m.pro_total_price),
          totalPostage: m2(m.total_postage),
          totalPrice: m2(m.total_price),
          payPostage: m2(m.total_postage),
          payPrice: m2(m.pay_price),
          couponId: m.platform_coupon_id ?? 0,
          couponPrice: m2(m.coupon_price),
          useIntegral: m.use_integral,
          integralPrice: m2(m.integral_price),
          gainIntegral: m.gain_integral,
          paid: m.paid,
          payTime: formatDate(m.pay_time),
          payType: m.pay_type,
          mark: m.mark,
          isCancel: m.is_cancel,
          redirect: '',
          createTime: formatDate(m.created_at)!,
          expireTime: m.paid || m.is_cancel ? null : formatDate(m.expire_at),
          payStatus: payStatus(m),
          failReason: m.paid ? null : failReason(m, locale),
          orderList: stores.map((s) => ({
            id: s.id,
            orderNo: s.order_no,
            merId: s.mer_id,
            merName: s.mer_name,
            totalNum: s.total_num,
            proTotalPrice: m2(s.pro_total_price),
            payPostage: m2(s.pay_postage),
            couponPrice: m2(s.coupon_price),
            integralPrice: m2(s.integral_price),
            payPrice: m2(s.pay_price),
            paid: s.paid,
            status: s.status,
            refundStatus: s.refund_status,
            createTime: formatDate(s.created_at)!,
            orderInfoList: infos
              .filter((i) => i.store_order_id === s.id)
              .map((i) => ({
                id: i.id,
                merOrderNo: i.mer_order_no,
                productId: i.product_id,
                productName: i.product_name,
                image: url(i.image),
                attrValueId: i.sku_id,
                sku: i.sku,
                price: m2(i.price),
                payNum: i.pay_num,
                isReply: i.is_reply,
              })),
          })),
        };
      });
    },
  };
}
