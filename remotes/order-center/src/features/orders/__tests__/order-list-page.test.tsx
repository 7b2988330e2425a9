import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, installFakeApi, ok, page, type FakeApi } from '@mall/remote-kit/testing';
import { COUNTS, line, merchantOrder, orderDetail, unpaidOrder } from '../../../testing/order-fixtures';
import { recordBus, renderRoute, resetBrowserState, signIn } from '../../../testing/render-page';

let api: FakeApi;

beforeEach(() => {
  resetBrowserState();
  signIn();
  api = installFakeApi();
  api.on('GET /api/front/order/data', COUNTS);
  api.on('GET /api/front/order/await/pay/list', page([unpaidOrder()]));
  api.on('GET /api/front/order/list', page([]));
});

const tabs = () => screen.getByRole('tablist', { name: 'Orders by state' });
const card = async (orderNo: string) => screen.findByRole('article', { name: `Order ${orderNo}` });

describe('My orders', () => {
  it('shows every tab with its count and the unpaid orders of every shop with the time they cancel themselves', async () => {
    renderRoute('/users/order_list?orderStatus=0');
    const order = await card('PT900');
    expect(
      within(tabs())
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual([
      'All (30)',
      'To pay (1)',
      'To ship (2)',
      'To receive (3)',
      'To review (4)',
      'Completed (8)',
      'Cancelled (9)',
      'After-sales (6)',
    ]);
    expect(within(tabs()).getByRole('tab', { name: 'To pay (1)' })).toHaveAttribute('aria-selected', 'true');
    expect(within(order).getByRole('link', { name: 'Sunny Shop' })).toHaveAttribute('href', '/merchant/merchant/home?id=3');
    expect(within(order).getByRole('link', { name: 'Moon Mart' })).toBeInTheDocument();
    expect(within(order).getByText('Tea cup')).toBeInTheDocument();
    expect(within(order).getByText('3 items, to pay')).toBeInTheDocument();
    expect(within(order).getByText('$62.50')).toBeInTheDocument();
    expect(within(order).getByText(/^Unless paid, it is cancelled at /)).toBeInTheDocument();
    expect(api.callsTo('GET /api/front/order/await/pay/list')[0].params).toEqual({ page: 1, limit: 10 });
  });

  it('keeps the tab in the URL and lists the merchant orders of that tab', async () => {
    api.on('GET /api/front/order/list', page([merchantOrder()]));
    const user = userEvent.setup();
    const view = renderRoute('/users/order_list');
    await card('PT900');
    await user.click(within(tabs()).getByRole('tab', { name: 'To ship (2)' }));
    const order = await card('SH100');
    expect(view.location()).toBe('/users/order_list?orderStatus=1');
    expect(api.callsTo('GET /api/front/order/list').at(-1)!.params).toEqual({ type: 1, page: 1, limit: 10 });
    expect(within(order).getByText('To ship')).toBeInTheDocument();
    expect(within(order).getByText('2 items, paid')).toBeInTheDocument();
    expect(within(order).getByText('including freight $5.00')).toBeInTheDocument();
    expect(within(order).getByRole('link', { name: 'View details of order SH100' })).toHaveAttribute(
      'href',
      '/order/order_detail?orderNo=SH100&orderStatus=1',
    );
    expect(within(order).getByRole('link', { name: 'Request a refund' })).toHaveAttribute('href', '/users/refund_confirm?orderNo=SH100');
    expect(within(order).queryByRole('button', { name: 'Confirm receipt' })).not.toBeInTheDocument();
    expect(within(order).queryByRole('button', { name: 'Delete order' })).not.toBeInTheDocument();
  });

  it('asks before cancelling, cancels, says so and refreshes the counts and the list', async () => {
    const toasts = recordBus('ui/toast');
    api.on('POST /api/front/order/cancel/PT900', null);
    const user = userEvent.setup();
    renderRoute('/users/order_list?orderStatus=0');
    const order = await card('PT900');
    await user.click(within(order).getByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this order?' });
    expect(within(dialog).getByText(/Order PT900 will be cancelled/)).toBeInTheDocument();
    expect(api.callsTo('POST /api/front/order/cancel/PT900')).toHaveLength(0);

    api.on('GET /api/front/order/await/pay/list', page([]));
    api.on('GET /api/front/order/data', { ...COUNTS, unPaidCount: 0 });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('No orders waiting for payment')).toBeInTheDocument();
    expect(api.callsTo('POST /api/front/order/cancel/PT900')).toHaveLength(1);
    expect(within(tabs()).getByRole('tab', { name: 'To pay (0)' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/front/order/data')).toHaveLength(2);
    expect(toasts.events).toContainEqual({ kind: 'success', message: 'The order was cancelled' });
    expect(screen.getByRole('link', { name: 'Go shopping' })).toHaveAttribute('href', '/');
    toasts.stop();
  });

  it('closing the dialog cancels nothing', async () => {
    const user = userEvent.setup();
    renderRoute('/users/order_list?orderStatus=0');
    await user.click(within(await card('PT900')).getByRole('button', { name: 'Cancel order' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('asks before paying, then starts the payment again and opens the card page', async () => {
    api.on('POST /api/front/pay/payment', {
      status: false,
      payType: 'stripe',
      orderNo: 'PT900',
      redirect: '',
      stripeClientSecret: 'pi_1_secret_2',
    });
    const user = userEvent.setup();
    const view = renderRoute('/users/order_list?orderStatus=0');
    await user.click(within(await card('PT900')).getByRole('button', { name: 'Pay now' }));
    const dialog = screen.getByRole('dialog', { name: 'Pay for this order?' });
    expect(within(dialog).getByText('You are about to pay $62.50 for order PT900.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/front/pay/payment')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(view.location()).toBe('/order/stripe_payment?clientSecret=pi_1_secret_2&orderNo=PT900'));
    expect(api.callsTo('POST /api/front/pay/payment')[0].body).toEqual({ orderNo: 'PT900', payType: 'stripe', payChannel: 'pc' });
  });

  it('asks before confirming receipt of a shipped order, then confirms it', async () => {
    const toasts = recordBus('ui/toast');
    api.on(
      'GET /api/front/order/list',
      page([merchantOrder({ status: 1, deliveryType: 'express', deliveryName: 'DHL', deliveryId: 'WB1' })]),
    );
    api.on('POST /api/front/order/take/SH100', null);
    const user = userEvent.setup();
    renderRoute('/users/order_list?orderStatus=2');
    const order = await card('SH100');
    expect(within(order).getByText('To receive')).toBeInTheDocument();
    expect(within(order).queryByRole('link', { name: 'Request a refund' })).not.toBeInTheDocument();
    expect(within(order).getByRole('link', { name: 'Track parcel' })).toHaveAttribute(
      'href',
      '/order/order_detail?orderNo=SH100&orderStatus=2#logistics',
    );
    await user.click(within(order).getByRole('button', { name: 'Confirm receipt' }));
    const dialog = screen.getByRole('dialog', { name: 'Did the goods arrive?' });
    expect(api.callsTo('POST /api/front/order/take/SH100')).toHaveLength(0);
    api.on('GET /api/front/order/list', page([]));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm receipt' }));
    expect(await screen.findByText('No parcels on their way')).toBeInTheDocument();
    expect(api.callsTo('POST /api/front/order/take/SH100')).toHaveLength(1);
    expect(toasts.events).toContainEqual({ kind: 'success', message: 'Receipt confirmed' });
    toasts.stop();
  });

  it('offers a review per line of a received order, and "evaluated" once written', async () => {
    api.on(
      'GET /api/front/order/list',
      page([merchantOrder({ status: 2, orderInfoList: [line({ id: 501 }), line({ id: 502, productName: 'Tea cup', isReply: true })] })]),
    );
    renderRoute('/users/order_list?orderStatus=3');
    const order = await card('SH100');
    expect(within(order).getByText('To review')).toBeInTheDocument();
    expect(within(order).getByRole('link', { name: 'Evaluate Linen shirt' })).toHaveAttribute(
      'href',
      '/users/evaluation_confirm?orderInfoId=501',
    );
    expect(within(order).queryByRole('link', { name: 'Evaluate Tea cup' })).not.toBeInTheDocument();
    expect(within(order).getByText('Evaluated')).toBeInTheDocument();
    expect(within(order).getByRole('link', { name: 'Request a refund' })).toBeInTheDocument();
  });

  it('asks before deleting a received order, then deletes it', async () => {
    api.on('GET /api/front/order/list', page([merchantOrder({ status: 3 })]));
    api.on('POST /api/front/order/delete/SH100', null);
    const user = userEvent.setup();
    renderRoute('/users/order_list?orderStatus=3');
    const order = await card('SH100');
    expect(within(order).getByText('Completed')).toBeInTheDocument();
    await user.click(within(order).getByRole('button', { name: 'Delete order' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this order?' });
    expect(within(dialog).getByText('Order SH100 will no longer be listed.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/front/order/delete/SH100')).toHaveLength(0);
    api.on('GET /api/front/order/list', page([]));
    await user.click(within(dialog).getByRole('button', { name: 'Delete order' }));
    expect(await screen.findByText('No received orders')).toBeInTheDocument();
    expect(api.callsTo('POST /api/front/order/delete/SH100')).toHaveLength(1);
  });

  it('finds a cancelled order again under Cancelled, buys it again or deletes it after asking', async () => {
    api.on('GET /api/front/order/list', page([merchantOrder({ paid: false, status: 9, payTime: null })]));
    api.on('POST /api/front/order/delete/SH100', null);
    const user = userEvent.setup();
    const view = renderRoute('/users/order_list');
    await card('PT900');
    await user.click(within(tabs()).getByRole('tab', { name: 'Cancelled (9)' }));
    const order = await card('SH100');
    expect(view.location()).toBe('/users/order_list?orderStatus=6');
    expect(api.callsTo('GET /api/front/order/list').at(-1)!.params).toEqual({ type: 6, page: 1, limit: 10 });
    expect(within(order).getByText('Cancelled')).toBeInTheDocument();
    expect(within(order).getByText('2 items, not paid')).toBeInTheDocument();
    expect(within(order).getByRole('button', { name: 'Buy again' })).toBeEnabled();
    expect(within(order).queryByRole('link', { name: 'Request a refund' })).not.toBeInTheDocument();
    await user.click(within(order).getByRole('button', { name: 'Delete order' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this order?' });
    api.on('GET /api/front/order/list', page([]));
    api.on('GET /api/front/order/data', { ...COUNTS, cancelledCount: 0, allCount: 29 });
    await user.click(within(dialog).getByRole('button', { name: 'Delete order' }));
    expect(await screen.findByText('No cancelled orders')).toBeInTheDocument();
    expect(api.callsTo('POST /api/front/order/delete/SH100')).toHaveLength(1);
    expect(within(tabs()).getByRole('tab', { name: 'Cancelled (0)' })).toBeInTheDocument();
    expect(within(tabs()).getByRole('tab', { name: 'All (29)' })).toBeInTheDocument();
  });

  it('lists every order under All and completed ones under Completed, each with its own type', async () => {
    api.on('GET /api/front/order/list', page([merchantOrder({ status: 3 }), merchantOrder({ orderNo: 'SH101', status: 1 })]));
    const user = userEvent.setup();
    const view = renderRoute('/users/order_list?orderStatus=7');
    const done = await card('SH100');
    expect(within(tabs()).getByRole('tab', { name: 'All (30)' })).toHaveAttribute('aria-selected', 'true');
    expect(api.callsTo('GET /api/front/order/list').at(-1)!.params).toEqual({ type: 7, page: 1, limit: 10 });
    expect(within(done).getByText('Completed')).toBeInTheDocument();
    expect(within(done).getByRole('button', { name: 'Delete order' })).toBeInTheDocument();
    const onItsWay = await card('SH101');
    expect(within(onItsWay).queryByRole('button', { name: 'Delete order' })).not.toBeInTheDocument();
    expect(within(onItsWay).getByRole('button', { name: 'Confirm receipt' })).toBeInTheDocument();
    api.on('GET /api/front/order/list', page([]));
    await user.click(within(tabs()).getByRole('tab', { name: 'Completed (8)' }));
    expect(await screen.findByText('No completed orders')).toBeInTheDocument();
    expect(view.location()).toBe('/users/order_list?orderStatus=5');
    expect(api.callsTo('GET /api/front/order/list').at(-1)!.params).toEqual({ type: 5, page: 1, limit: 10 });

    // To review lists only the orders waiting for a review (our type 8), not the completed ones of type 3.
    await user.click(within(tabs()).getByRole('tab', { name: 'To review (4)' }));
    await waitFor(() => expect(view.location()).toBe('/users/order_list?orderStatus=3'));
    await waitFor(() => expect(api.callsTo('GET /api/front/order/list').at(-1)!.params).toEqual({ type: 8, page: 1, limit: 10 }));
  });

  it('a backend without our counts shows the new tabs by name only', async () => {
    const { completedCount, cancelledCount, allCount, ...contractCounts } = COUNTS;
    expect([completedCount, cancelledCount, allCount]).toEqual([8, 9, 30]);
    api.on('GET /api/front/order/data', contractCounts);
    renderRoute('/users/order_list?orderStatus=0');
    await card('PT900');
    await waitFor(() => expect(within(tabs()).getByRole('tab', { name: 'To pay (1)' })).toBeInTheDocument());
    expect(within(tabs()).getByRole('tab', { name: 'All' })).toBeInTheDocument();
    expect(within(tabs()).getByRole('tab', { name: 'Completed' })).toBeInTheDocument();
    expect(within(tabs()).getByRole('tab', { name: 'Cancelled' })).toBeInTheDocument();
  });

  it('buys again: every line goes back into the cart, the badge follows and the cart opens', async () => {
    const counts = recordBus('cart/countChanged');
    api.on(
      'GET /api/front/order/list',
      page([
        merchantOrder({
          status: 3,
          orderInfoList: [
            line({ id: 501, productId: 11, attrValueId: 71, payNum: 2 }),
            line({ id: 502, productId: 12, attrValueId: 80, payNum: 1 }),
          ],
        }),
      ]),
    );
    api.on('POST /api/front/cart/save', [{ cartId: 1 }, { cartId: 2 }]);
    api.on('GET /api/front/cart/count', { count: 7 });
    const user = userEvent.setup();
    const view = renderRoute('/users/order_list?orderStatus=3');
    await user.click(within(await card('SH100')).getByRole('button', { name: 'Buy again' }));
    await waitFor(() => expect(view.location()).toBe('/order/shopping_cart'));
    expect(api.callsTo('POST /api/front/cart/save')[0].body).toEqual([
      { productId: 11, productAttrUnique: 71, cartNum: 2 },
      { productId: 12, productAttrUnique: 80, cartNum: 1 },
    ]);
    expect(counts.events).toContainEqual({ count: 7 });
    counts.stop();
  });

  it('a refused action leaves the order as it was (the API client toasts the reason)', async () => {
    api.on('GET /api/front/order/list', page([merchantOrder({ status: 3 })]));
    api.on('POST /api/front/cart/save', () => fail(500, 'Only 1 left in stock'));
    const user = userEvent.setup();
    const view = renderRoute('/users/order_list?orderStatus=3');
    const order = await card('SH100');
    await user.click(within(order).getByRole('button', { name: 'Buy again' }));
    await waitFor(() => expect(within(order).getByRole('button', { name: 'Buy again' })).toBeEnabled());
    expect(view.location()).toBe('/users/order_list?orderStatus=3');
    expect(api.callsTo('GET /api/front/cart/count')).toHaveLength(0);
  });

  it('after-sales orders open their refund', async () => {
    api.on('GET /api/front/order/list', page([merchantOrder({ status: 2, refundStatus: 2 })]));
    api.on('GET /api/front/order/detail/SH100', orderDetail({ status: 2, refundStatus: 2, refundOrderNo: 'RE700' }));
    const user = userEvent.setup();
    const view = renderRoute('/users/order_list?orderStatus=4');
    const order = await card('SH100');
    expect(within(order).getByText('Refunding')).toBeInTheDocument();
    expect(within(order).queryByRole('link', { name: 'Request a refund' })).not.toBeInTheDocument();
    expect(within(order).queryByRole('button', { name: 'Delete order' })).not.toBeInTheDocument();
    await user.click(within(order).getByRole('button', { name: 'Refund details' }));
    await waitFor(() => expect(view.location()).toBe('/order/refund_detail?orderNo=RE700'));
    expect(api.callsTo('GET /api/front/order/list')[0].params).toEqual({ type: 4, page: 1, limit: 10 });
  });

  it('pages through a tab with the page in the URL', async () => {
    api.on('GET /api/front/order/list', (call: { params: Record<string, unknown> }) =>
      ok(page([merchantOrder({ orderNo: `SH-P${String(call.params.page)}` })], 25)),
    );
    const user = userEvent.setup();
    const view = renderRoute('/users/order_list?orderStatus=1');
    await card('SH-P1');
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
    await user.click(within(pager).getByRole('button', { name: 'Page 2' }));
    await card('SH-P2');
    expect(view.location()).toBe('/users/order_list?orderStatus=1&page=2');
    expect(api.callsTo('GET /api/front/order/list').at(-1)!.params).toEqual({ type: 1, page: 2, limit: 10 });
  });

  it('shows a failed load with a retry', async () => {
    api.on('GET /api/front/order/await/pay/list', () => fail(500, 'Database unavailable'));
    const user = userEvent.setup();
    renderRoute('/users/order_list?orderStatus=0');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Database unavailable')).toBeInTheDocument();
    api.on('GET /api/front/order/await/pay/list', page([unpaidOrder()]));
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await card('PT900')).toBeInTheDocument();
  });
});
