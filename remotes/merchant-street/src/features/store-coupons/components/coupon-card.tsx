import { css } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import type { StoreCouponFront } from '@mall/contract';
import { useMoney } from '@mall/i18n';
import { Button, theme } from '@mall/ui-theme';

const card = css({
  display: 'flex',
  alignItems: 'stretch',
  minHeight: 120,
  overflow: 'hidden',
  border: `1px solid ${theme.colors.brandSoft}`,
  borderRadius: theme.radius.md,
  background: theme.colors.surface,
});
const amountSide = css({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  alignItems: 'center',
  gap: theme.space.xs,
  width: 140,
  padding: theme.space.sm,
  background: theme.colors.brandStrong,
  color: theme.colors.onBrand,
});
/** A received coupon is greyed, as the original's card is once `isUse` is set. */
const used = css({ filter: 'grayscale(1)', opacity: 0.7 });

interface CouponCardProps {
  coupon: StoreCouponFront;
  /** Another coupon is being received: wait. */
  busy: boolean;
  receiving: boolean;
  onReceive: () => void;
}

/** A coupon of the store: amount, minimum spend, validity and its Get / Received state. */
export function CouponCard({ coupon, busy, receiving, onReceive }: CouponCardProps) {
  const money = useMoney();
  const soldOut = !coupon.isUse && coupon.isLimited && coupon.lastTotal <= 0;
  const minimum = Number(coupon.minPrice);
  return (
    <article
      aria-labelledby={`coupon-${coupon.id}`}
      css={[card, (coupon.isUse || soldOut) && used]}
      data-received={coupon.isUse || undefined}
    >
      <div css={amountSide}>
        <span css={{ fontSize: theme.font.size.xxl, fontWeight: 700 }}>{money(coupon.money)}</span>
        <span css={{ fontSize: theme.font.size.sm }}>
          {minimum > 0 ? (
            <FormattedMessage
              id="merchantStreet.CouponCard.minimum"
              defaultMessage="Min. spend {amount}"
              description="Lowest order total the coupon applies to"
              values={{ amount: money(coupon.minPrice) }}
            />
          ) : (
            <FormattedMessage
              id="merchantStreet.CouponCard.noMinimum"
              defaultMessage="No minimum spend"
              description="A coupon without a lowest order total"
            />
          )}
        </span>
      </div>
      <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space.xs, flex: 1, padding: theme.space.md }}>
        <span
          css={{
            alignSelf: 'flex-start',
            padding: `0 ${theme.space.xs}`,
            border: `1px solid ${theme.colors.brandStrong}`,
            borderRadius: theme.radius.sm,
            color: theme.colors.brandStrong,
            fontSize: theme.font.size.sm,
          }}
        >
          {coupon.useType === 2 ? (
            <FormattedMessage
              id="merchantStreet.CouponCard.product"
              defaultMessage="Product coupon"
              description="Label of a coupon for some products of the store"
            />
          ) : (
            <FormattedMessage
              id="merchantStreet.CouponCard.store"
              defaultMessage="Store coupon"
              description="Label of a coupon for the whole store"
            />
          )}
        </span>
        <h3 id={`coupon-${coupon.id}`} css={{ margin: 0, fontSize: theme.font.size.lg }}>
          {coupon.name}
        </h3>
        <span css={{ color: theme.colors.muted, fontSize: theme.font.size.sm }}>
          {coupon.day > 0 || !coupon.useStartTimeStr ? (
            <FormattedMessage
              id="merchantStreet.CouponCard.days"
              defaultMessage="{days, plural, one {Valid # day after receipt} other {Valid # days after receipt}}"
              description="Validity of a coupon counted from when it is received"
              values={{ days: coupon.day }}
            />
          ) : (
            <FormattedMessage
              id="merchantStreet.CouponCard.dates"
              defaultMessage="Valid {start} – {end}"
              description="Fixed validity window of a coupon"
              values={{ start: coupon.useStartTimeStr, end: coupon.useEndTimeStr ?? '' }}
            />
          )}
        </span>
        <div css={{ marginTop: 'auto' }}>
          {coupon.isUse ? (
            <Button variant="secondary" disabled>
              <FormattedMessage
                id="merchantStreet.CouponCard.received"
                defaultMessage="Received"
                description="A coupon the shopper already has"
              />
            </Button>
          ) : soldOut ? (
            <Button variant="secondary" disabled>
              <FormattedMessage
                id="merchantStreet.CouponCard.soldOut"
                defaultMessage="All gone"
                description="A limited coupon with none left"
              />
            </Button>
          ) : (
            <Button onClick={onReceive} loading={receiving} disabled={busy && !receiving}>
              <FormattedMessage id="merchantStreet.CouponCard.get" defaultMessage="Get coupon" description="Button to receive a coupon" />
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}
