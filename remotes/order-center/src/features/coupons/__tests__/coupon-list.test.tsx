import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserCoupon } from '@mall/contract';
import { installFakeApi, ok, page, type FakeApi, type RecordedCall } from '@mall/remote-kit/testing';
import { renderRoute, resetBrowserState, signIn } from '../../../testing/render-page';

let api: FakeApi;

const coupon = (id: number, overrides: Partial<UserCoupon> = {}): UserCoupon => ({
  id,
  couponId: id + 10,
  uid: 9,
  name: `Coupon ${id}`,
  useType: 3,
  category: 1,
  merId: 0,
  merName: '',
  money: '5.00',
  minPrice: '0.00',
  status: 0,
  startTime: '2025-06-01 00:00:00',
  endTime: '2025-06-30 23:59:59',
  useTime: null,
  day: 0,
  validStr: 'usable',
  ...overrides,
});

const when = (y: number, m: number, d: number) => new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date(y, m - 1, d));

beforeEach(() => {
  resetBrowserState();
  api = installFakeApi();
  signIn();
});

describe('/users/coupon_list', () => {
  it('shows the available coupons: kind, the store’s name, value, minimum spend, validity', async () => {
    api.on(
      'GET /api/front/coupon/list',
      page([
        coupon(1, { name: 'Welcome gift', money: '10.00', minPrice: '99.00' }),
        coupon(2, { name: 'Sunny deal', category: 2, useType: 1, merId: 3, merName: 'Sunny Shop', day: 7 }),
        coupon(3, { name: 'Shirt promo', category: 3, useType: 2, merId: 3, merName: 'Sunny Shop' }),
        coupon(4, { name: 'Tea week', category: 4, validStr: 'notStart', startTime: '2099-01-01 00:00:00' }),
        coupon(7, { name: 'Evergreen', endTime: null }),
      ]),
    );
    renderRoute('/users/coupon_list');

    const welcome = await screen.findByRole('article', { name: 'Welcome gift' });
    expect(welcome).toHaveTextContent('General coupon');
    expect(welcome).toHaveTextContent('$10.00');
    expect(welcome).toHaveTextContent('Min. spend $99.00');
    expect(welcome).toHaveTextContent(`Valid from ${when(2025, 6, 1)} to ${when(2025, 6, 30)}`);
    expect(welcome).toHaveAttribute('data-state', 'usable');

    const store = screen.getByRole('article', { name: 'Sunny deal' });
    expect(store).toHaveTextContent('Store coupon · Sunny Shop');
    expect(store).toHaveTextContent('No minimum spend');
    expect(store).toHaveTextContent('Valid 7 days after receipt');

    expect(screen.getByRole('article', { name: 'Shirt promo' })).toHaveTextContent('Product coupon · Sunny Shop');
    const later = screen.getByRole('article', { name: 'Tea week' });
    expect(later).toHaveTextContent('Category coupon');
    expect(later).toHaveTextContent('Not started');
    expect(later).toHaveAttribute('data-state', 'notStarted');
    // A fixed-time coupon without an end (the API's null endTime) says so, rather than "to" and nothing.
    expect(screen.getByRole('article', { name: 'Evergreen' })).toHaveTextContent(`Valid from ${when(2025, 6, 1)}, no end date`);
    expect(api.callsTo('GET /api/front/coupon/list')[0].params).toEqual({ type: 'usable', page: 1, limit: 9 });
  });

  it('greys the used and expired coupons on their own tab, 9 a page', async () => {
    api.on('GET /api/front/coupon/list', (call: RecordedCall) =>
      ok(
        call.params.type === 'unusable'
          ? page(
              [
                coupon(5, { name: 'Spent', status: 1, validStr: 'unusable' }),
                coupon(6, { name: 'Too late', status: 2, validStr: 'overdue' }),
              ],
              11,
              9,
            )
          : page([]),
      ),
    );
    const user = userEvent.setup();
    const { location } = renderRoute('/users/coupon_list');
    await user.click(await screen.findByRole('tab', { name: 'Expired or used' }));
    expect(location()).toBe('/users/coupon_list?tab=unusable');
    const spent = await screen.findByRole('article', { name: 'Spent' });
    expect(within(spent).getByText('Used')).toBeInTheDocument();
    expect(spent).toHaveAttribute('data-state', 'used');
    expect(screen.getByRole('article', { name: 'Too late' })).toHaveAttribute('data-state', 'expired');
    expect(within(screen.getByRole('article', { name: 'Too late' })).getByText('Expired')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(location()).toBe('/users/coupon_list?tab=unusable&page=2');
    expect(api.callsTo('GET /api/front/coupon/list').at(-1)?.params).toEqual({ type: 'unusable', page: 2, limit: 9 });
  });

  it('leads home when there is no coupon', async () => {
    api.on('GET /api/front/coupon/list', page([]));
    renderRoute('/users/coupon_list');
    expect(await screen.findByRole('heading', { name: 'No coupon to use' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});
