import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { masterOrder, payMethods } from '../../../testing/fixtures';
import { fail, installFakeApi, type FakeApi } from '@mall/remote-kit/testing';
import { renderRoute, resetBrowserState, signIn } from '../../../testing/render-page';

jest.mock('@stripe/stripe-js/pure', () => ({ loadStripe: jest.fn(() => Promise.resolve({ confirmPayment: jest.fn() })) }));
jest.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children, options }: { children: React.ReactNode; options: { clientSecret: string; locale: string } }) => (
    <div data-testid="stripe-elements" data-client-secret={options.clientSecret} data-locale={options.locale}>
      {children}
    </div>
  ),
  PaymentElement: () => <div data-testid="payment-element" />,
  useStripe: () => null,
  useElements: () => null,
}));

let api: FakeApi;
const cardAnswer = (status: string, error: { code: string; message: string } | null = null) => ({
  status,
  orderNo: 'PT100',
  paymentIntentId: 'testpi_9',
  error,
});
const URL = '/order/stripe_payment?clientSecret=testpi_9_secret_abc&orderNo=PT100';

beforeEach(() => {
  resetBrowserState();
  api = installFakeApi();
  api.on('GET /api/front/pay/method', payMethods());
  api.on('GET /api/front/order/master/detail/PT100', masterOrder());
  api.on('POST /api/front/pay/test-card/confirm', cardAnswer('succeeded'));
});

async function openCardPage(url = URL) {
  signIn();
  const view = renderRoute(url);
  await screen.findByRole('textbox', { name: 'Card number' });
  return { ...view, user: userEvent.setup() };
}

async function fillCard(user: ReturnType<typeof userEvent.setup>, number: string) {
  await user.type(screen.getByRole('textbox', { name: 'Card number' }), number);
  await user.type(screen.getByRole('textbox', { name: 'Expiry date (MM/YY)' }), '1240');
  await user.type(screen.getByRole('textbox', { name: 'Security code (CVC)' }), '123');
  await user.type(screen.getByRole('textbox', { name: 'Name on the card' }), 'Ana Silva');
}

describe('card payment page (test mode)', () => {
  it('shows the order, the amount and the test card numbers', async () => {
    await openCardPage();
    expect(screen.getByText('Order PT100')).toBeInTheDocument();
    expect(document.querySelector('[data-amount]')).toHaveTextContent('$79.20');
    const hint = screen.getByRole('complementary', { name: 'Test mode: no real card is charged' });
    expect(hint).toHaveTextContent('4242 4242 4242 4242is paid');
    expect(hint).toHaveTextContent('4000 0000 0000 0002is declined');
    expect(hint).toHaveTextContent('4000 0025 0000 3155asks you to confirm the payment');
  });

  it('checks the card before sending it: number, expiry, security code and name', async () => {
    const { user } = await openCardPage();
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(screen.getByText('Please enter the card number')).toBeInTheDocument();
    expect(screen.getByText('Please enter the expiry date')).toBeInTheDocument();
    expect(screen.getByText('The security code has 3 or 4 digits')).toBeInTheDocument();
    expect(screen.getByText('Please enter the name on the card')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Card number' }), '4242424242424241');
    expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveValue('4242 4242 4242 4241');
    await user.type(screen.getByRole('textbox', { name: 'Expiry date (MM/YY)' }), '1320');
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(screen.getByText('This card number is not valid')).toBeInTheDocument();
    expect(screen.getByText('Enter the expiry date as MM/YY')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Expiry date (MM/YY)' }));
    await user.type(screen.getByRole('textbox', { name: 'Expiry date (MM/YY)' }), '0120');
    expect(screen.getByText('This card has expired')).toBeInTheDocument();
    expect(api.callsTo('POST /api/front/pay/test-card/confirm')).toHaveLength(0);
  });

  it('pays with a good card and goes to the result page', async () => {
    const { user, location } = await openCardPage();
    await fillCard(user, '4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(location()).toBe('/order/payment_result?orderNo=PT100'));
    expect(api.callsTo('POST /api/front/pay/test-card/confirm')[0].body).toEqual({
      clientSecret: 'testpi_9_secret_abc',
      cardNumber: '4242424242424242',
      expMonth: 12,
      expYear: 2040,
      cvc: '123',
    });
  });

  it('asks to confirm the payment when the card requires it, then authenticates', async () => {
    api.on('POST /api/front/pay/test-card/confirm', cardAnswer('requires_action'));
    api.on('POST /api/front/pay/test-card/authenticate', cardAnswer('succeeded'));
    const { user, location } = await openCardPage();
    await fillCard(user, '4000002500003155');
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    const step = await screen.findByRole('region', { name: 'Confirm this payment' });
    expect(step).toHaveTextContent('Your bank asks you to confirm this payment of $79.20.');
    expect(screen.queryByRole('textbox', { name: 'Card number' })).not.toBeInTheDocument();
    await user.click(within(step).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(location()).toBe('/order/payment_result?orderNo=PT100'));
    expect(api.callsTo('POST /api/front/pay/test-card/authenticate')[0].body).toEqual({
      clientSecret: 'testpi_9_secret_abc',
      approve: true,
    });
  });

  it('shows a refusal of the details in the message area, as the server words it, and stays', async () => {
    api.on('POST /api/front/pay/test-card/confirm', () => fail(400, 'Votre carte a expiré'));
    const { user, location } = await openCardPage();
    await fillCard(user, '4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(document.getElementById('payment-message')).toHaveTextContent('Votre carte a expiré'));
    expect(location()).toBe(URL);
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeEnabled();
  });

  it('settles a declined card on the result page, which reads the real state', async () => {
    api.on(
      'POST /api/front/pay/test-card/confirm',
      cardAnswer('requires_payment_method', { code: 'card_declined', message: 'Your card was declined.' }),
    );
    const { user, location } = await openCardPage();
    await fillCard(user, '4000000000000002');
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(location()).toBe('/order/payment_result?orderNo=PT100'));
  });

  it('also settles on the result page a payment the server no longer takes', async () => {
    api.on('POST /api/front/pay/test-card/confirm', () => fail(500, 'This order has been cancelled'));
    const { user, location } = await openCardPage();
    await fillCard(user, '4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(location()).toBe('/order/payment_result?orderNo=PT100'));
  });

  it('leaves at once for the result page when the order is already paid', async () => {
    api.on('GET /api/front/order/master/detail/PT100', masterOrder({ paid: true, payStatus: 'paid' }));
    signIn();
    const { location } = renderRoute(URL);
    await waitFor(() => expect(location()).toBe('/order/payment_result?orderNo=PT100'));
  });
});

describe('card payment page (Stripe keys configured)', () => {
  it('mounts the Payment Element for the intent, without the test card hint', async () => {
    api.on('GET /api/front/pay/method', payMethods({ testCardMode: false, stripePublishableKey: 'pk_test_123' }));
    signIn();
    renderRoute(URL);
    expect(await screen.findByTestId('payment-element')).toBeInTheDocument();
    expect(screen.getByTestId('stripe-elements')).toHaveAttribute('data-client-secret', 'testpi_9_secret_abc');
    expect(screen.getByTestId('stripe-elements')).toHaveAttribute('data-locale', 'en');
    expect(jest.requireMock('@stripe/stripe-js/pure').loadStripe).toHaveBeenCalledWith('pk_test_123');
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Card number' })).not.toBeInTheDocument();
  });

  it('says card payments are not set up when no publishable key is given', async () => {
    api.on('GET /api/front/pay/method', payMethods({ testCardMode: false }));
    signIn();
    renderRoute(URL);
    expect(await screen.findByText('Card payments are not set up on this shop yet.')).toBeInTheDocument();
  });

  it('cannot pay without the order number or the secret', async () => {
    signIn();
    renderRoute('/order/stripe_payment?clientSecret=testpi_9_secret_abc');
    expect(await screen.findByRole('heading', { name: 'Cannot check the payment status for lack of data' })).toBeInTheDocument();
    expect(screen.getByText('Missing order number, cannot view order details')).toBeInTheDocument();
  });
});
