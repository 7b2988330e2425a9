import { css } from '@emotion/react';
import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { theme } from '@mall/ui-theme';

// The common catalogue's quantity.* texts: the product page's stepper ("Quantity") and a cart line's, which
// names its line for assistive technology ("Quantity of Teapot (White)").
const messages = defineMessages({
  label: { id: 'quantity.label', defaultMessage: 'Quantity', description: 'Label of a quantity input' },
  decrease: { id: 'quantity.decrease', defaultMessage: 'Decrease quantity', description: 'Minus button of a quantity' },
  increase: { id: 'quantity.increase', defaultMessage: 'Increase quantity', description: 'Plus button of a quantity' },
  labelOf: defineMessage<{ name: string }>({
    id: 'quantity.labelOf',
    defaultMessage: 'Quantity of {name}',
    description: 'Label of a cart line quantity',
  }),
  decreaseOf: defineMessage<{ name: string }>({
    id: 'quantity.decreaseOf',
    defaultMessage: 'One less {name}',
    description: 'Minus button of a cart line',
  }),
  increaseOf: defineMessage<{ name: string }>({
    id: 'quantity.increaseOf',
    defaultMessage: 'One more {name}',
    description: 'Plus button of a cart line',
  }),
  cap: defineMessage<{ max: number }>({
    id: 'quantity.cap',
    defaultMessage: 'At most {max, number} per order',
    description: 'Beside a quantity that reached the most one order may hold of this item',
  }),
});

/** A typed or stepped quantity brought into 1..max (1 when nothing sensible was typed). */
export function clampQuantity(value: number, max: number): number {
  if (!Number.isFinite(value)) return 1;
  return Math.min(Math.max(1, Math.floor(value)), Math.max(1, max));
}

/**
 * The most one line may take: the SKU's stock, the API's per-order cap (`maxQuantity`, ours: absent from other
 * backends) and the largest quantity the request takes (`ceiling`); at least 1.
 */
export function quantityLimit(stock: number, cap: number | undefined, ceiling: number): number {
  return Math.max(1, Math.min(Math.floor(Number(stock) || 0), cap ?? ceiling, ceiling));
}

const sizes = { md: { step: 36, input: 56, font: 18 }, sm: { step: 32, input: 52, font: 16 } } as const;

const group = css({
  display: 'inline-flex',
  alignItems: 'stretch',
  border: `1px solid ${theme.colors.borderStrong}`,
  borderRadius: theme.radius.sm,
  overflow: 'hidden',
});
const stepStyle = (size: keyof typeof sizes) =>
  css({
    width: sizes[size].step,
    border: 0,
    background: theme.colors.background,
    fontSize: sizes[size].font,
    cursor: 'pointer',
    '&:disabled': { color: theme.colors.muted, cursor: 'not-allowed' },
  });
const inputStyle = (size: keyof typeof sizes) =>
  css({
    width: sizes[size].input,
    height: sizes[size].step,
    border: 0,
    borderLeft: `1px solid ${theme.colors.border}`,
    borderRight: `1px solid ${theme.colors.border}`,
    textAlign: 'center',
  });
// Last in its flex line (after a stock text), so the note appearing moves nothing before it.
const note = css({ order: 1, color: theme.colors.muted, fontSize: theme.font.size.sm });

export interface QuantityStepperProps {
  value: number;
  /** The most it goes to (quantityLimit). */
  max: number;
  /** Names the line for assistive technology (a cart line); without it the controls say "Quantity". */
  name?: string;
  /** The API's per-order cap (ours); when the quantity stops there rather than at the stock, a note says so. */
  perOrderCap?: number;
  disabled?: boolean;
  size?: keyof typeof sizes;
  /** Called with the new quantity, clamped, when it changes. */
  onChange: (value: number) => void;
}

/**
 * − / typed / + quantity, always within 1..max; typed values are clamped as typed. Renders the control and its
 * note as two siblings: put it in a flex line (the note goes last) or wrap it in a box of its own.
 */
export function QuantityStepper({ value, max, name, perOrderCap, disabled = false, size = 'md', onChange }: QuantityStepperProps) {
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
  const label = name === undefined ? intl.formatMessage(messages.label) : intl.formatMessage(messages.labelOf, { name });
  const capped = !disabled && perOrderCap !== undefined && max === perOrderCap && value >= max;
  return (
    <>
      <div role="group" aria-label={label} css={group}>
        <button
          type="button"
          css={stepStyle(size)}
          aria-label={name === undefined ? intl.formatMessage(messages.decrease) : intl.formatMessage(messages.decreaseOf, { name })}
          disabled={disabled || value <= 1}
          onClick={() => set(value - 1)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          type="text"
          inputMode="numeric"
          aria-label={label}
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
          css={inputStyle(size)}
        />
        <button
          type="button"
          css={stepStyle(size)}
          aria-label={name === undefined ? intl.formatMessage(messages.increase) : intl.formatMessage(messages.increaseOf, { name })}
          disabled={disabled || value >= max}
          onClick={() => set(value + 1)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      <span role="status" css={note}>
        {capped ? intl.formatMessage(messages.cap, { max: perOrderCap }) : null}
      </span>
    </>
  );
}
