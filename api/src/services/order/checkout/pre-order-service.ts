import type { Db } from '../../../infra/db';
import type { Config } from '../../../config';
import { badRequest, notFound, refused } from '../../../lib/errors';
import { formatDate, mediaUrl } from '../../../lib/format';
import type { PreOrderBody, PreOrderResponse, PreOrderVo } from '../../../schemas/order';
import { defaultAddress } from '../../address/address-store';
import { countUnpaidOrders } from '../order-center/cancel';
import { fromCents } from '../cents';
import { loadOrderRules } from './order-rules';
import { preOrderNo } from './order-numbers';
import { livePreOrder } from './pre-order-store';
import { pricedLines } from './priced-lines';
import type { SnapshotLine } from './priced-line';
import { priceOrder } from './pricing';
import type { Locale } from '../../../i18n/locale';
import { pickText } from '../../../i18n/localized';
import '../messages';

export interface PreOrderService {
  /** Checks the chosen lines (exist, on shelf, 1 ≤ quantity ≤ stock) and keeps the choice for PRE_ORDER_MINUTES. */
  create(uid: number, body: PreOrderBody): Promise<PreOrderResponse>;
  /** The confirmation page: prices from the catalogue now, freight per shop, the default address; names in `locale`. */
  load(uid: number, no: string, locale: Locale): Promise<PreOrderVo>;
}

/** buyNow items as snapshot lines; one SKU sent twice is one line with the quantities added. */
function buyNowLines(details: PreOrderBody['orderDetails']): SnapshotLine[] {
  const lines = new Map<number, SnapshotLine>();
  for (const d of details) {
    if (d.productId === undefined || d.attrValueId === undefined || d.productNum === undefined) {
      throw badRequest('order.pre.buyNowFields');
    }
    const same = lines.get(d.attrValueId);
    if (same && same.productId !== d.productId) throw badRequest('order.pre.buyNowFields');
    lines.set(d.attrValueId, { productId: d.productId, skuId: d.attrValueId, qty: (same?.qty ?? 0) + d.productNum, cartId: null });
  }
  return [...lines.values()];
}

/** The caller's cart lines as snapshot lines (another shopper's cart line is not found). */
async function cartLines(tx: Db, uid: number, details: PreOrderBody['orderDetails']): Promise<SnapshotLine[]> {
  const ids = details.map((d) => {
    if (d.shoppingCartId === undefined) throw badRequest('order.pre.cartFields');
    return d.shoppingCartId;
  });
  const unique = [...new Set(ids)];
  const rows = (
    await tx.query<{ id: number; product_id: number; sku_id: number; cart_num: number }>(
      'SELECT id, product_id, sku_id, cart_num FROM cart WHERE uid = $1 AND id = ANY($2::bigint[])',
      [uid, unique],
    )
  ).rows;
  return unique.map((id) => {
    const r = rows.find((row) => row.id === id);
    if (!r) throw notFound('order.pre.cartLineNotFound');
    return { productId: r.product_id, skuId: r.sku_id, qty: r.cart_num, cartId: r.id };
  });
}

export function createPreOrderService(db: Db, config: Config): PreOrderService {
  const url = (path: string) => mediaUrl(config.publicUrl, path);
  return {
    create(uid, body) {
      return db.transaction(async (tx) => {
        const chosen = body.preOrderType === 'buyNow' ? buyNowLines(body.orderDetails) : await cartLines(tx, uid, body.orderDetails);
        const priced = await pricedLines(tx, chosen, { lock: false });
        // Abuse limits (docs/configuration.md, "Abuse limits"): so many units of one SKU per order, so many unpaid orders at once.
        // Checked here so the shopper hears before the confirmation page; order/create checks the unpaid count again.
        const { maxPerSku, unpaidOrdersPerAccount } = config.limits;
        const over = priced.find((l) => l.qty > maxPerSku);
        if (over) throw refused('order.line.perOrder', { product: over.productName, max: maxPerSku });
        const unpaid = await countUnpaidOrders(tx, uid);
        if (unpaid >= unpaidOrdersPerAccount) throw refused('order.unpaid.tooMany', { count: unpaid });
        const no = preOrderNo();
        await tx.query(
          `INSERT INTO pre_order (pre_order_no, uid, type, lines, expires_at)
           VALUES ($1, $2, $3, $4, now() + make_interval(mins => $5))`,
          [no, uid, body.preOrderType, JSON.stringify(chosen), config.preOrderMinutes],
        );
        return { preOrderNo: no };
      });
    },

    load(uid, no, locale) {
      return db.transaction(async (tx) => {
        const pre = await livePreOrder(tx, uid, no);
        const lines = await pricedLines(tx, pre.lines, { lock: false });
        const rules = await loadOrderRules(tx, config);
        const totals = priceOrder(lines, [], { balance: 0, use: false }, rules);
        const address = await defaultAddress(tx, uid);
        const points = (await tx.query<{ integral: number }>('SELECT integral FROM app_user WHERE id = $1', [uid])).rows[0]?.integral ?? 0;
        return {
          preOrderNo: pre.no,
          preOrderType: pre.type,
          expiresTime: formatDate(pre.expiresAt)!,
          proTotalFee: fromCents(totals.proTotal),
          orderProNum: totals.totalNum,
          freightFee: fromCents(totals.freight),
          totalPrice: fromCents(totals.proTotal + totals.freight),
          userCouponId: 0,
          couponFee: fromCents(0),
          integralFee: fromCents(0),
          payFee: fromCents(totals.pay),
          addressId: address?.id ?? 0,
          realName: address?.real_name ?? '',
          phone: address?.phone ?? '',
          detail: address?.detail ?? '',
          country: address?.country ?? '',
          email: address?.email ?? '',
          postCode: address?.post_code ?? '',
          remark: '',
          cartIdList: pre.lines.flatMap((l) => (l.cartId === null ? [] : [l.cartId])),
          userIntegral: points,
          pointsRate: rules.pointsRate,
          orderList: totals.merchants.map((m) => ({
            merId: m.merId,
            merName: m.merName,
            proTotalFee: fromCents(m.proTotal),
            freightFee: fromCents(m.freight),
            orderInfoList: m.lines.map((l) => ({
              productId: l.productId,
              productName: pickText(l.productName, l.productNameI18n, locale),
              attrValueId: l.skuId,
              image: url(l.image),
              sku: pickText(l.sku, l.skuI18n, locale),
              price: fromCents(l.priceCents),
              payNum: l.qty,
              weight: l.weight,
              volume: l.volume,
              postage: fromCents(0),
            })),
          })),
        };
      });
    },
  };
}
