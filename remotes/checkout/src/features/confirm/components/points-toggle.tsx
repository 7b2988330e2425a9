import { Field } from 'react-final-form';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { ComputedPrice } from '@mall/contract';
import { useMoney } from '@mall/i18n';
import { theme } from '@mall/ui-theme';
import { Checkbox } from '@mall/ui-theme/checkbox';

const messages = defineMessages({
  use: defineMessage<{ points: number }>({
    id: 'checkout.PointsToggle.use',
    defaultMessage: 'Use my points ({points, plural, one {# point} other {# points}} available)',
    description: 'Checkbox that pays part of the order with points',
  }),
  used: defineMessage<{ points: number; amount: string }>({
    id: 'checkout.PointsToggle.used',
    defaultMessage: '{points, plural, one {# point} other {# points}} used: {amount} off',
    description: 'Points the order spends and what they take off',
  }),
  earn: defineMessage<{ points: number }>({
    id: 'checkout.PointsToggle.earn',
    defaultMessage: 'This order earns {points, plural, one {# point} other {# points}} once paid',
    description: 'Points the shopper gets when the order is paid',
  }),
});

interface PointsToggleProps {
  /** The shopper's balance. */
  available: number;
  price: ComputedPrice | null;
}

/** Pay part of the order with points; the amounts are the server's (computed/price). */
export function PointsToggle({ available, price }: PointsToggleProps) {
  const intl = useIntl();
  const money = useMoney();
  const used = price?.usedIntegral ?? 0;
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space.xs }}>
      <Field name="usePoints" type="checkbox">
        {({ input }) => (
          <Checkbox label={intl.formatMessage(messages.use, { points: available })} input={input} disabled={available <= 0} />
        )}
      </Field>
      {used > 0 && (
        <span css={{ color: theme.colors.muted }} data-points-used>
          {intl.formatMessage(messages.used, { points: used, amount: money(price?.integralFee ?? '0') })}
        </span>
      )}
      {price?.gainIntegral !== undefined && price.gainIntegral > 0 && (
        <span css={{ color: theme.colors.muted }}>{intl.formatMessage(messages.earn, { points: price.gainIntegral })}</span>
      )}
    </div>
  );
}
