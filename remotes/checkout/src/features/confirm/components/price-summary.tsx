import { css } from '@emotion/react';
import { defineMessages, useIntl } from 'react-intl';
import type { ComputedPrice, PreOrderVo } from '@mall/contract';
import { useMoney } from '@mall/i18n';
import { theme } from '@mall/ui-theme';
import { type ApiFailure, toCents, useFailureText } from '@mall/remote-kit';

const messages = defineMessages({
  title: { id: 'checkout.PriceSummary.title', defaultMessage: 'Order total', description: 'Accessible name of the price summary' },
  goods: { id: 'checkout.PriceSummary.goods', defaultMessage: 'Goods', description: 'Goods total' },
  freight: { id: 'checkout.PriceSummary.freight', defaultMessage: 'Freight', description: 'Freight total' },
  coupons: { id: 'checkout.PriceSummary.coupons', defaultMessage: 'Coupons', description: 'Coupon reductions' },
  points: { id: 'checkout.PriceSummary.points', defaultMessage: 'Points', description: 'Points deduction' },
  payFee: { id: 'checkout.PriceSummary.payFee', defaultMessage: 'To pay', description: 'Amount to pay' },
  updating: {
    id: 'checkout.PriceSummary.updating',
    defaultMessage: 'Updating the price…',
    description: 'Shown while the server recomputes the price',
  },
  failed: {
    id: 'checkout.PriceSummary.failed',
    defaultMessage: 'The price could not be updated:',
    description: 'Before the reason a recompute failed',
  },
});

const list = css({
  display: 'grid',
  gridTemplateColumns: 'auto auto',
  justifyContent: 'end',
  alignItems: 'baseline',
  columnGap: theme.space.xl,
  rowGap: theme.space.xs,
  margin: 0,
});
const term = css({ color: theme.colors.muted, textAlign: 'right' });
const value = css({ margin: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' });
const total = css({ color: theme.colors.brandStrong, fontSize: theme.font.size.xl, fontWeight: 700 });

interface PriceSummaryProps {
  preOrder: PreOrderVo;
  price: ComputedPrice | null;
  recomputing: boolean;
  failure: ApiFailure | null;
}

/** The server's totals: load/pre's until the first recompute answers, then computed/price's. */
export function PriceSummary({ preOrder, price, recomputing, failure }: PriceSummaryProps) {
  const intl = useIntl();
  const money = useMoney();
  const failureText = useFailureText();
  const shown = {
    goods: price?.proTotalFee ?? preOrder.proTotalFee,
    freight: price?.freightFee ?? preOrder.freightFee,
    coupons: price?.couponFee ?? preOrder.couponFee,
    points: price?.integralFee ?? preOrder.integralFee ?? '0.00',
    payFee: price?.payFee ?? preOrder.payFee,
  };
  return (
    <section aria-label={intl.formatMessage(messages.title)} aria-busy={recomputing || undefined}>
      <dl css={list}>
        <dt css={term}>{intl.formatMessage(messages.goods)}</dt>
        <dd css={value}>{money(shown.goods)}</dd>
        <dt css={term}>{intl.formatMessage(messages.freight)}</dt>
        <dd css={value}>{money(shown.freight)}</dd>
        {toCents(shown.coupons) > 0 && (
          <>
            <dt css={term}>{intl.formatMessage(messages.coupons)}</dt>
            <dd css={value}>−{money(shown.coupons)}</dd>
          </>
        )}
        {toCents(shown.points) > 0 && (
          <>
            <dt css={term}>{intl.formatMessage(messages.points)}</dt>
            <dd css={value}>−{money(shown.points)}</dd>
          </>
        )}
        <dt css={term}>{intl.formatMessage(messages.payFee)}</dt>
        <dd css={[value, total]} data-pay-fee>
          {money(shown.payFee)}
        </dd>
      </dl>
      <p
        role="status"
        css={{
          minHeight: '1.6em',
          margin: `${theme.space.sm} 0 0`,
          textAlign: 'right',
          color: failure ? theme.colors.danger : theme.colors.muted,
        }}
      >
        {recomputing
          ? intl.formatMessage(messages.updating)
          : failure
            ? `${intl.formatMessage(messages.failed)} ${failureText(failure)}`
            : ''}
      </p>
    </section>
  );
}
