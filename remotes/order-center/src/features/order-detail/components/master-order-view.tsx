import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { defineMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { MasterOrderDetail } from '@mall/contract';
import { localizePath, useLocale } from '@mall/i18n';
import { theme } from '@mall/ui-theme';
import { OrderGoods } from '../../../components/order-goods';
import { panel } from '../../../components/panel';
import { useDateTime } from '../../../lib/date';
import { orderDetailPath } from '@mall/routes';
import { OrderRecord } from './order-record';
import { OrderStateBanner } from './order-state-banner';
import { StepBar } from './step-bar';

const cancelsAt = defineMessage<{ time: string }>({
  id: 'orderCenter.MasterOrderView.cancelsAt',
  defaultMessage: 'Unless paid, this order is cancelled at {time}',
  description: 'When an unpaid order cancels itself',
});
const merchantOrder = defineMessage<{ orderNo: string }>({
  id: 'orderCenter.MasterOrderView.merchantOrder',
  defaultMessage: 'Shop order {orderNo}',
  description: 'Link to one shop’s part of a paid order',
});

const group = css({ '& + &': { marginTop: theme.space.md } });
const note = css({ margin: `${theme.space.md} 0 0`, color: theme.colors.muted });
const actionsRow = css({ marginTop: theme.space.md });

/**
 * A master order (PT…), as the unpaid tab and the checkout know it: step 1, every shop's goods, the amounts, the
 * consignee, and Cancel / Pay now while unpaid. Once paid, each shop's part links to its own detail.
 */
export function MasterOrderView({ order, actions }: { order: MasterOrderDetail; actions: ReactNode }) {
  const intl = useIntl();
  const locale = useLocale();
  const dateTime = useDateTime();
  const open = !order.paid && !order.isCancel;
  return (
    <>
      {order.isCancel ? <OrderStateBanner state="cancelled" /> : <StepBar step={order.paid ? 2 : 1} />}
      <section css={panel}>
        {order.orderList.map((shop) => (
          <div key={shop.orderNo} css={group}>
            <OrderGoods
              merId={shop.merId}
              merName={shop.merName}
              headingLevel={2}
              lines={shop.orderInfoList.map((line, index) => ({ ...line, id: line.id ?? index }))}
              aside={
                order.paid ? (
                  <Link to={localizePath(orderDetailPath(shop.orderNo, 1), locale)}>
                    {intl.formatMessage(merchantOrder, { orderNo: shop.orderNo })}
                  </Link>
                ) : undefined
              }
            />
          </div>
        ))}
        {open && order.expireTime && <p css={note}>{intl.formatMessage(cancelsAt, { time: dateTime(order.expireTime) })}</p>}
        {open && <div css={actionsRow}>{actions}</div>}
      </section>
      <OrderRecord order={order} note={order.mark} />
    </>
  );
}
