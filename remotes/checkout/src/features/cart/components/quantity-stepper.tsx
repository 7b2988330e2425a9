import { css } from '@emotion/react';
import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { theme } from '@mall/ui-theme';
import { clampQuantity } from '../cart-lines';

const messages = defineMessages({
  label: defineMessage<{ name: string }>({ id: 'checkout.QuantityStepper.label', defaultMessage: 'Quantity of {name}', description: 'Label of a cart line quantity' }),
  decrease: defineMessage<{ name: string }>({ id: 'checkout.QuantityStepper.decrease', defaultMessage: 'One less {name}', description: 'Minus button of a cart line' }),
  increase: defineMessage<{ name: string }>({ id: 'checkout.QuantityStepper.increase', defaultMessage: 'One more {name}', description: 'Plus button of a cart line' }),
});

const group = css({
  display: 'inline-flex',
  alignItems: 'stretch',
  border: `1px solid ${theme.colors.borderStrong}`,
  borderRadius: theme.radius.sm,
  overflow: 'hidden',
});
const step = css({
  width: 32,
  border: 0,
  background: theme.colors.background,
  fontSize: 16,
  cursor: 'pointer',
  '&:disabled': { color: theme.colors.muted, cursor: 'not-allowed' },
});
const input = css({
  width: 52,
  height: 32,
  border: 0,
  borderLeft: `1px solid ${theme.colors.border}`,
  borderRight: `1px solid ${theme.colors.border}`,
  textAlign: 'center',
});

interface QuantityStepperProps {
  value: number;
  /** The line's stock (the API's upper bound). */
  max: number;
  /** Names the line for assistive technology. */
  name: string;
  onChange: (value: number) => void;
}

/** − / typed / + quantity, always within 1..max; typed values are clamped as typed. */
export function QuantityStepper({ value, max, name, onChange }: QuantityStepperProps) {
  const intl = useIntl();
  const [draft, setDraft] = useState(String(value));
  const [lastValue, setLastValue] = useState(value);
  if (value !== lastValue) {
    setLastValue(value);
    setDraft(String(value));
  }
  const set = (next: number) => {
    const clamped = clampQuantity(next, max);
    setDraft(String(clamped));
    if (clamped !== value) onChange(clamped);
  };
  return (
    <div role="group" aria-label={intl.formatMessage(messages.label, { name })} css={group}>
      <button
        type="button"
        css={step}
        aria-label={intl.formatMessage(messages.decrease, { name })}
        disabled={value <= 1}
        onClick={() => set(value - 1)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <input
        type="text"
        inputMode="numeric"
        aria-label={intl.formatMessage(messages.label, { name })}
        value={draft}
        onChange={(event) => {
          const digits = event.target.value.replace(/\D/g, '');
          if (digits === '') setDraft('');
          else set(Number(digits));
        }}
        onBlur={() => {
          if (draft === '') set(1);
        }}
        css={input}
      />
      <button
        type="button"
        css={step}
        aria-label={intl.formatMessage(messages.increase, { name })}
        disabled={value >= max}
        onClick={() => set(value + 1)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
