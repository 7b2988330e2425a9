import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { act } from 'react';
import { setLocale } from '@mall/i18n';
import { MallThemeProvider } from '@mall/ui-theme';
import { remote } from '../../app/remote';
import { line } from '../../testing/order-fixtures';
import { resetBrowserState } from '../../testing/render-page';
import { OrderGoods } from '../order-goods';

beforeEach(() => resetBrowserState());
afterEach(() => act(() => setLocale('en')));

const renderGoods = (ui: React.ReactNode) =>
  render(
    <MallThemeProvider withGlobalStyles={false}>
      <remote.Providers>
        <MemoryRouter>{ui}</MemoryRouter>
      </remote.Providers>
    </MallThemeProvider>,
  );

describe('OrderGoods', () => {
  it('shows the shop linking to its page, then each line with picture, name, SKU, price and quantity', () => {
    renderGoods(
      <OrderGoods
        merId={3}
        merName="Sunny Shop"
        lines={[line(), line({ id: 502, productId: 12, productName: 'Tea cup', sku: 'Blue', price: '12.50', payNum: 1 })]}
        lineAction={(item) => <button type="button">Act on {item.productName}</button>}
      />,
    );
    expect(screen.getByRole('link', { name: 'Sunny Shop' })).toHaveAttribute('href', '/merchant/merchant/home?id=3');
    const rows = screen.getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByRole('link', { name: 'Linen shirt' })).toHaveAttribute('href', '/goods_detail/11');
    expect(within(rows[0]).getByText('White,M')).toBeInTheDocument();
    expect(within(rows[0]).getByText('$25.00')).toBeInTheDocument();
    expect(within(rows[0]).getByLabelText('Quantity 2')).toHaveTextContent('×2');
    expect(within(rows[1]).getByText('$12.50')).toBeInTheDocument();
    expect(within(rows[1]).getByRole('button', { name: 'Act on Tea cup' })).toBeInTheDocument();
  });

  it('keeps the shop as text without its id, and localises links and numbers', async () => {
    act(() => setLocale('th'));
    renderGoods(<OrderGoods merName="Sunny Shop" lines={[line({ payNum: 3 })]} />);
    expect(await screen.findByLabelText('จำนวน 3')).toHaveTextContent('×3 ชิ้น');
    expect(screen.queryByRole('link', { name: 'Sunny Shop' })).not.toBeInTheDocument();
    expect(screen.getByText('Sunny Shop')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Linen shirt' })).toHaveAttribute('href', '/th/goods_detail/11');
    expect(screen.getByLabelText('จำนวน 3')).toHaveTextContent('×3 ชิ้น');
  });
});
