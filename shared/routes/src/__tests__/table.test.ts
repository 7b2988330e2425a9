import { ROUTES, isUsersRoute, routesOf } from '..';

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
  '/login': 'host',
};

describe('route table', () => {
  it('lists every route of the spec once, with its owner', () => {
    expect(Object.fromEntries(ROUTES.map((entry) => [entry.path, entry.remote]))).toEqual(OWNERS);
    expect(new Set(ROUTES.map((entry) => entry.path)).size).toBe(ROUTES.length);
  });

  it('gives each page a distinct id', () => {
    const pages = ROUTES.map((entry) => entry.page);
    expect(new Set(pages).size).toBe(pages.length);
  });

  it("gives each owner its own routes, in the table's order", () => {
    expect(routesOf('merchantStreet').map((entry) => entry.path)).toEqual([
      '/merchant/merchant_street',
      '/merchant/merchant_more',
      '/merchant/merchant/*',
    ]);
    expect(routesOf('host').map((entry) => entry.page)).toEqual(['privacyAgreement', 'callbackTwitter', 'qrLogin', 'login']);
  });

  it('puts exactly the /users pages in the users layout', () => {
    expect(ROUTES.filter(isUsersRoute).map((entry) => entry.path)).toEqual(
      Object.keys(OWNERS).filter((path) => path.startsWith('/users/')),
    );
  });
});
