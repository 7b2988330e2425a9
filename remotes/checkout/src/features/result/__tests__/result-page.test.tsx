import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { masterOrder } from '../../../testing/fixtures';
import { installFakeApi, ok, type FakeApi } from '@mall/remote-kit/testing';
import { renderRoute, resetBrowserState, signIn } from '../../../testing/render-page';
import { resultKind } from '../result-kind';

let api: FakeApi;
const DETAIL = 'GET /api/front/order/master/detail/PT100';

beforeEach(() => {
  resetBrowserState();
  api = installFakeApi();
});

afterEach(() => {
  jest.useRealTimers();
});

const paid = () =>
  masterOrder({
    paid: true,
    payStatus: 'paid',
    payTime: '2025-05-01 10:02:00',
    orderList: masterOrder().orderList.map((order) => ({ ...order, paid: true })),
  });

describe('payment result', () => {
  it('a paid order: success with the order number, time, method and amount, and the way to my orders', async () => {
    api.on(DETAIL, paid());
    signIn();
    renderRoute('/order/payment_result?orderNo=PT100');
    const panel = await screen.findByRole('region', { name: 'Payment successful' });
    expect(panel).toHaveTextContent('Order numberPT100');
    expect(panel).toHaveTextContent('Order time2025-05-01 10:00:00');
    expect(panel).toHaveTextContent('Paid at2025-05-01 10:02:00');
    expect(panel).toHaveTextContent('Payment methodBank card');
    expect(panel).toHaveTextContent('Amount paid$79.20');
    expect(within(panel).getByRole('link', { name: 'View order' })).toHaveAttribute('href', '/users/order_list?orderStatus=1');
    expect(within(panel).getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Pay again' })).not.toBeInTheDocument();
  });

  it('a guest gets a link to each merchant order detail', async () => {
    api.on(DETAIL, paid());
    signIn('visitor-token', 'local3');
    renderRoute('/order/payment_result?orderNo=PT100');
    const panel = await screen.findByRole('region', { name: 'Payment successful' });
    expect(within(panel).getByRole('link', { name: 'View order SH1 (Tea House)' })).toHaveAttribute(
      'href',
      '/order/order_detail?orderNo=SH1&orderStatus=1',
    );
    expect(within(panel).getByRole('link', { name: 'View order SH2 (Book Nook)' })).toHaveAttribute(
      'href',
      '/order/order_detail?orderNo=SH2&orderStatus=1',
    );
  });

  it('a failed payment shows its reason and pays again', async () => {
    api.on(DETAIL, masterOrder({ payStatus: 'failed', failReason: 'Your card was declined.' }));
    api.on('POST /api/front/pay/payment', {
      status: false,
      payType: 'stripe',
      orderNo: 'PT100',
      redirect: '',
      stripeClientSecret: 'testpi_9_secret_new',
    });
    signIn();
    const { location } = renderRoute('/order/payment_result?orderNo=PT100');
    const panel = await screen.findByRole('region', { name: 'Payment failed' });
    expect(panel).toHaveTextContent('ReasonYour card was declined.');
    expect(panel).toHaveTextContent('Amount to pay$79.20');
    await userEvent.setup().click(within(panel).getByRole('button', { name: 'Pay again' }));
    await waitFor(() => expect(location()).toBe('/order/stripe_payment?clientSecret=testpi_9_secret_new&orderNo=PT100'));
    expect(api.callsTo('POST /api/front/pay/payment')[0].body).toEqual({ orderNo: 'PT100', payType: 'stripe', payChannel: 'pc' });
  });

  it('never shows success from Stripe\'s redirect alone (the original counted any redirect_status, even "failed")', async () => {
    api.on(DETAIL, masterOrder({ payStatus: 'failed', failReason: 'Your card was declined.' }));
    signIn();
    const first = renderRoute('/order/payment_result?orderNo=PT100&payment_intent=pi_1&redirect_status=succeeded');
    expect(await screen.findByRole('region', { name: 'Payment failed' })).toBeInTheDocument();
    expect(screen.queryByText('Payment successful')).not.toBeInTheDocument();
    first.unmount();

    api.on(DETAIL, masterOrder());
    renderRoute('/order/payment_result?orderNo=PT100&payment_intent=pi_1&redirect_status=failed');
    const panel = await screen.findByRole('region', { name: 'Payment failed' });
    expect(panel).toHaveTextContent('ReasonThe payment was not completed.');
    expect(screen.queryByText('Payment successful')).not.toBeInTheDocument();
  });

  it('decides from the order alone whatever the redirect says', () => {
    const unpaid = { paid: false, payStatus: 'unpaid' as const };
    for (const status of ['succeeded', 'processing', 'failed', 'requires_payment_method', '']) {
      expect(resultKind({ paid: false, payStatus: 'failed' }, status)).toBe('failed');
      expect(resultKind(unpaid, status)).not.toBe('paid');
    }
    expect(resultKind(unpaid, 'failed')).toBe('failed');
    expect(resultKind(unpaid, 'succeeded')).toBe('pending');
    expect(resultKind({ paid: true, payStatus: 'paid' }, 'failed')).toBe('paid');
    expect(resultKind({ paid: false, payStatus: 'cancelled' }, null)).toBe('cancelled');
  });

  it('waits for a pending payment, checking every 3 s, and shows the success once the server confirms', async () => {
    jest.useFakeTimers();
    let answers = 0;
    api.on(DETAIL, () => {
      answers += 1;
      return ok(answers < 3 ? masterOrder() : paid());
    });
    signIn();
    renderRoute('/order/payment_result?orderNo=PT100');
    expect(await screen.findByRole('region', { name: 'Waiting for the payment confirmation' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(2900);
    });
    expect(answers).toBe(1);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(100);
    });
    expect(answers).toBe(2);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(3000);
    });
    expect(await screen.findByRole('region', { name: 'Payment successful' })).toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(9000);
    });
    expect(answers).toBe(3);
  });

  it('stops checking after 60 s and offers Refresh and Pay again', async () => {
    jest.useFakeTimers();
    api.on(DETAIL, masterOrder());
    signIn();
    renderRoute('/order/payment_result?orderNo=PT100');
    await screen.findByRole('region', { name: 'Waiting for the payment confirmation' });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(60000);
    });
    expect(api.callsTo(DETAIL)).toHaveLength(21);
    expect(screen.getByRole('status')).toHaveTextContent('Still no confirmation.');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(9000);
    });
    expect(api.callsTo(DETAIL)).toHaveLength(21);
    expect(screen.getByRole('button', { name: 'Pay again' })).toBeInTheDocument();
    jest.useRealTimers();
    api.on(DETAIL, paid());
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('region', { name: 'Payment successful' })).toBeInTheDocument();
  });

  it('a cancelled order says so and cannot be paid', async () => {
    api.on(DETAIL, masterOrder({ payStatus: 'cancelled', isCancel: true }));
    signIn();
    renderRoute('/order/payment_result?orderNo=PT100');
    const panel = await screen.findByRole('region', { name: 'This order was cancelled' });
    expect(panel).toHaveTextContent('It was not paid in time');
    expect(within(panel).queryByRole('button', { name: 'Pay again' })).not.toBeInTheDocument();
  });

  it("without an order number it says it cannot check the payment, in the spec's words", async () => {
    signIn();
    renderRoute('/order/payment_result?payment_intent=pi_1&redirect_status=succeeded');
    expect(await screen.findByRole('heading', { name: 'Cannot check the payment status for lack of data' })).toBeInTheDocument();
    expect(screen.getByText('Missing order number, cannot view order details')).toBeInTheDocument();
    expect(screen.queryByText('Payment successful')).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
