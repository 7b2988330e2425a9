import { css } from '@emotion/react';
import { useId } from 'react';
import { Field } from 'react-final-form';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { OrderCoupon } from '@mall/contract';
import { useMoney } from '@mall/i18n';
import { theme } from '@mall/ui-theme';
import { toCents } from '@mall/remote-kit';

const messages = defineMessages({
  none: { id: 'checkout.CouponSelect.none', defaultMessage: 'No coupon', description: 'The choice of using no coupon' },
  withMin: defineMessage<{ name: string; money: string; minPrice: string }>({
    id: 'checkout.CouponSelect.withMin',
    defaultMessage: '{name}: {money} off orders from {minPrice}',
    description: 'A coupon in the select: its name, reduction and minimum amount',
  }),
  noMin: defineMessage<{ name: string; money: string }>({
    id: 'checkout.CouponSelect.noMin',
    defaultMessage: '{name}: {money} off',
    description: 'A coupon without a minimum amount',
  }),
  empty: {
    id: 'checkout.CouponSelect.empty',
    defaultMessage: 'No coupon can be used here',
    description: 'Shown instead of the select when no coupon applies',
  },
});

const row = css({ display: 'flex', alignItems: 'center', gap: theme.space.md, flexWrap: 'wrap' });
const select = css({
  minWidth: 280,
  minHeight: 36,
  padding: `0 ${theme.space.sm}`,
  border: `1px solid ${theme.colors.borderStrong}`,
  borderRadius: theme.radius.sm,
  background: theme.colors.surface,
});

interface CouponSelectProps {
  /** final-form field name. */
  name: string;
  label: string;
  coupons: OrderCoupon[];
}

/** One coupon slot: a select holding at most one coupon (or none). */
export function CouponSelect({ name, label, coupons }: CouponSelectProps) {
  const intl = useIntl();
  const money = useMoney();
  const id = useId();
  const text = (coupon: OrderCoupon) =>
    toCents(coupon.minPrice) > 0
      ? intl.formatMessage(messages.withMin, { name: coupon.name, money: money(coupon.money), minPrice: money(coupon.minPrice) })
      : intl.formatMessage(messages.noMin, { name: coupon.name, money: money(coupon.money) });
  return (
    <div css={row}>
      <label htmlFor={id}>{label}</label>
      {coupons.length === 0 ? (
        <span id={id} css={{ color: theme.colors.muted }}>
          {intl.formatMessage(messages.empty)}
        </span>
      ) : (
        <Field name={name} subscription={{ value: true }}>
          {({ input }) => (
            <select {...input} id={id} css={select}>
              <option value="">{intl.formatMessage(messages.none)}</option>
              {coupons.map((coupon) => (
                <option key={coupon.id} value={String(coupon.id)}>
                  {text(coupon)}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
    </div>
  );
}
