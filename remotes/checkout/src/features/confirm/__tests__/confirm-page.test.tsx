import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router-dom';
import { computedPrice, coupon, payMethods, preOrder } from '../../../testing/fixtures';
import { address, fail, installFakeApi, ok, type FakeApi, type RecordedCall } from '@mall/remote-kit/testing';
import { recordBus, renderRoute, resetBrowserState, signIn } from '../../../testing/render-page';

let api: FakeApi;

const PAY_ANSWER = { status: false, payType: 'stripe', orderNo: 'PT100', redirect: '', stripeClientSecret: 'testpi_9_secret_abc' };

beforeEach(() => {
  resetBrowserState();
  api = installFakeApi();
  api.on('GET /api/front/order/load/pre/PRE1', preOrder());
  // The default is neither the first nor the last address (the original always sent the last).
  api.on('GET /api/pc/address/all/list', [address(1), address(2, { isDefault: true }), address(3)]);
  api.on('GET /api/front/pay/method', payMethods());
  api.on('GET /api/front/coupons/order/PRE1', [
    coupon(41, 1, 1, { name: 'Tea shop 5 off' }),
    coupon(42, 2, 1, { name: 'Green tea 8 off', money: '8.00', minPrice: '0.00' }),
    coupon(51, 1, 2, { name: 'Books 3 off', money: '3.00' }),
    coupon(61, 3, null, { name: 'Mall 10 off', money: '10.00', minPrice: '50.00' }),
  ]);
  api.on('POST /api/front/order/computed/price', computedPrice());
  api.on('POST /api/front/order/create', { orderNo: 'PT100' });
  api.on('POST /api/front/pay/payment', PAY_ANSWER);
});

/** The browser's Back button. */
function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      Browser back
    </button>
  );
}

async function openConfirm() {
  signIn();
  const view = renderRoute('/order/order_confirm?preOrderNo=PRE1', <BackButton />);
  await screen.findByRole('radiogroup', { name: 'Shipping address' });
  await waitFor(() => expect(api.callsTo('POST /api/front/order/computed/price')).toHaveLength(1));
  return { ...view, user: userEvent.setup() };
}

const lastPriceRequest = () => api.callsTo('POST /api/front/order/computed/price').at(-1)!.body;
const submit = () => screen.getByRole('button', { name: 'Submit order' });
const payFee = () => document.querySelector('[data-pay-fee]')!.textContent;

describe('order confirmation', () => {
  it('preselects the default address, and the highlighted tile is exactly the address sent', async () => {
    api.on('GET /api/front/cart/count', { count: 0 });
    const { user, location } = await openConfirm();
    const counts = recordBus('cart/countChanged');
    const addresses = screen.getByRole('radiogroup', { name: 'Shipping address' });
    expect(within(addresses).getByRole('radio', { name: /Recipient 2/ })).toBeChecked();
    expect(within(addresses).getByRole('radio', { name: /Recipient 3/ })).not.toBeChecked();
    expect(lastPriceRequest()).toEqual({ preOrderNo: 'PRE1', addressId: 2, couponId: 0, merchantCoupons: [], useIntegral: false });

    await user.click(within(addresses).getByRole('radio', { name: /Recipient 1/ }));
    expect(
      within(addresses)
        .getByRole('radio', { name: /Recipient 1/ })
        .closest('label'),
    ).toHaveAttribute('data-checked', 'true');
    expect(
      within(addresses)
        .getByRole('radio', { name: /Recipient 2/ })
        .closest('label'),
    ).toHaveAttribute('data-checked', 'false');
    await waitFor(() => expect(lastPriceRequest()).toMatchObject({ addressId: 1 }));

    await user.click(submit());
    await waitFor(() => expect(api.callsTo('POST /api/front/order/create')).toHaveLength(1));
    // Not the last address (3), as the original sent whatever was highlighted: the chosen one.
    expect(api.callsTo('POST /api/front/order/create')[0].body).toEqual({
      preOrderNo: 'PRE1',
      addressId: 1,
      couponId: 0,
      merchantCoupons: [],
      useIntegral: false,
      payType: 'stripe',
      payChannel: 'pc',
      mark: '',
    });
    await waitFor(() => expect(location()).toBe('/order/stripe_payment?clientSecret=testpi_9_secret_abc&orderNo=PT100'));
    expect(api.callsTo('POST /api/front/pay/payment')[0].body).toEqual({ orderNo: 'PT100', payType: 'stripe', payChannel: 'pc' });
    // The cart lines became the order: the header badge is refreshed.
    await waitFor(() => expect(counts.events).toEqual([{ count: 0 }]));
    counts.stop();
  });

  it('offers one coupon slot per merchant (its own coupons only) and one platform slot, and shows the server totals', async () => {
    const { user } = await openConfirm();
    const optionsOf = (label: string) =>
      within(screen.getByRole('combobox', { name: label }))
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(optionsOf('Coupon of Tea House')).toEqual([
      'No coupon',
      'Tea shop 5 off: $5.00 off orders from $20.00',
      'Green tea 8 off: $8.00 off',
    ]);
    expect(optionsOf('Coupon of Book Nook')).toEqual(['No coupon', 'Books 3 off: $3.00 off orders from $20.00']);
    expect(optionsOf('Platform coupon')).toEqual(['No coupon', 'Mall 10 off: $10.00 off orders from $50.00']);
    expect(screen.getAllByRole('combobox')).toHaveLength(3);

    api.on('POST /api/front/order/computed/price', computedPrice({ couponFee: '21.00', payFee: '58.20' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Coupon of Tea House' }), 'Tea shop 5 off: $5.00 off orders from $20.00');
    // A second coupon for the same shop replaces the first: the slot holds one.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Coupon of Tea House' }), 'Green tea 8 off: $8.00 off');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Coupon of Book Nook' }), 'Books 3 off: $3.00 off orders from $20.00');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Platform coupon' }), 'Mall 10 off: $10.00 off orders from $50.00');
    await waitFor(() =>
      expect(lastPriceRequest()).toEqual({
        preOrderNo: 'PRE1',
        addressId: 2,
        couponId: 61,
        merchantCoupons: [
          { merId: 1, couponId: 42 },
          { merId: 2, couponId: 51 },
        ],
        useIntegral: false,
      }),
    );
    await waitFor(() => expect(payFee()).toBe('$58.20'));
    expect(screen.getByRole('region', { name: 'Order total' })).toHaveTextContent('Coupons−$21.00');
  });

  it('uses points on request and shows the points used and earned, as the server counts them', async () => {
    const { user } = await openConfirm();
    api.on(
      'POST /api/front/order/computed/price',
      computedPrice({ usedIntegral: 300, integralFee: '3.00', payFee: '76.20', gainIntegral: 76 }),
    );
    await user.click(screen.getByRole('checkbox', { name: 'Use my points (500 points available)' }));
    await waitFor(() => expect(lastPriceRequest()).toMatchObject({ useIntegral: true }));
    expect(await screen.findByText('300 points used: $3.00 off')).toBeInTheDocument();
    expect(screen.getByText('This order earns 76 points once paid')).toBeInTheDocument();
    expect(payFee()).toBe('$76.20');
  });

  it('keeps Submit disabled while the price is being recomputed', async () => {
    const { user } = await openConfirm();
    let answer: (value: ReturnType<typeof ok>) => void = () => undefined;
    api.on('POST /api/front/order/computed/price', () => new Promise((resolve) => (answer = resolve)));
    await user.click(screen.getByRole('radio', { name: /Recipient 3/ }));
    await waitFor(() => expect(submit()).toBeDisabled());
    expect(screen.getByText('Updating the price…')).toBeInTheDocument();
    answer(ok(computedPrice({ payFee: '81.00' })));
    await waitFor(() => expect(submit()).toBeEnabled());
    expect(payFee()).toBe('$81.00');
  });

  it('refuses a note of 150 characters or more, with a counter', async () => {
    const { user } = await openConfirm();
    const toasts = recordBus('ui/toast');
    const note = screen.getByRole('textbox', { name: 'Note to the seller' });
    await user.click(note);
    await user.paste('x'.repeat(150));
    expect(screen.getByText('150 / 149 characters')).toBeInTheDocument();
    expect(note).toHaveAccessibleDescription('150 / 149 characters The note must be shorter than 150 characters');
    await user.click(submit());
    expect(toasts.events).toEqual([{ kind: 'error', message: 'The note must be shorter than 150 characters' }]);
    expect(api.callsTo('POST /api/front/order/create')).toHaveLength(0);

    await user.type(note, '{Backspace}');
    expect(screen.queryByText('The note must be shorter than 150 characters')).not.toBeInTheDocument();
    await user.click(submit());
    await waitFor(() => expect(api.callsTo('POST /api/front/order/create')).toHaveLength(1));
    expect((api.callsTo('POST /api/front/order/create')[0].body as { mark: string }).mark).toHaveLength(149);
    toasts.stop();
  });

  it('makes one order on a double click, and a retry of the same visit sends the same Idempotency-Key', async () => {
    let release: () => void = () => undefined;
    api.on('POST /api/front/order/create', () => new Promise((resolve) => (release = () => resolve(ok({ orderNo: 'PT100' })))));
    api.on('POST /api/front/pay/payment', () => fail(500, 'The payment service is unavailable'));
    const { user, location } = await openConfirm();

    await user.dblClick(submit());
    await waitFor(() => expect(api.callsTo('POST /api/front/order/create')).toHaveLength(1));
    await user.click(submit());
    release();
    await waitFor(() => expect(api.callsTo('POST /api/front/pay/payment')).toHaveLength(1));
    expect(api.callsTo('POST /api/front/order/create')).toHaveLength(1);
    await waitFor(() => expect(submit()).toBeEnabled());

    // The payment could not start: submitting again reaches the same order, as the server recognises the key.
    api.on('POST /api/front/order/create', { orderNo: 'PT100' });
    api.on('POST /api/front/pay/payment', PAY_ANSWER);
    await user.click(submit());
    await waitFor(() => expect(location()).toBe('/order/stripe_payment?clientSecret=testpi_9_secret_abc&orderNo=PT100'));
    const keys = api.callsTo('POST /api/front/order/create').map((call: RecordedCall) => call.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('Back from the card page lands on the new order, not on the used-up confirmation (issue 32, defect 4)', async () => {
    const { user, location } = await openConfirm();
    await user.click(submit());
    await waitFor(() => expect(location()).toBe('/order/stripe_payment?clientSecret=testpi_9_secret_abc&orderNo=PT100'));
    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(location()).toBe('/order/order_detail?orderNo=PT100&orderStatus=0');
  });

  it('asks for an address and a payment method before creating anything', async () => {
    api.on('GET /api/pc/address/all/list', []);
    api.on('GET /api/front/pay/method', payMethods({ stripeStatus: false }));
    const { user } = await openConfirm();
    expect(screen.getByText('You have no address yet. Add one to receive your order.')).toBeInTheDocument();
    expect(screen.getByText('No payment method is available right now.')).toBeInTheDocument();
    await user.click(submit());
    expect(within(screen.getByRole('region', { name: 'Shipping address' })).getByRole('alert')).toHaveTextContent(
      'Please choose a shipping address',
    );
    expect(within(screen.getByRole('region', { name: 'Payment method' })).getByRole('alert')).toHaveTextContent(
      'Please choose a payment method',
    );
    expect(api.callsTo('POST /api/front/order/create')).toHaveLength(0);
  });

  it('adds an address in a dialog (name, detailed address and post code required) and chooses it', async () => {
    const { user } = await openConfirm();
    await user.click(screen.getByRole('button', { name: 'Add a new address' }));
    const dialog = screen.getByRole('dialog', { name: 'New address' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Please fill in the name')).toBeInTheDocument();
    expect(within(dialog).getByText('Please fill in the detailed address')).toBeInTheDocument();
    expect(within(dialog).getByText('Please fill in the post code')).toBeInTheDocument();
    expect(api.callsTo('POST /api/front/address/edit')).toHaveLength(0);

    api.on('POST /api/front/address/edit', { id: 9 });
    const fill = async (name: string, text: string) => {
      await user.click(within(dialog).getByRole('textbox', { name }));
      await user.paste(text);
    };
    await fill('Name', 'Ana Silva');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Country or region' }), 'France (+33)');
    await fill('Phone', '612345678');
    await fill('Email', 'ana@mall.test');
    await fill('Detailed address', '5 rue de la Paix, Paris');
    await fill('Post code', '07500');
    api.on('GET /api/pc/address/all/list', [
      address(1),
      address(2, { isDefault: true }),
      address(3),
      address(9, { realName: 'Ana Silva', country: 'France', countryCode: '33', postCode: '07500' }),
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /api/front/address/edit')[0].body).toEqual({
      realName: 'Ana Silva',
      phone: '612345678',
      countryCode: '33',
      country: 'France',
      email: 'ana@mall.test',
      detail: '5 rue de la Paix, Paris',
      postCode: '07500',
      isDefault: false,
    });
    expect(screen.getByRole('radio', { name: /Ana Silva/ })).toBeChecked();
    await waitFor(() => expect(lastPriceRequest()).toMatchObject({ addressId: 9 }));
  });

  it('explains an expired confirmation and leads back to the cart', async () => {
    api.on('GET /api/front/order/load/pre/PRE1', () => fail(500, 'The order confirmation has expired, please order again'));
    signIn();
    renderRoute('/order/order_confirm?preOrderNo=PRE1');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This order confirmation cannot be used');
    expect(alert).toHaveTextContent('The order confirmation has expired, please order again');
    expect(within(alert).getByRole('link', { name: 'Back to the cart' })).toHaveAttribute('href', '/order/shopping_cart');
  });
});
