import { css } from '@emotion/react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useMoney } from '@mall/i18n';
import { Button, Price, theme } from '@mall/ui-theme';
import { Checkbox } from '@mall/ui-theme/checkbox';

const messages = defineMessages({
  selectAll: {
    id: 'checkout.CartSummaryBar.selectAll',
    defaultMessage: 'Select all',
    description: 'Checkbox that checks every valid cart line',
  },
  chosen: defineMessage<{ count: number }>({
    id: 'checkout.CartSummaryBar.chosen',
    defaultMessage: '{count, plural, =0 {No items selected} one {# item selected} other {# items selected}}',
    description: 'Number of items (quantities) checked',
  }),
  summary: {
    id: 'checkout.CartSummaryBar.summary',
    defaultMessage: 'Cart summary',
    description: 'Accessible name of the bar with the total and the Buy now button',
  },
  total: { id: 'checkout.CartSummaryBar.total', defaultMessage: 'Total:', description: 'Label before the total of the checked lines' },
  buyNow: { id: 'checkout.CartSummaryBar.buyNow', defaultMessage: 'Buy now', description: 'Button that checks out the checked lines' },
});

const bar = css({
  position: 'sticky',
  bottom: 0,
  zIndex: 1,
  display: 'flex',
  alignItems: 'center',
  gap: theme.space.lg,
  padding: `${theme.space.md} ${theme.space.lg}`,
  background: theme.colors.surface,
  borderRadius: theme.radius.md,
  boxShadow: theme.shadow.card,
});

interface CartSummaryBarProps {
  allChecked: boolean;
  someChecked: boolean;
  quantity: number;
  total: string;
  busy: boolean;
  onToggleAll: (checked: boolean) => void;
  onBuyNow: () => void;
}

/** Global select-all, what is checked, its total (display only) and "Buy now". */
export function CartSummaryBar({ allChecked, someChecked, quantity, total, busy, onToggleAll, onBuyNow }: CartSummaryBarProps) {
  const intl = useIntl();
  const money = useMoney();
  return (
    <div css={bar} role="region" aria-label={intl.formatMessage(messages.summary)}>
      <Checkbox label={intl.formatMessage(messages.selectAll)} checked={allChecked} onChange={() => onToggleAll(!allChecked)} />
      <span css={{ marginLeft: 'auto', color: theme.colors.muted }} aria-live="polite">
        {intl.formatMessage(messages.chosen, { count: quantity })}
      </span>
      <span css={{ display: 'inline-flex', alignItems: 'baseline', gap: theme.space.sm }} data-cart-total>
        {intl.formatMessage(messages.total)}
        <Price value={money(total)} size="lg" />
      </span>
      <Button onClick={onBuyNow} disabled={!someChecked} loading={busy}>
        {intl.formatMessage(messages.buyNow)}
      </Button>
    </div>
  );
}
