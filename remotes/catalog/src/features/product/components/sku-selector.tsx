import { css } from '@emotion/react';
import { useId } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { ProductDetailResponse } from '@mall/contract';
import { theme } from '@mall/ui-theme';
import { valueAvailability, type SkuAttribute } from '../sku';

const messages = defineMessages({
  soldOut: defineMessage<{ value: string }>({
    id: 'catalog.SkuSelector.soldOut',
    defaultMessage: '{value} (sold out)',
    description: 'Name of an attribute value whose combination has no stock',
  }),
  missing: defineMessage<{ value: string }>({
    id: 'catalog.SkuSelector.missing',
    defaultMessage: '{value} (not available)',
    description: 'Name of an attribute value whose combination does not exist',
  }),
});

const row = css({ display: 'flex', gap: theme.space.md, alignItems: 'flex-start', marginBottom: theme.space.sm });
const name = css({ flex: '0 0 72px', paddingTop: 6, color: theme.colors.muted });
const chips = css({ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm });
/** The native radio lies over its chip, invisible: clicks, keys and assistive technology all reach it. */
const radio = css({ position: 'absolute', inset: 0, zIndex: 1, width: '100%', height: '100%', margin: 0, opacity: 0, cursor: 'pointer' });
const chip = css({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 32,
  padding: `0 ${theme.space.md}`,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.sm,
  background: theme.colors.surface,
  cursor: 'pointer',
  '&:hover': { borderColor: theme.colors.brand },
  '&:focus-within': { outline: `2px solid ${theme.colors.focus}`, outlineOffset: 2 },
  '&[data-checked="true"]': { borderColor: theme.colors.brand, color: theme.colors.brandStrong, background: theme.colors.brandSoft },
  '&[data-availability="soldOut"], &[data-availability="missing"]': {
    borderStyle: 'dashed',
    color: theme.colors.muted,
    textDecoration: 'line-through',
  },
});

interface SkuSelectorProps {
  detail: ProductDetailResponse;
  attributes: readonly SkuAttribute[];
  selection: readonly string[];
  onChange: (selection: string[]) => void;
}

/**
 * One radio group per attribute (chips); the first value of each is preselected by the caller. A value
 * whose combination with the other choices is missing or out of stock is marked, and still choosable so the
 * shopper sees why it cannot be bought.
 */
export function SkuSelector({ detail, attributes, selection, onChange }: SkuSelectorProps) {
  const intl = useIntl();
  const baseId = useId();
  return (
    <div>
      {attributes.map((attribute, index) => {
        const labelId = `${baseId}-attr-${index}`;
        return (
          <div key={attribute.name} css={row}>
            <span id={labelId} css={name}>
              {attribute.name}
            </span>
            <div role="radiogroup" aria-labelledby={labelId} css={chips}>
              {attribute.values.map((value) => {
                const availability = valueAvailability(detail, selection, index, value);
                const checked = selection[index] === value;
                const label = availability === 'available' ? value : intl.formatMessage(messages[availability], { value });
                return (
                  <label key={value} css={chip} data-checked={checked} data-availability={availability}>
                    <input
                      type="radio"
                      name={`${baseId}-attr-${index}`}
                      value={value}
                      checked={checked}
                      aria-label={label}
                      onChange={() => onChange(selection.map((current, i) => (i === index ? value : current)))}
                      css={radio}
                    />
                    <span aria-hidden="true">{value}</span>
                  </label>
                );
              })}
            </div>
          </div>
        );
      })}
    </div>
  );
}
