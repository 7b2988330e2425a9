import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import type { OrderLine, StoreOrderDetail } from '@mall/contract';
import { OrderGoods } from '../../../components/order-goods';
import { OrderStateLabel } from '../../../components/order-state-label';
import { panel } from '../../../components/panel';
import { orderState, orderStep } from '../../../lib/order-state';
import { OrderRecord } from './order-record';
import { OrderStateBanner, type BannerState } from './order-state-banner';
import { StepBar } from './step-bar';

const actionsRow = css({ marginTop: 16 });

function bannerOf(order: StoreOrderDetail): BannerState | null {
  if (order.status === 9) return 'cancelled';
  if (order.refundStatus === 3) return 'refunded';
  if (order.refundStatus === 1 || order.refundStatus === 2) return 'refunding';
  return null;
}

interface MerchantOrderViewProps {
  order: StoreOrderDetail;
  /** What may be done with it (the orders feature's buttons). */
  actions: ReactNode;
  /** How it travels and where it is (the logistics feature's block). */
  delivery: ReactNode;
  lineAction?: (line: OrderLine) => ReactNode;
}

/** A merchant order (SH…): progress, goods, actions, delivery, facts, consignee and amounts. */
export function MerchantOrderView({ order, actions, delivery, lineAction }: MerchantOrderViewProps) {
  const banner = bannerOf(order);
  return (
    <>
      {banner ? <OrderStateBanner state={banner} refundOrderNo={order.refundOrderNo} /> : <StepBar step={orderStep(order)} />}
      <section css={panel}>
        <OrderGoods
          merId={order.merId}
          merName={order.merName}
          lines={order.orderInfoList}
          headingLevel={2}
          aside={<OrderStateLabel state={orderState(order)} />}
          lineAction={lineAction}
        />
        <div css={actionsRow}>{actions}</div>
      </section>
      {delivery}
      <OrderRecord order={order} note={order.userRemark} receivingTime={order.receivingTime} />
    </>
  );
}
