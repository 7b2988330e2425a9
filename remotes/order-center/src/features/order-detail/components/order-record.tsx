import type { StoreOrderDetail } from '@mall/contract';
import { ConsigneeBlock } from './consignee-block';
import { OrderFacts } from './order-facts';
import { PriceRows } from './price-rows';

type RecordFields =
  | 'orderNo'
  | 'createTime'
  | 'paid'
  | 'payType'
  | 'payTime'
  | 'realName'
  | 'userPhone'
  | 'userAddress'
  | 'proTotalPrice'
  | 'payPostage'
  | 'totalPostage'
  | 'couponPrice'
  | 'payPrice';

interface OrderRecordProps {
  /** A master or a merchant order: the fields both details carry. */
  order: Pick<StoreOrderDetail, RecordFields> & { integralPrice?: string | null; useIntegral?: number | null };
  /** The buyer's note (the master order's `mark`, a merchant order's `userRemark`). */
  note: string | null | undefined;
  /** When the goods were received (a merchant order only). */
  receivingTime?: string | null;
}

/** The lower half of an order's detail: its facts, the consignee and the price rows. */
export function OrderRecord({ order, note, receivingTime }: OrderRecordProps) {
  return (
    <>
      <OrderFacts
        orderNo={order.orderNo}
        createTime={order.createTime}
        paid={order.paid}
        payType={order.payType}
        payTime={order.payTime}
        receivingTime={receivingTime}
      />
      <ConsigneeBlock consignee={{ realName: order.realName, userPhone: order.userPhone, userAddress: order.userAddress, note }} />
      <PriceRows
        figures={{
          goods: order.proTotalPrice,
          freight: order.payPostage || order.totalPostage,
          coupon: order.couponPrice,
          pointsPrice: order.integralPrice,
          points: order.useIntegral,
          paid: order.payPrice,
        }}
      />
    </>
  );
}
