import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartLine, group, productDetail, twoMerchants } from '../../../testing/fixtures';
import { setLocale } from '@mall/i18n';
import { fail, installFakeApi, ok, type FakeApi } from '@mall/remote-kit/testing';
import { recordBus, renderRoute, resetBrowserState, signIn } from '../../../testing/render-page';

let api: FakeApi;

afterEach(() => {
  jest.useRealTimers();
  act(() => setLocale('en'));
});

beforeEach(() => {
  resetBrowserState();
  api = installFakeApi();
  api.on('GET /api/front/cart/list', (call: { params: { isValid: boolean } }) => ok(call.params.isValid ? twoMerchants() : []));
  api.on('GET /api/front/cart/count', { count: 3 });
  api.on('POST /api/front/cart/num', null);
  api.on('POST /api/front/cart/delete', null);
});

async function openCart() {
  signIn();
  const view = renderRoute('/order/shopping_cart');
  await screen.findByRole('region', { name: 'Tea House' });
  return { ...view, user: userEvent.setup() };
}

const checkbox = (name: string) => screen.getByRole('checkbox', { name });
const total = () => document.querySelector('[data-cart-total]')!.textContent;

describe('shopping cart', () => {
  it('signed out asks for the login dialog and shows a sign-in prompt instead of the cart', async () => {
    const requests = recordBus('auth/loginRequested');
    renderRoute('/order/shopping_cart');
    expect(await screen.findByRole('heading', { name: 'Please sign in' })).toBeInTheDocument();
    expect(requests.events).toEqual([{}]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));
    expect(requests.events).toEqual([{}, {}]);
    expect(api.callsTo('GET /api/front/cart/list')).toHaveLength(0);
    requests.stop();
  });

  it('groups lines by merchant, all checked at first, with line subtotals and the checked total', async () => {
    await openCart();
    const tea = screen.getByRole('region', { name: 'Tea House' });
    expect(within(tea).getAllByRole('listitem')).toHaveLength(2);
    expect(within(tea).getByLabelText('Subtotal $25.00')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Book Nook' })).getByLabelText('Subtotal $12.60')).toBeInTheDocument();
    for (const name of [
      'Select Green Tea (Red,M)',
      'Select Teapot (White)',
      'Select Notebook (A5)',
      'Select all of Tea House',
      'Select all of Book Nook',
      'Select all',
    ]) {
      expect(checkbox(name)).toBeChecked();
    }
    // 2 × 12.50 + 1 × 30.00 + 3 × 4.20
    expect(total()).toBe('Total:$67.60');
    expect(screen.getByText('6 items selected')).toBeInTheDocument();
    expect(api.callsTo('GET /api/front/cart/list').map((call) => call.params)).toEqual([{ isValid: true }, { isValid: false }]);
  });

  it('checks and unchecks per merchant and globally, and the total follows', async () => {
    const { user } = await openCart();
    await user.click(checkbox('Select all of Tea House'));
    expect(checkbox('Select Green Tea (Red,M)')).not.toBeChecked();
    expect(checkbox('Select Teapot (White)')).not.toBeChecked();
    expect(checkbox('Select Notebook (A5)')).toBeChecked();
    expect(checkbox('Select all')).not.toBeChecked();
    expect(total()).toBe('Total:$12.60');

    await user.click(checkbox('Select Teapot (White)'));
    expect(checkbox('Select all of Tea House')).not.toBeChecked();
    expect((checkbox('Select all of Tea House') as HTMLInputElement).indeterminate).toBe(true);
    expect(total()).toBe('Total:$42.60');

    await user.click(checkbox('Select all'));
    expect(checkbox('Select all of Tea House')).toBeChecked();
    expect(total()).toBe('Total:$67.60');

    await user.click(checkbox('Select all'));
    expect(checkbox('Select all of Book Nook')).not.toBeChecked();
    expect(total()).toBe('Total:$0.00');
    expect(screen.getByText('No items selected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buy now' })).toBeDisabled();
  });

  it('keeps the stepper within 1..stock and saves once, 500 ms after the last change, then refreshes the badge', async () => {
    jest.useFakeTimers();
    signIn();
    renderRoute('/order/shopping_cart');
    await screen.findByRole('region', { name: 'Tea House' });
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const counts = recordBus('cart/countChanged');
    const minus = screen.getByRole('button', { name: 'One less Teapot (White)' });
    const plus = screen.getByRole('button', { name: 'One more Green Tea (Red,M)' });
    expect(minus).toBeDisabled();
    await user.click(plus);
    expect(screen.getByRole('textbox', { name: 'Quantity of Green Tea (Red,M)' })).toHaveValue('3');
    expect(plus).toBeDisabled();
    expect(screen.getByLabelText('Subtotal $37.50')).toBeInTheDocument();

    // Typed 4 then 0: 40 is beyond the stock of 10, so the line holds 10.
    const notebook = screen.getByRole('textbox', { name: 'Quantity of Notebook (A5)' });
    await user.tripleClick(notebook);
    await user.keyboard('40');
    expect(notebook).toHaveValue('10');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(400);
    });
    expect(api.callsTo('POST /api/front/cart/num')).toHaveLength(0);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(600);
    });
    // One call per line; the notebook's 4 was replaced by its 10 before its wait ended.
    expect(api.callsTo('POST /api/front/cart/num').map((call) => call.body)).toEqual([
      { id: 11, number: 3 },
      { id: 21, number: 10 },
    ]);
    expect(counts.events.at(-1)).toEqual({ count: 3 });
    counts.stop();
  });

  it('stops a line at the API’s per-order cap below its stock and says so in the shopper’s language', async () => {
    api.on('GET /api/front/cart/list', (call: { params: { isValid: boolean } }) =>
      ok(
        call.params.isValid
          ? [group(1, 'Tea House', [cartLine(11, { storeName: 'Green Tea', cartNum: 19, stock: 40, maxQuantity: 20 })])]
          : [],
      ),
    );
    signIn();
    act(() => setLocale('fr'));
    renderRoute('/order/shopping_cart');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Quantité de Green Tea (Red,M)' })).toHaveValue('19'));
    const plus = screen.getByRole('button', { name: 'Un de plus : Green Tea (Red,M)' });
    const user = userEvent.setup();
    await user.click(plus);
    expect(screen.getByRole('textbox', { name: 'Quantité de Green Tea (Red,M)' })).toHaveValue('20');
    expect(plus).toBeDisabled();
    expect(screen.getByText('20 au plus par commande')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('POST /api/front/cart/num').map((call) => call.body)).toEqual([{ id: 11, number: 20 }]));
  });

  it('puts the quantity back when the server refuses it', async () => {
    api.on('POST /api/front/cart/num', () => fail(500, 'Only 1 left in stock'));
    const { user } = await openCart();
    const toasts = recordBus('ui/toast');
    await user.click(screen.getByRole('button', { name: 'One more Teapot (White)' }));
    expect(screen.getByRole('textbox', { name: 'Quantity of Teapot (White)' })).toHaveValue('2');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Quantity of Teapot (White)' })).toHaveValue('1'));
    expect(toasts.events).toContainEqual({ kind: 'error', message: 'Only 1 left in stock', messageId: undefined });
    expect(total()).toBe('Total:$67.60');
    toasts.stop();
  });

  it('deletes a line only after confirmation', async () => {
    const { user } = await openCart();
    await user.click(screen.getByRole('button', { name: 'Delete Teapot (White)' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this item?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('POST /api/front/cart/delete')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Teapot (White)' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete this item?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Select Teapot (White)' })).not.toBeInTheDocument());
    expect(api.callsTo('POST /api/front/cart/delete')[0].body).toEqual({ ids: [12] });
    expect(total()).toBe('Total:$37.60');
  });

  it('shows unavailable lines apart, reselects one through a SKU chooser and clears the rest', async () => {
    const invalid = [
      group(1, 'Tea House', [
        cartLine(31, { storeName: 'Green Tea', suk: 'S', productId: 77, cartNum: 6, stock: 0, attrStatus: false }),
        cartLine(32, { storeName: 'Old Mug', attrStatus: false }),
      ]),
    ];
    api.on('GET /api/front/cart/list', (call: { params: { isValid: boolean } }) => ok(call.params.isValid ? twoMerchants() : invalid));
    api.on('GET /api/front/product/detail/77', productDetail(77));
    api.on('POST /api/front/cart/resetcart', null);
    const { user } = await openCart();

    const section = screen.getByRole('region', { name: 'Unavailable items (2)' });
    const toggle = within(section).getByRole('button', { name: 'Unavailable items (2)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(section).getByText('Old Mug (Red,M)')).toBeVisible();
    // Unavailable lines are neither checked nor counted.
    expect(screen.queryByRole('checkbox', { name: 'Select Old Mug (Red,M)' })).not.toBeInTheDocument();
    expect(total()).toBe('Total:$67.60');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(section).getByText('Old Mug (Red,M)')).not.toBeVisible();
    await user.click(toggle);

    await user.click(within(section).getByRole('button', { name: 'Reselect Green Tea (S)' }));
    const chooser = await screen.findByRole('dialog', { name: 'Choose another option' });
    const options = await within(chooser).findByRole('combobox', { name: 'Option' });
    expect(within(options).getByRole('option', { name: 'S · sold out' })).toBeDisabled();
    expect(within(chooser).getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await user.selectOptions(options, 'L · $14.00 · 3 in stock');
    // The line keeps its quantity within the new option's stock.
    expect(within(chooser).getByText('Quantity: 3')).toBeInTheDocument();
    await user.click(within(chooser).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /api/front/cart/resetcart')[0].body).toEqual({ id: 31, num: 3, productId: 77, unique: 903 });

    await user.click(within(screen.getByRole('region', { name: /Unavailable items/ })).getByRole('button', { name: 'Clear all' }));
    const confirm = screen.getByRole('dialog', { name: 'Clear all unavailable items?' });
    expect(confirm).toHaveTextContent('2 unavailable items will be removed from your cart.');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('POST /api/front/cart/delete')).toHaveLength(1));
    expect(api.callsTo('POST /api/front/cart/delete')[0].body).toEqual({ ids: [31, 32] });
  });

  it('buys the checked lines through a shoppingCart pre-order and opens the confirm page', async () => {
    api.on('POST /api/front/order/pre/order', { preOrderNo: 'PRE77' });
    const { user, location } = await openCart();
    await user.click(checkbox('Select Teapot (White)'));
    await user.click(screen.getByRole('button', { name: 'Buy now' }));
    await waitFor(() => expect(location()).toBe('/order/order_confirm?preOrderNo=PRE77'));
    expect(api.callsTo('POST /api/front/order/pre/order')[0].body).toEqual({
      preOrderType: 'shoppingCart',
      orderDetails: [{ shoppingCartId: 11 }, { shoppingCartId: 21 }],
    });
  });

  it('shows an empty cart with a way home', async () => {
    api.on('GET /api/front/cart/list', []);
    signIn();
    renderRoute('/order/shopping_cart');
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go shopping' })).toHaveAttribute('href', '/');
  });

  it('explains a failed load and retries', async () => {
    api.on('GET /api/front/cart/list', () => fail(500, 'Database unavailable'));
    signIn();
    renderRoute('/order/shopping_cart');
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    api.on('GET /api/front/cart/list', (call: { params: { isValid: boolean } }) => ok(call.params.isValid ? twoMerchants() : []));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Tea House' })).toBeInTheDocument();
  });
});
