import { mediaUrl } from '../../lib/format';
import { fromCents, toCents } from '../order/cents';
import type { OrderLineRow } from './refundable-order';

/** An order line as the contract sends it (OrderLine); `payNum` may be overridden (the units a refund covers). */
export function orderLine(row: OrderLineRow, publicUrl: string, payNum = row.pay_num) {
  return {
    id: row.id,
    merOrderNo: row.mer_order_no,
    productId: row.product_id,
    productName: row.product_name,
    image: mediaUrl(publicUrl, row.image),
    attrValueId: row.sku_id,
    sku: row.sku,
    price: fromCents(toCents(row.price)),
    payNum,
    isReply: row.is_reply,
  };
}
