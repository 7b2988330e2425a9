import { css } from '@emotion/react';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { theme } from '@mall/ui-theme';
import { clampQuantity, MAX_LINE_QUANTITY } from '../sku';

const messages = defineMessages({
  label: { id: 'catalog.QuantityStepper.label', defaultMessage: 'Quantity', description: 'Label of the quantity input' },
  decrease: { id: 'catalog.QuantityStepper.decrease', defaultMessage: 'Decrease quantity', description: 'Minus button' },
  increase: { id: 'catalog.QuantityStepper.increase', defaultMessage: 'Increase quantity', description: 'Plus button' },
});

const group = css({ display: 'inline-flex', alignItems: 'stretch', border: `1px solid ${theme.colors.borderStrong}`, borderRadius: theme.radius.sm, overflow: 'hidden' });
const step = css({
  width: 36,
  border: 0,
  background: theme.colors.background,
  fontSize: 18,
  cursor: 'pointer',
  '&:disabled': { color: theme.colors.muted, cursor: 'not-allowed' },
});
const input = css({ width: 56, height: 36, border: 0, borderLeft: `1px solid ${theme.colors.border}`, borderRight: `1px solid ${theme.colors.border}`, textAlign: 'center' });

/** − / typed / + quantity, always within 1..stock (and 99, a cart line's limit); typed values are clamped as typed. */
export function QuantityStepper({
  value,
  stock,
  disabled = false,
  onChange,
}: {
  value: number;
  stock: number;
  disabled?: boolean;
  onChange: (value: number) => void;
}) {
  const intl = useIntl();
  const [draft, setDraft] = useState(String(value));
  const [lastValue, setLastValue] = useState(value);
  if (value !== lastValue) {
    setLastValue(value);
    setDraft(String(value));
  }
  const set = (next: number) => {
    const clamped = clampQuantity(next, stock);
    setDraft(String(clamped));
    onChange(clamped);
  };
  return (
    <div role="group" aria-label={intl.formatMessage(messages.label)} css={group}>
      <button type="button" css={step} aria-label={intl.formatMessage(messages.decrease)} disabled={disabled || value <= 1} onClick={() => set(value - 1)}>
        <span aria-hidden="true">−</span>
      </button>
      <input
        type="text"
        inputMode="numeric"
        aria-label={intl.formatMessage(messages.label)}
        value={draft}
        disabled={disabled}
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
      <button type="button" css={step} aria-label={intl.formatMessage(messages.increase)} disabled={disabled || value >= Math.min(stock, MAX_LINE_QUANTITY)} onClick={() => set(value + 1)}>
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
