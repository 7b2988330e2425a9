import { ROUTES, matchPath, matchRoute } from '../index';

describe('the route table matcher (host preload and static server alike)', () => {
  it('takes a param from its segment and nothing from a path of another length', () => {
    expect(matchPath('/goods_detail/:id', '/goods_detail/12')).toEqual({ id: '12' });
    expect(matchPath('/goods_detail/:id', '/goods_detail/12/')).toEqual({ id: '12' });
    expect(matchPath('/goods_detail/:id', '/goods_detail')).toBeNull();
    expect(matchPath('/goods_detail/:id', '/goods_detail/12/reviews')).toBeNull();
  });

  it('compares the other segments without regard to case, as the router does', () => {
    expect(matchPath('/merchant/merchant_street', '/Merchant/Merchant_Street')).toEqual({});
    expect(matchPath('/merchant/merchant_street', '/merchant/merchant_more')).toBeNull();
  });

  it('lets a trailing * take the rest of the path, none included', () => {
    expect(matchPath('/merchant/merchant/*', '/merchant/merchant')).toEqual({});
    expect(matchPath('/merchant/merchant/*', '/merchant/merchant/home')).toEqual({});
    expect(matchPath('/merchant/merchant/*', '/merchant/merchant/category/3')).toEqual({});
    expect(matchPath('/merchant/merchant/*', '/merchant')).toBeNull();
  });

  it('finds the page each storefront URL shows in the route table', () => {
    const pageOf = (path: string) => {
      const found = matchRoute(ROUTES, path);
      return found && [found.route.remote, found.route.page, found.params];
    };
    expect(pageOf('/')).toEqual(['catalog', 'home', {}]);
    expect(pageOf('/goods_detail/7')).toEqual(['catalog', 'goodsDetail', { id: '7' }]);
    expect(pageOf('/merchant/merchant_street')).toEqual(['merchantStreet', 'merchantStreet', {}]);
    expect(pageOf('/merchant/merchant/home')).toEqual(['merchantStreet', 'merchant', {}]);
    expect(pageOf('/order/order_detail')).toEqual(['orderCenter', 'orderDetail', {}]);
    expect(pageOf('/no/such/page')).toBeUndefined();
  });
});
