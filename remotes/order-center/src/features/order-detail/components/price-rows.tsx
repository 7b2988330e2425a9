import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useMoney } from '@mall/i18n';
import { Price } from '@mall/ui-theme';
import { factList, panel, panelHeading } from '../../../components/panel';
import { isPositive } from '@mall/remote-kit';

const messages = defineMessages({
  title: { id: 'orderCenter.PriceRows.title', defaultMessage: 'Amounts', description: 'Heading of the price rows' },
  goods: { id: 'orderCenter.PriceRows.goods', defaultMessage: 'Goods', description: 'Goods total' },
  freight: { id: 'orderCenter.PriceRows.freight', defaultMessage: 'Freight', description: 'Freight' },
  coupon: { id: 'orderCenter.PriceRows.coupon', defaultMessage: 'Coupon', description: 'Coupon deduction' },
  points: defineMessage<{ points: number }>({
    id: 'orderCenter.PriceRows.points',
    defaultMessage: 'Points ({points, plural, one {# point} other {# points}})',
    description: 'Points deduction, with the points spent',
  }),
  paid: { id: 'orderCenter.PriceRows.paid', defaultMessage: 'Actual payment', description: 'What was (or is to be) paid' },
  minus: defineMessage<{ amount: string }>({ id: 'orderCenter.PriceRows.minus', defaultMessage: '−{amount}', description: 'A deduction' }),
});

interface PriceFigures {
  goods: string;
  freight: string;
  coupon?: string | null;
  pointsPrice?: string | null;
  points?: number | null;
  paid: string;
}

/** Goods, freight, the coupon and points deductions (when there are some) and the actual payment. */
export function PriceRows({ figures }: { figures: PriceFigures }) {
  const intl = useIntl();
  const money = useMoney();
  return (
    <section css={panel} aria-labelledby="order-prices">
      <h2 id="order-prices" css={panelHeading}>
        {intl.formatMessage(messages.title)}
      </h2>
      <dl css={factList}>
        <dt>{intl.formatMessage(messages.goods)}</dt>
        <dd>{money(figures.goods)}</dd>
        <dt>{intl.formatMessage(messages.freight)}</dt>
        <dd>{money(figures.freight)}</dd>
        {isPositive(figures.coupon) && (
          <>
            <dt>{intl.formatMessage(messages.coupon)}</dt>
            <dd>{intl.formatMessage(messages.minus, { amount: money(figures.coupon!) })}</dd>
          </>
        )}
        {isPositive(figures.pointsPrice) && (
          <>
            <dt>{intl.formatMessage(messages.points, { points: figures.points ?? 0 })}</dt>
            <dd>{intl.formatMessage(messages.minus, { amount: money(figures.pointsPrice!) })}</dd>
          </>
        )}
        <dt>{intl.formatMessage(messages.paid)}</dt>
        <dd>
          <Price value={money(figures.paid)} />
        </dd>
      </dl>
    </section>
  );
}
