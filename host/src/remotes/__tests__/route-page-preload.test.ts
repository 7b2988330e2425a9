import { loadRemote } from '@module-federation/enhanced/runtime';
import { preloadRoutePage } from '../route-page-preload';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));

const loadRemoteMock = loadRemote as jest.MockedFunction<typeof loadRemote>;

describe('preloadRoutePage', () => {
  beforeEach(() => loadRemoteMock.mockReset());

  it('loads the remote of the URL’s route and runs its page’s preload, under every locale prefix', async () => {
    const preloaded: string[] = [];
    const page = (id: string) => Object.assign(() => null, { preload: async () => void preloaded.push(id) });
    loadRemoteMock.mockImplementation(async (id: string) => {
      if (id === 'checkout/pages') return { pages: { shoppingCart: page('checkout:shoppingCart') } };
      if (id === 'catalog/pages') return { pages: { goodsSearch: page('catalog:goodsSearch'), goodsDetail: page('catalog:goodsDetail') } };
      throw new Error(`unexpected ${id}`);
    });
    preloadRoutePage('/fr/order/shopping_cart');
    preloadRoutePage('/goods/goods_search');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loadRemoteMock.mock.calls.map(([id]) => id)).toEqual(['checkout/pages', 'catalog/pages']);
    expect(preloaded).toEqual(['checkout:shoppingCart', 'catalog:goodsSearch']);
    // The remote's pages module is asked for once: a second page of it only adds its own preload.
    preloadRoutePage('/th/goods_detail/7');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
    expect(preloaded).toEqual(['checkout:shoppingCart', 'catalog:goodsSearch', 'catalog:goodsDetail']);
  });

  it('loads nothing for the host’s own pages and unknown paths, and leaves a failed remote to its slot', async () => {
    preloadRoutePage('/login');
    preloadRoutePage('/zh-CN/middlewares/privacy_agreement');
    preloadRoutePage('/no/such/page');
    expect(loadRemoteMock).not.toHaveBeenCalled();
    loadRemoteMock.mockRejectedValue(new Error('remote down'));
    // No unhandled rejection: the slot shows the failure when it renders.
    preloadRoutePage('/merchant/merchant_street');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loadRemoteMock.mock.calls.map(([id]) => id)).toEqual(['merchantStreet/pages']);
  });
});
