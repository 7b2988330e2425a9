import { css } from '@emotion/react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { UserCoupon } from '@mall/contract';
import { useMoney } from '@mall/i18n';
import { theme } from '@mall/ui-theme';
import { parseApiDate } from '../../../lib/date';
import { isPositive } from '@mall/remote-kit';
import { couponKind, couponState } from '../coupon-tabs';

const messages = defineMessages({
  general: { id: 'orderCenter.CouponCard.general', defaultMessage: 'General coupon', description: 'A coupon for any order of the mall' },
  merchant: { id: 'orderCenter.CouponCard.merchant', defaultMessage: 'Store coupon', description: 'A coupon for any product of one store' },
  goods: { id: 'orderCenter.CouponCard.goods', defaultMessage: 'Product coupon', description: 'A coupon for given products' },
  category: {
    id: 'orderCenter.CouponCard.category',
    defaultMessage: 'Category coupon',
    description: 'A coupon for the products of a category',
  },
  minSpend: defineMessage<{ amount: string }>({
    id: 'orderCenter.CouponCard.minSpend',
    defaultMessage: 'Min. spend {amount}',
    description: 'The order amount the coupon needs',
  }),
  noMinimum: { id: 'orderCenter.CouponCard.noMinimum', defaultMessage: 'No minimum spend', description: 'The coupon works on any amount' },
  validDays: defineMessage<{ days: number }>({
    id: 'orderCenter.CouponCard.validDays',
    defaultMessage: 'Valid {days, plural, one {# day} other {# days}} after receipt',
    description: 'A coupon valid for a number of days from the day it was received',
  }),
  validity: defineMessage<{ start: string; end: string }>({
    id: 'orderCenter.CouponCard.validity',
    defaultMessage: 'Valid from {start} to {end}',
    description: 'From when to when the coupon can be used',
  }),
  validFromOn: defineMessage<{ start: string }>({
    id: 'orderCenter.CouponCard.validFromOn',
    defaultMessage: 'Valid from {start}, no end date',
    description: 'A coupon usable from a date on, without an end',
  }),
  used: { id: 'orderCenter.CouponCard.used', defaultMessage: 'Used', description: 'The coupon was used on an order' },
  expired: { id: 'orderCenter.CouponCard.expired', defaultMessage: 'Expired', description: 'The coupon is past its end' },
  notStarted: { id: 'orderCenter.CouponCard.notStarted', defaultMessage: 'Not started', description: 'The coupon cannot be used yet' },
});

const styles = {
  card: css({
    display: 'grid',
    gridTemplateColumns: '120px minmax(0, 1fr)',
    height: '100%',
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radius.md,
    overflow: 'hidden',
    background: theme.colors.surface,
  }),
  value: css({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: theme.space.xs,
    padding: theme.space.sm,
    background: theme.colors.brandStrong,
    color: theme.colors.onBrand,
    textAlign: 'center',
  }),
  money: css({ fontSize: theme.font.size.xxl, fontWeight: 700, lineHeight: 1.2, overflowWrap: 'anywhere' }),
  minSpend: css({ fontSize: theme.font.size.sm }),
  body: css({ display: 'flex', flexDirection: 'column', gap: theme.space.xs, padding: theme.space.sm, minWidth: 0 }),
  kind: css({
    alignSelf: 'flex-start',
    padding: `0 ${theme.space.sm}`,
    borderRadius: theme.radius.pill,
    background: theme.colors.brandSoft,
    color: theme.colors.brandStrong,
    fontSize: theme.font.size.sm,
  }),
  name: css({ margin: 0, fontSize: theme.font.size.md, fontWeight: 600, overflowWrap: 'anywhere' }),
  muted: css({ margin: 0, color: theme.colors.muted, fontSize: theme.font.size.sm }),
  state: css({ alignSelf: 'flex-start', marginTop: 'auto', fontWeight: 600, color: theme.colors.muted }),
  // Greyed: a used, expired or not yet started coupon.
  inactive: css({ '& > div:first-of-type': { background: theme.colors.muted } }),
};

/**
 * One of the shopper's coupons: what it applies to (and the store's name for a store's coupon), its
 * value with the shop's currency, the minimum spend, how long it is valid, and why it cannot be used now.
 */
export function CouponCard({ coupon }: { coupon: UserCoupon }) {
  const intl = useIntl();
  const money = useMoney();
  // Validity is a matter of days: dates without the time.
  const dateOf = (value: string) => {
    const date = parseApiDate(value);
    return date ? intl.formatDate(date, { dateStyle: 'medium' }) : value;
  };
  const state = couponState(coupon);
  const headingId = `coupon-${coupon.id}`;
  return (
    <article css={[styles.card, state && styles.inactive]} aria-labelledby={headingId} data-state={state ?? 'usable'}>
      <div css={styles.value}>
        <span css={styles.money}>{money(coupon.money)}</span>
        <span css={styles.minSpend}>
          {isPositive(coupon.minPrice)
            ? intl.formatMessage(messages.minSpend, { amount: money(coupon.minPrice) })
            : intl.formatMessage(messages.noMinimum)}
        </span>
      </div>
      <div css={styles.body}>
        <span css={styles.kind}>
          {intl.formatMessage(messages[couponKind(coupon)])}
          {coupon.merId > 0 && coupon.merName ? ` · ${coupon.merName}` : ''}
        </span>
        <h2 id={headingId} css={styles.name}>
          {coupon.name}
        </h2>
        {coupon.day > 0 && <p css={styles.muted}>{intl.formatMessage(messages.validDays, { days: coupon.day })}</p>}
        <p css={styles.muted}>
          {coupon.endTime
            ? intl.formatMessage(messages.validity, { start: dateOf(coupon.startTime), end: dateOf(coupon.endTime) })
            : intl.formatMessage(messages.validFromOn, { start: dateOf(coupon.startTime) })}
        </p>
        {state && <span css={styles.state}>{intl.formatMessage(messages[state])}</span>}
      </div>
    </article>
  );
}
