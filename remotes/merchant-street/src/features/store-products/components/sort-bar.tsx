import { css } from '@emotion/react';
import { useIntl } from 'react-intl';
import type { MerchantSortDirection } from '@mall/contract';
import { theme } from '@mall/ui-theme';
import { clickSort, type ProductSort } from './sort-cycle';

const button = css({
  padding: `${theme.space.xs} ${theme.space.md}`,
  border: `1px solid ${theme.colors.border}`,
  background: theme.colors.surface,
  color: theme.colors.text,
  cursor: 'pointer',
  '&[aria-pressed="true"]': { borderColor: theme.colors.brandStrong, color: theme.colors.brandStrong, fontWeight: 600 },
});

const ARROW: Record<MerchantSortDirection, string> = { '': '', asc: ' ↑', desc: ' ↓' };

/** Default / Sales / Price: Sales and Price cycle ascending → descending → off. */
export function SortBar({ sort, onChange }: { sort: ProductSort; onChange: (sort: ProductSort) => void }) {
  const intl = useIntl();
  const direction = (d: MerchantSortDirection) =>
    d === ''
      ? ''
      : intl.formatMessage(
          d === 'asc'
            ? {
                id: 'merchantStreet.SortBar.ascending',
                defaultMessage: 'ascending',
                description: 'Sort direction, read after the sort name',
              }
            : {
                id: 'merchantStreet.SortBar.descending',
                defaultMessage: 'descending',
                description: 'Sort direction, read after the sort name',
              },
        );
  const label = (name: string, d: MerchantSortDirection) =>
    d === ''
      ? name
      : intl.formatMessage(
          {
            id: 'merchantStreet.SortBar.sorted',
            defaultMessage: 'Sort by {name}, {direction}',
            description: 'Accessible name of an active sort button with its direction',
          },
          { name, direction: direction(d) },
        );
  const sales = intl.formatMessage({ id: 'merchantStreet.SortBar.sales', defaultMessage: 'Sales', description: 'Sort by sales' });
  const price = intl.formatMessage({ id: 'merchantStreet.SortBar.price', defaultMessage: 'Price', description: 'Sort by price' });
  return (
    <div
      role="group"
      aria-label={intl.formatMessage({
        id: 'merchantStreet.SortBar.label',
        defaultMessage: 'Sort products',
        description: 'Name of the sort buttons',
      })}
      css={{ display: 'flex' }}
    >
      <button
        type="button"
        css={button}
        aria-pressed={!sort.salesOrder && !sort.priceOrder}
        onClick={() => onChange(clickSort(sort, 'default'))}
      >
        {intl.formatMessage({ id: 'merchantStreet.SortBar.default', defaultMessage: 'Default', description: 'Default product order' })}
      </button>
      <button
        type="button"
        css={button}
        aria-pressed={sort.salesOrder !== ''}
        aria-label={label(sales, sort.salesOrder)}
        onClick={() => onChange(clickSort(sort, 'sales'))}
      >
        {sales}
        <span aria-hidden="true">{ARROW[sort.salesOrder]}</span>
      </button>
      <button
        type="button"
        css={button}
        aria-pressed={sort.priceOrder !== ''}
        aria-label={label(price, sort.priceOrder)}
        onClick={() => onChange(clickSort(sort, 'price'))}
      >
        {price}
        <span aria-hidden="true">{ARROW[sort.priceOrder]}</span>
      </button>
    </div>
  );
}
