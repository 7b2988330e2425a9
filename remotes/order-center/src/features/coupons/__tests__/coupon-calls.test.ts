import { installFakeApi, page } from '@mall/remote-kit/testing';
import { getMyCoupons } from '../api/coupons';

describe('coupon calls', () => {
  it('pages my coupons by 9, as the original', async () => {
    const api = installFakeApi();
    api.on('GET /api/front/coupon/list', page([]));
    await getMyCoupons('unusable', {});
    expect(api.calls.at(-1)?.params).toEqual({ type: 'unusable', page: 1, limit: 9 });
  });
});
