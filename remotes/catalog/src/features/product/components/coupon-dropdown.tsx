import { css } from '@emotion/react';
import { useEffect, useId, useRef, useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { StoreCouponFront } from '@mall/contract';
import { useMoney } from '@mall/i18n';
import { Button, theme } from '@mall/ui-theme';

const messages = defineMessages({
  toggle: defineMessage<{ count: number }>({
    id: 'catalog.CouponDropdown.toggle',
    defaultMessage: 'Coupons ({count, number})',
    description: 'Button opening the product coupons',
  }),
  title: {
    id: 'catalog.CouponDropdown.title',
    defaultMessage: 'Coupons for this product',
    description: 'Accessible name of the coupon list',
  },
  off: defineMessage<{ amount: string }>({ id: 'catalog.CouponDropdown.off', defaultMessage: '{amount} off', description: 'Coupon value' }),
  minimum: defineMessage<{ amount: string }>({
    id: 'catalog.CouponDropdown.minimum',
    defaultMessage: 'On orders over {amount}',
    description: 'Coupon minimum order amount',
  }),
  noMinimum: { id: 'catalog.CouponDropdown.noMinimum', defaultMessage: 'No minimum order', description: 'Coupon without minimum amount' },
  days: defineMessage<{ days: number }>({
    id: 'catalog.CouponDropdown.days',
    defaultMessage: '{days, plural, one {Valid # day after receipt} other {Valid # days after receipt}}',
    description: 'Coupon validity counted from receipt',
  }),
  window: defineMessage<{ start: string; end: string }>({
    id: 'catalog.CouponDropdown.window',
    defaultMessage: 'Valid {start} – {end}',
    description: 'Coupon validity window',
  }),
  receive: { id: 'catalog.CouponDropdown.receive', defaultMessage: 'Receive', description: 'Button receiving a coupon' },
  receiveLabel: defineMessage<{ name: string }>({
    id: 'catalog.CouponDropdown.receiveLabel',
    defaultMessage: 'Receive the coupon {name}',
    description: 'Accessible name of the receive button',
  }),
  received: { id: 'catalog.CouponDropdown.received', defaultMessage: 'Received', description: 'State of a coupon already received' },
});

const wrapper = css({ position: 'relative', display: 'inline-block' });
const toggle = css({
  padding: '2px 10px',
  border: `1px dashed ${theme.colors.brand}`,
  borderRadius: theme.radius.sm,
  background: theme.colors.brandSoft,
  color: theme.colors.brandStrong,
  cursor: 'pointer',
});
const panel = css({
  position: 'absolute',
  top: 'calc(100% + 4px)',
  left: 0,
  zIndex: theme.zIndex.dropdown,
  width: 360,
  maxHeight: 360,
  overflowY: 'auto',
  margin: 0,
  padding: theme.space.sm,
  listStyle: 'none',
  background: theme.colors.surface,
  borderRadius: theme.radius.md,
  boxShadow: theme.shadow.modal,
});
const coupon = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space.sm,
  padding: theme.space.sm,
  borderBottom: `1px solid ${theme.colors.border}`,
  '&[data-received="true"]': { opacity: 0.6 },
});

/** The product's coupons in a dropdown, each with Receive (or its received state). */
export function CouponDropdown({
  coupons,
  receiving,
  onReceive,
}: {
  coupons: readonly StoreCouponFront[];
  receiving: readonly number[];
  onReceive: (couponId: number) => void;
}) {
  const intl = useIntl();
  const money = useMoney();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open]);

  if (coupons.length === 0) return null;
  return (
    <div
      ref={root}
      css={wrapper}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      <button type="button" css={toggle} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        {intl.formatMessage(messages.toggle, { count: coupons.length })}
      </button>
      {open && (
        <ul id={panelId} css={panel} aria-label={intl.formatMessage(messages.title)}>
          {coupons.map((item) => {
            const minimum = Number(item.minPrice) > 0;
            return (
              <li key={item.id} css={coupon} data-received={item.isUse}>
                <div css={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
                  <strong css={{ color: theme.colors.brandStrong }}>
                    {intl.formatMessage(messages.off, { amount: money(item.money) })}
                  </strong>
                  <span>
                    {minimum
                      ? intl.formatMessage(messages.minimum, { amount: money(item.minPrice) })
                      : intl.formatMessage(messages.noMinimum)}
                  </span>
                  <span css={{ color: theme.colors.muted, fontSize: theme.font.size.sm }}>
                    {!item.isFixedTime && item.day > 0
                      ? intl.formatMessage(messages.days, { days: item.day })
                      : intl.formatMessage(messages.window, { start: item.useStartTimeStr ?? '', end: item.useEndTimeStr ?? '' })}
                  </span>
                </div>
                {item.isUse ? (
                  <Button variant="secondary" disabled>
                    {intl.formatMessage(messages.received)}
                  </Button>
                ) : (
                  <Button
                    loading={receiving.includes(item.id)}
                    aria-label={intl.formatMessage(messages.receiveLabel, { name: item.name })}
                    onClick={() => onReceive(item.id)}
                  >
                    {intl.formatMessage(messages.receive)}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
