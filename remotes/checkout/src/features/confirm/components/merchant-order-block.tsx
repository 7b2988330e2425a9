import { css } from '@emotion/react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { ComputedMerchantPrice, OrderCoupon, PreMerchantOrder } from '@mall/contract';
import { useMoney } from '@mall/i18n';
import { theme } from '@mall/ui-theme';
import { panel, panelHeading } from '../../../components/panel-styles';
import { merchantCouponKey, merchantCoupons } from '../order-coupons';
import { CouponSelect } from './coupon-select';
import { Picture } from '@mall/ui-theme/picture';

const messages = defineMessages({
  quantity: defineMessage<{ count: number }>({
    id: 'checkout.MerchantOrderBlock.quantity',
    defaultMessage: '× {count}',
    description: 'Quantity of an order line',
  }),
  freight: { id: 'checkout.MerchantOrderBlock.freight', defaultMessage: 'Freight', description: 'Freight of one merchant order' },
  freeFreight: {
    id: 'checkout.MerchantOrderBlock.freeFreight',
    defaultMessage: 'Free shipping',
    description: 'Freight of one merchant order when it is 0',
  },
  subtotal: { id: 'checkout.MerchantOrderBlock.subtotal', defaultMessage: 'Goods', description: 'Goods subtotal of one merchant order' },
  coupon: defineMessage<{ name: string }>({
    id: 'checkout.MerchantOrderBlock.coupon',
    defaultMessage: 'Coupon of {name}',
    description: 'Label of a merchant order coupon select',
  }),
});

const list = css({ listStyle: 'none', margin: 0, padding: 0 });
const line = css({
  display: 'grid',
  gridTemplateColumns: '64px minmax(0, 1fr) 120px 80px',
  alignItems: 'center',
  gap: theme.space.md,
  padding: `${theme.space.sm} 0`,
  borderBottom: `1px solid ${theme.colors.border}`,
});
const picture = css({ width: 64, height: 64, objectFit: 'cover', borderRadius: theme.radius.sm, background: theme.colors.background });
const muted = css({ margin: 0, color: theme.colors.muted, fontSize: theme.font.size.sm });
const footer = css({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: theme.space.md,
  marginTop: theme.space.md,
});
const figures = css({ display: 'flex', gap: theme.space.lg, color: theme.colors.muted });

interface MerchantOrderBlockProps {
  order: PreMerchantOrder;
  /** This shop's part of the server's last computed price (freight may change with the address). */
  computed: ComputedMerchantPrice | null;
  coupons: OrderCoupon[];
}

/** One merchant's order: its lines, its freight and its one coupon slot. */
export function MerchantOrderBlock({ order, computed, coupons }: MerchantOrderBlockProps) {
  const intl = useIntl();
  const money = useMoney();
  const freight = computed?.freightFee ?? order.freightFee;
  const titleId = `confirm-merchant-${order.merId}`;
  return (
    <section css={panel} aria-labelledby={titleId}>
      <h2 id={titleId} css={panelHeading}>
        {order.merName}
      </h2>
      <ul css={list}>
        {order.orderInfoList.map((item) => (
          <li key={`${item.productId}-${item.attrValueId}`} css={line}>
            <Picture css={picture} src={item.image} width={64} height={64} sizes="64px" />
            <span css={{ minWidth: 0 }}>
              {item.productName}
              {item.sku && <p css={muted}>{item.sku}</p>}
            </span>
            <span>{money(item.price)}</span>
            <span>{intl.formatMessage(messages.quantity, { count: item.payNum })}</span>
          </li>
        ))}
      </ul>
      <div css={footer}>
        <CouponSelect
          name={`merchantCoupons.${merchantCouponKey(order.merId)}`}
          label={intl.formatMessage(messages.coupon, { name: order.merName })}
          coupons={merchantCoupons(coupons, order.merId)}
        />
        <span css={figures}>
          <span>
            {intl.formatMessage(messages.subtotal)} {money(computed?.proTotalFee ?? order.proTotalFee)}
          </span>
          <span data-freight={order.merId}>
            {Number(freight) > 0 ? `${intl.formatMessage(messages.freight)} ${money(freight)}` : intl.formatMessage(messages.freeFreight)}
          </span>
        </span>
      </div>
    </section>
  );
}
