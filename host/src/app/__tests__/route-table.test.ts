import { isUsersRoute, routeTable } from '../route-table';

/** Spec section 2: every route and the remote that owns it. */
const OWNERS: Record<string, string> = {
  '/': 'catalog',
  '/goods_detail/:id': 'catalog',
  '/goods/goods_search': 'catalog',
  '/goods/top_one': 'catalog',
  '/goods/activity_list': 'catalog',
  '/merchant/merchant_street': 'merchantStreet',
  '/merchant/merchant_more': 'merchantStreet',
  '/merchant/merchant/*': 'merchantStreet',
  '/order/shopping_cart': 'checkout',
  '/order/order_confirm': 'checkout',
  '/order/stripe_payment': 'checkout',
  '/order/payment_result': 'checkout',
  '/order/order_detail': 'orderCenter',
  '/order/refund_detail': 'orderCenter',
  '/users/order_list': 'orderCenter',
  '/users/refund_list': 'orderCenter',
  '/users/refund_confirm': 'orderCenter',
  '/users/evaluation_list': 'orderCenter',
  '/users/evaluation_confirm': 'orderCenter',
  '/users/address_list': 'orderCenter',
  '/users/collection_list': 'orderCenter',
  '/users/coupon_list': 'orderCenter',
  '/users/user_info': 'orderCenter',
  '/users/user_integral': 'orderCenter',
  '/users/merchant_settled': 'merchantSettlement',
  '/users/application_record': 'merchantSettlement',
  '/middlewares/privacy_agreement': 'host',
  '/middlewares/callback_twitter': 'host',
  '/middlewares/qr_login': 'host',
};

describe('route table', () => {
  it('lists every route of the spec once, with its owner', () => {
    expect(Object.fromEntries(routeTable.map((entry) => [entry.path, entry.remote]))).toEqual(OWNERS);
    expect(new Set(routeTable.map((entry) => entry.path)).size).toBe(routeTable.length);
  });

  it('gives each remote page a distinct id', () => {
    const keys = routeTable.map((entry) => `${entry.remote}:${entry.page}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('puts exactly the /users pages in the users layout', () => {
    expect(routeTable.filter(isUsersRoute).map((entry) => entry.path)).toEqual(
      Object.keys(OWNERS).filter((path) => path.startsWith('/users/')),
    );
  });
});
