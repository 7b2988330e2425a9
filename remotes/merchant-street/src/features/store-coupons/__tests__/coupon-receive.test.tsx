import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { merchantCategories, merchantTypes, storeInfo } from '../../../testing/data';
import { fail, installFakeApi, ok, page, storeCoupon, type FakeApi, type RecordedCall } from '@mall/remote-kit/testing';
import { recordBus, renderRoute, resetBrowserState, signIn } from '../../../testing/render-page';

const URL = '/merchant/merchant/coupon?id=8&menuCur=2';
let api: FakeApi;

const coupon = storeCoupon;

const storeCoupons = [
  coupon(1),
  coupon(2, { isUse: true, name: 'Already mine' }),
  coupon(3, { lastTotal: 0, name: 'Popular' }),
  coupon(4, {
    day: 0,
    isFixedTime: true,
    useStartTimeStr: '2025-06-01',
    useEndTimeStr: '2025-06-30',
    minPrice: '0.00',
    money: '5.00',
    name: 'June',
  }),
];
const productCoupons = [coupon(9, { useType: 2, name: 'Kettle deal' })];

const card = (name: string) => screen.getByRole('article', { name });

beforeEach(() => {
  resetBrowserState();
  api = installFakeApi();
  api.on('GET /api/front/merchant/index/info/8', storeInfo(8));
  api.on('GET /api/front/merchant/all/type/list', merchantTypes);
  api.on('GET /api/front/merchant/all/category/list', merchantCategories);
  api.on('GET /api/front/coupons', ({ params }: RecordedCall) =>
    ok(page(params.useType === 2 ? productCoupons : storeCoupons, undefined, 10)),
  );
  api.on('POST /api/front/coupon/receive', ok(null, 'Received successfully'));
});

describe('the store coupons tab', () => {
  it('lists the store coupons with amount, minimum, validity and state', async () => {
    renderRoute(URL);
    const first = await screen.findByRole('article', { name: 'Coupon 1' });
    expect(api.callsTo('GET /api/front/coupons')[0].params).toEqual({ merId: 8, useType: 1, page: 1, limit: 10 });
    expect(within(first).getByText('$10.00')).toBeInTheDocument();
    expect(within(first).getByText('Min. spend $99.00')).toBeInTheDocument();
    expect(within(first).getByText('Store coupon')).toBeInTheDocument();
    expect(within(first).getByText('Valid 7 days after receipt')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Get coupon' })).toBeEnabled();

    expect(within(card('Already mine')).getByRole('button', { name: 'Received' })).toBeDisabled();
    expect(within(card('Popular')).getByRole('button', { name: 'All gone' })).toBeDisabled();
    expect(within(card('June')).getByText('Valid 2025-06-01 – 2025-06-30')).toBeInTheDocument();
    expect(within(card('June')).getByText('No minimum spend')).toBeInTheDocument();
  });

  it('receives a coupon, which then shows as received and greyed', async () => {
    signIn();
    const user = userEvent.setup();
    renderRoute(URL);
    const first = await screen.findByRole('article', { name: 'Coupon 1' });
    expect(first).not.toHaveAttribute('data-received');
    await user.click(within(first).getByRole('button', { name: 'Get coupon' }));
    expect(await within(first).findByRole('button', { name: 'Received' })).toBeDisabled();
    expect(first).toHaveAttribute('data-received', 'true');
    expect(api.callsTo('POST /api/front/coupon/receive').map((c) => c.body)).toEqual([{ couponId: 1 }]);
    expect(screen.getByRole('status')).toHaveTextContent('Coupon “Coupon 1” received');
  });

  it('asks a signed-out shopper to sign in before receiving', async () => {
    const requests = recordBus('auth/loginRequested');
    const user = userEvent.setup();
    renderRoute(URL);
    await user.click(within(await screen.findByRole('article', { name: 'Coupon 1' })).getByRole('button', { name: 'Get coupon' }));
    expect(requests.events).toEqual([{}]);
    expect(api.callsTo('POST /api/front/coupon/receive')).toHaveLength(0);
    requests.stop();
  });

  it('keeps the coupon receivable when the server refuses it', async () => {
    signIn();
    api.on('POST /api/front/coupon/receive', () => fail(500, 'This coupon has all been taken'));
    const toasts = recordBus('ui/toast');
    const user = userEvent.setup();
    renderRoute(URL);
    const first = await screen.findByRole('article', { name: 'Coupon 1' });
    await user.click(within(first).getByRole('button', { name: 'Get coupon' }));
    await waitFor(() =>
      expect(toasts.events).toContainEqual(expect.objectContaining({ kind: 'error', message: 'This coupon has all been taken' })),
    );
    expect(within(first).getByRole('button', { name: 'Get coupon' })).toBeEnabled();
    toasts.stop();
  });

  it('shows the product coupons on their own tab', async () => {
    const user = userEvent.setup();
    const { location } = renderRoute(URL);
    await screen.findByRole('article', { name: 'Coupon 1' });
    await user.click(screen.getByRole('tab', { name: 'Product coupons' }));
    const deal = await screen.findByRole('article', { name: 'Kettle deal' });
    expect(within(deal).getByText('Product coupon')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Coupon 1' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/front/coupons').at(-1)!.params).toEqual({ merId: 8, useType: 2, page: 1, limit: 10 });
    expect(location()).toBe('/merchant/merchant/coupon?id=8&menuCur=2&type=2');
  });
});
