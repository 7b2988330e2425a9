import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MallIntlProvider } from '@mall/i18n';
import { MallThemeProvider } from '@mall/ui-theme';
import { catalogMessages } from '../../../lib/catalogue';
import { PriceRangeFilter } from '../components/price-range';
import { SortBar } from '../components/sort-bar';
import type { PriceRange } from '../price-range-rules';
import { nextSortOrder, type SortOrder } from '../sort-order';

function Providers({ children }: { children: React.ReactNode }) {
  return (
    <MallThemeProvider withGlobalStyles={false}>
      <MallIntlProvider messages={catalogMessages}>{children}</MallIntlProvider>
    </MallThemeProvider>
  );
}

function SortHarness({ onChange }: { onChange: (order: SortOrder) => void }) {
  const [order, setOrder] = useState<SortOrder>({ salesOrder: '', priceOrder: '' });
  return (
    <SortBar
      order={order}
      onChange={(next) => {
        setOrder(next);
        onChange(next);
      }}
    />
  );
}

const pressed = () => screen.getAllByRole('button', { pressed: true }).map((button) => button.textContent);

describe('sort order', () => {
  it('cycles price off → asc → desc → off and sales off → desc (most sold first) → asc → off, one at a time', () => {
    let order: SortOrder = { salesOrder: '', priceOrder: '' };
    const steps = (['price', 'price', 'price', 'sales', 'sales', 'sales', 'sales', 'price', 'sales', 'default'] as const).map(
      (key) => (order = nextSortOrder(order, key)),
    );
    expect(steps).toEqual([
      { salesOrder: '', priceOrder: 'asc' },
      { salesOrder: '', priceOrder: 'desc' },
      { salesOrder: '', priceOrder: '' },
      { salesOrder: 'desc', priceOrder: '' },
      { salesOrder: 'asc', priceOrder: '' },
      { salesOrder: '', priceOrder: '' },
      { salesOrder: 'desc', priceOrder: '' },
      { salesOrder: '', priceOrder: 'asc' },
      { salesOrder: 'desc', priceOrder: '' },
      { salesOrder: '', priceOrder: '' },
    ]);
  });
});

describe('SortBar', () => {
  it('shows the active sort with aria-pressed and an arrow for its direction', async () => {
    const onChange = jest.fn();
    render(
      <Providers>
        <SortHarness onChange={onChange} />
      </Providers>,
    );
    const user = userEvent.setup();
    expect(pressed()).toEqual(['Default']);

    await user.click(screen.getByRole('button', { name: /^Price/ }));
    expect(screen.getByRole('button', { name: 'Price (ascending)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Price (ascending)' })).toHaveTextContent('↑');
    expect(screen.getByRole('button', { name: 'Default' })).toHaveAttribute('aria-pressed', 'false');

    await user.click(screen.getByRole('button', { name: /^Price/ }));
    expect(screen.getByRole('button', { name: 'Price (descending)' })).toHaveTextContent('↓');

    // Sales takes over, most sold first: only one sort is on.
    await user.click(screen.getByRole('button', { name: /^Sales/ }));
    expect(screen.getAllByRole('button', { pressed: true })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Sales (descending)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Sales (descending)' })).toHaveTextContent('↓');
    expect(screen.getByRole('button', { name: 'Price' })).toHaveAttribute('aria-pressed', 'false');

    await user.click(screen.getByRole('button', { name: /^Sales/ }));
    expect(screen.getByRole('button', { name: 'Sales (ascending)' })).toHaveTextContent('↑');
    await user.click(screen.getByRole('button', { name: /^Sales/ }));
    expect(pressed()).toEqual(['Default']);
    expect(onChange.mock.calls.map(([order]) => order)).toEqual([
      { salesOrder: '', priceOrder: 'asc' },
      { salesOrder: '', priceOrder: 'desc' },
      { salesOrder: 'desc', priceOrder: '' },
      { salesOrder: 'asc', priceOrder: '' },
      { salesOrder: '', priceOrder: '' },
    ]);
  });
});

describe('PriceRangeFilter', () => {
  function renderRange(applied: PriceRange = { minPrice: '', maxPrice: '' }) {
    const onApply = jest.fn();
    render(
      <Providers>
        <PriceRangeFilter applied={applied} onApply={onApply} />
      </Providers>,
    );
    return { onApply, user: userEvent.setup() };
  }

  it('applies a valid range on Confirm (a decimal comma is read as a point)', async () => {
    const { onApply, user } = renderRange();
    await user.type(screen.getByRole('textbox', { name: 'Minimum price' }), '10');
    await user.type(screen.getByRole('textbox', { name: 'Maximum price' }), '25,5');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onApply).toHaveBeenCalledWith({ minPrice: '10', maxPrice: '25.5' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses a minimum above the maximum with a translated message', async () => {
    const { onApply, user } = renderRange();
    await user.type(screen.getByRole('textbox', { name: 'Minimum price' }), '50');
    await user.type(screen.getByRole('textbox', { name: 'Maximum price' }), '20');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The minimum price cannot be higher than the maximum price');
    expect(screen.getByRole('textbox', { name: 'Minimum price' })).toHaveAttribute('aria-invalid', 'true');
    expect(onApply).not.toHaveBeenCalled();
  });

  it('refuses something that is not a price', async () => {
    const { onApply, user } = renderRange();
    await user.type(screen.getByRole('textbox', { name: 'Maximum price' }), 'abc');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a price such as 25 or 25.90');
    expect(onApply).not.toHaveBeenCalled();
  });

  it('Clear empties both bounds and applies the open range', async () => {
    const { onApply, user } = renderRange({ minPrice: '5', maxPrice: '9' });
    expect(screen.getByRole('textbox', { name: 'Minimum price' })).toHaveValue('5');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByRole('textbox', { name: 'Minimum price' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Maximum price' })).toHaveValue('');
    expect(onApply).toHaveBeenCalledWith({ minPrice: '', maxPrice: '' });
  });
});
