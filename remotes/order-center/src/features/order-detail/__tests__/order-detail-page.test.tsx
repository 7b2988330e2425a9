import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { bus } from '@mall/event-bus';
import { setLocale } from '@mall/i18n';
import { fail } from '@mall/remote-kit/testing';
import { line, logistics, orderDetail } from '../../../testing/order-fixtures';
import { recordBus, renderRoute, signedInWithFakeApi } from '../../../testing/render-page';

const api = signedInWithFakeApi();

const masterOrder = {
  id: 1,
  orderNo: 'PT900',
  email: 'ann@mall.test',
  realName: 'Ann Lee',
  userPhone: '+86 13800000001',
  userAddress: 'China 1 Garden Road',
  totalNum: 2,
  proTotalPrice: '50.00',
  totalPostage: '5.00',
  totalPrice: '55.00',
  payPostage: '5.00',
  payPrice: '45.00',
  couponId: 3,
  couponPrice: '10.00',
  useIntegral: 0,
  integralPrice: '0.00',
  paid: false,
  payTime: null,
  payType: 'stripe',
  mark: '',
  isCancel: false,
  redirect: '',
  createTime: '2025-06-01 10:00:00',
  expireTime: '2025-06-01 10:30:00',
  payStatus: 'unpaid',
  failReason: null,
  orderList: [
    {
      id: 7,
      orderNo: 'SH901',
      merId: 3,
      merName: 'Sunny Shop',
      totalNum: 2,
      payPrice: '45.00',
      paid: false,
      status: 0,
      refundStatus: 0,
      createTime: '2025-06-01 10:00:00',
      orderInfoList: [line()],
    },
  ],
};

const steps = () => within(screen.getByRole('list', { name: 'Order progress' })).getAllByRole('listitem');
const currentStep = () => steps().find((item) => item.getAttribute('aria-current') === 'step')?.textContent;
const facts = (name: string) => screen.getByRole('region', { name });
const value = (region: HTMLElement, term: string) => within(region).getByText(term).nextElementSibling?.textContent;

describe('Order details', () => {
  it('says so when the order number is missing', async () => {
    renderRoute('/order/order_detail');
    expect(await screen.findByRole('alert')).toHaveTextContent('Missing order number: cannot view order details');
    expect(screen.getByRole('link', { name: 'Back to my orders' })).toHaveAttribute('href', '/users/order_list?orderStatus=0');
    expect(api.calls).toHaveLength(0);
  });

  it('asks a signed-out visitor to sign in', async () => {
    const requests = recordBus('auth/loginRequested');
    act(() => bus.publish('auth/tokenChanged', { token: null }));
    renderRoute('/order/order_detail?orderNo=SH100');
    expect(await screen.findByRole('heading', { name: 'Please sign in' })).toBeInTheDocument();
    expect(requests.events).toHaveLength(1);
    expect(api.calls).toHaveLength(0);
    requests.stop();
  });

  it('shows an unpaid master order at step 1 with its amounts, Cancel and Pay now', async () => {
    api.on('GET /api/front/order/master/detail/PT900', masterOrder);
    const user = userEvent.setup();
    renderRoute('/order/order_detail?orderNo=PT900&orderStatus=0');
    expect(await screen.findByRole('link', { name: 'Sunny Shop' })).toBeInTheDocument();
    expect(currentStep()).toBe('To pay');
    const amounts = facts('Amounts');
    expect(value(amounts, 'Goods')).toBe('$50.00');
    expect(value(amounts, 'Freight')).toBe('$5.00');
    expect(value(amounts, 'Coupon')).toBe('−$10.00');
    expect(within(amounts).queryByText(/^Points/)).not.toBeInTheDocument();
    expect(value(amounts, 'Actual payment')).toBe('$45.00');
    expect(screen.getByText(/^Unless paid, this order is cancelled at/)).toBeInTheDocument();
    expect(value(facts('Order information'), 'Payment status')).toBe('Unpaid');

    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    expect(screen.getByRole('dialog', { name: 'Cancel this order?' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/front/order/cancel/PT900')).toHaveLength(0);
    api.on('POST /api/front/order/cancel/PT900', null);
    api.on('GET /api/front/order/master/detail/PT900', { ...masterOrder, isCancel: true, expireTime: null, payStatus: 'cancelled' });
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('This order was cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
  });

  it('does not say "In transit" for a completed order whose carrier never reported the delivery', async () => {
    api.on('GET /api/front/order/detail/SH100', orderDetail({ status: 3 }));
    api.on('GET /api/front/order/express/SH100', logistics());
    renderRoute('/order/order_detail?orderNo=SH100&orderStatus=3');
    const delivery = await screen.findByRole('region', { name: 'Delivery' });
    await waitFor(() => expect(value(delivery, 'Status')).toBe('Received'));
    expect(within(delivery).queryByText('In transit')).not.toBeInTheDocument();
  });

  it('shows a shipped merchant order: step 3, goods, facts, consignee, carrier, waybill and the newest event first', async () => {
    api.on(
      'GET /api/front/order/detail/SH100',
      orderDetail({ status: 1, couponId: 2, couponPrice: '3.00', useIntegral: 200, integralPrice: '2.00', payPrice: '50.00' }),
    );
    api.on('GET /api/front/order/express/SH100', logistics());
    renderRoute('/order/order_detail?orderNo=SH100&orderStatus=2');
    const delivery = await screen.findByRole('region', { name: 'Delivery' });
    expect(currentStep()).toBe('To receive');
    expect(screen.getByRole('link', { name: 'Linen shirt' })).toBeInTheDocument();
    expect(value(delivery, 'Express company')).toBe('DHL');
    expect(value(delivery, 'Tracking number')).toBe('WB123456');
    expect(value(delivery, 'Status')).toBe('In transit');
    const events = within(within(delivery).getByRole('list', { name: 'Tracking' })).getAllByRole('listitem');
    expect(events.map((item) => item.querySelector('p')?.textContent)).toEqual(['Arrived at Bangkok hub', 'Parcel handed to DHL']);
    expect(delivery).toHaveAttribute('id', 'logistics');

    const consignee = facts('Delivery address');
    expect(value(consignee, 'Consignee')).toBe('Ann Lee');
    expect(value(consignee, 'Phone')).toBe('+86 13800000001');
    expect(value(consignee, 'Address')).toBe('China 1 Garden Road 100000');
    expect(value(consignee, 'Buyer note')).toBe('Leave at the door');
    const amounts = facts('Amounts');
    expect(value(amounts, 'Coupon')).toBe('−$3.00');
    expect(value(amounts, 'Points (200 points)')).toBe('−$2.00');
    expect(value(amounts, 'Actual payment')).toBe('$50.00');
    const info = facts('Order information');
    expect(value(info, 'Order number')).toBe('SH100');
    expect(value(info, 'Payment method')).toBe('Card');
    expect(screen.getByRole('button', { name: 'Confirm receipt' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Request a refund' })).not.toBeInTheDocument();
  });

  it('opened from "Track parcel", brings the delivery into view once the tracking is in', async () => {
    const scrolled: Element[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this);
    };
    try {
      api.on('GET /api/front/order/detail/SH100', orderDetail({ status: 1 }));
      api.on('GET /api/front/order/express/SH100', logistics());
      renderRoute('/order/order_detail?orderNo=SH100&orderStatus=2#logistics');
      const delivery = await screen.findByRole('region', { name: 'Delivery' });
      await within(delivery).findByText('WB123456');
      expect(scrolled).toEqual([delivery]);
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  it('shows a courier delivery with the courier’s name and phone', async () => {
    api.on('GET /api/front/order/detail/SH100', orderDetail({ status: 1 }));
    api.on(
      'GET /api/front/order/express/SH100',
      logistics({ deliveryType: 'courier', expName: null, expNo: null, courier: 'Somchai', courierPhone: '+66 812345678', state: 1 }),
    );
    renderRoute('/order/order_detail?orderNo=SH100');
    const delivery = await screen.findByRole('region', { name: 'Delivery' });
    await within(delivery).findByText('Somchai');
    expect(value(delivery, 'Delivery method')).toBe('Courier delivery');
    expect(within(delivery).getByRole('link', { name: '+66 812345678' })).toHaveAttribute('href', 'tel:+66812345678');
    expect(value(delivery, 'Status')).toBe('Picked up');
  });

  it('a paid order not shipped yet sits at step 2 and offers a refund, without asking for tracking', async () => {
    api.on('GET /api/front/order/detail/SH100', orderDetail({ status: 0 }));
    renderRoute('/order/order_detail?orderNo=SH100&orderStatus=1');
    expect(await screen.findByRole('link', { name: 'Request a refund' })).toHaveAttribute('href', '/users/refund_confirm?orderNo=SH100');
    expect(currentStep()).toBe('To ship');
    expect(screen.queryByRole('region', { name: 'Delivery' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/front/order/express/SH100')).toHaveLength(0);
  });

  it('confirms receipt after asking, then shows the order at its last step with a review per line', async () => {
    api.on('GET /api/front/order/detail/SH100', orderDetail({ status: 1 }));
    api.on('GET /api/front/order/express/SH100', logistics());
    api.on('POST /api/front/order/take/SH100', null);
    const user = userEvent.setup();
    renderRoute('/order/order_detail?orderNo=SH100');
    await user.click(await screen.findByRole('button', { name: 'Confirm receipt' }));
    expect(api.callsTo('POST /api/front/order/take/SH100')).toHaveLength(0);
    api.on('GET /api/front/order/detail/SH100', orderDetail({ status: 2, receivingTime: '2025-06-04 09:00:00' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Did the goods arrive?' })).getByRole('button', { name: 'Confirm receipt' }),
    );
    expect(await screen.findByRole('link', { name: 'Evaluate Linen shirt' })).toHaveAttribute(
      'href',
      '/users/evaluation_confirm?orderInfoId=501',
    );
    expect(currentStep()).toBe('Completed');
    expect(screen.getByRole('button', { name: 'Delete order' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buy again' })).toBeInTheDocument();
  });

  it('after deleting, goes back to the list of received orders', async () => {
    api.on('GET /api/front/order/detail/SH100', orderDetail({ status: 3 }));
    api.on('GET /api/front/order/express/SH100', logistics({ state: 3 }));
    api.on('POST /api/front/order/delete/SH100', null);
    const user = userEvent.setup();
    const view = renderRoute('/order/order_detail?orderNo=SH100');
    await user.click(await screen.findByRole('button', { name: 'Delete order' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete this order?' })).getByRole('button', { name: 'Delete order' }));
    await waitFor(() => expect(view.location()).toBe('/users/order_list?orderStatus=3'));
  });

  it('a cancelled or refunded order says so instead of a step, with a link to its refund', async () => {
    api.on('GET /api/front/order/detail/SH100', orderDetail({ status: 2, refundStatus: 3, refundOrderNo: 'RE700' }));
    api.on('GET /api/front/order/express/SH100', logistics());
    renderRoute('/order/order_detail?orderNo=SH100');
    expect(await screen.findByText('This order was refunded')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Order progress' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Refund details' })).toHaveAttribute('href', '/order/refund_detail?orderNo=RE700');
    // A fully refunded order closes: delete is all that is left.
    expect(screen.queryByRole('link', { name: 'Request a refund' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete order' })).toBeInTheDocument();
  });

  it('shows another shopper’s or an unknown order as not found, in the shopper’s language', async () => {
    act(() => setLocale('fr'));
    api.on('GET /api/front/order/detail/SH999', () => fail(404, 'Aucune donnée trouvée'));
    renderRoute('/order/order_detail?orderNo=SH999');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Aucune donnée trouvée')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Détails de la commande');
  });
});
