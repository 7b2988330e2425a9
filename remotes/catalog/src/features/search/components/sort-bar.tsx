import { css } from '@emotion/react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { theme, visuallyHidden } from '@mall/ui-theme';
import { activeSort, nextSortOrder, type SortKey, type SortOrder } from '../sort-order';

const messages = defineMessages({
  label: { id: 'catalog.SortBar.label', defaultMessage: 'Sort by', description: 'Accessible name of the sort buttons group' },
  default: { id: 'catalog.SortBar.default', defaultMessage: 'Default', description: 'Sort button: the default order' },
  sales: { id: 'catalog.SortBar.sales', defaultMessage: 'Sales', description: 'Sort button: by units sold' },
  price: { id: 'catalog.SortBar.price', defaultMessage: 'Price', description: 'Sort button: by price' },
  asc: { id: 'catalog.SortBar.ascending', defaultMessage: 'ascending', description: 'Announced after an active sort button: low to high' },
  desc: {
    id: 'catalog.SortBar.descending',
    defaultMessage: 'descending',
    description: 'Announced after an active sort button: high to low',
  },
});

const LABELS: Record<SortKey, MessageDescriptor> = { default: messages.default, sales: messages.sales, price: messages.price };
const KEYS: readonly SortKey[] = ['default', 'sales', 'price'];

const group = css({ display: 'flex', gap: theme.space.xs });
const button = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  height: 32,
  padding: `0 ${theme.space.md}`,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.sm,
  background: theme.colors.surface,
  color: theme.colors.text,
  cursor: 'pointer',
  '&:hover': { color: theme.colors.brandStrong, borderColor: theme.colors.brand },
  '&[aria-pressed="true"]': { background: theme.colors.brandStrong, borderColor: theme.colors.brandStrong, color: theme.colors.onBrand },
});
const arrow = css({ fontSize: 12, lineHeight: 1 });

/** Default / Sales / Price: Sales cycles most sold first → least sold first → off, Price cheapest first → dearest first → off; one at a time. */
export function SortBar({ order, onChange }: { order: SortOrder; onChange: (order: SortOrder) => void }) {
  const intl = useIntl();
  const { key: activeKey, direction } = activeSort(order);
  return (
    <div role="group" aria-label={intl.formatMessage(messages.label)} css={group}>
      {KEYS.map((key) => {
        const active = key === activeKey;
        const shownDirection = active && key !== 'default' ? direction : '';
        return (
          <button
            key={key}
            type="button"
            aria-pressed={active}
            data-direction={shownDirection || undefined}
            onClick={() => onChange(nextSortOrder(order, key))}
            css={button}
          >
            {intl.formatMessage(LABELS[key])}
            {key !== 'default' && (
              <span aria-hidden="true" css={arrow}>
                {shownDirection === 'asc' ? '↑' : shownDirection === 'desc' ? '↓' : '↕'}
              </span>
            )}
            {shownDirection && <span css={visuallyHidden}>{` (${intl.formatMessage(messages[shownDirection])})`}</span>}
          </button>
        );
      })}
    </div>
  );
}
