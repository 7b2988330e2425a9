import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CollectedProduct, FollowedMerchant } from '@mall/contract';
import { fail, installFakeApi, ok, page, type FakeApi, type RecordedCall } from '@mall/remote-kit/testing';
import { renderRoute, resetBrowserState, signIn } from '../../../testing/render-page';

let api: FakeApi;

const product = (productId: number, overrides: Partial<CollectedProduct> = {}): CollectedProduct => ({
  id: productId + 100,
  productId,
  createTime: '2025-06-01 10:00:00',
  storeName: `Product ${productId}`,
  image: `http://api.test/media/p${productId}.png`,
  price: '19.90',
  stock: 5,
  isShow: true,
  ...overrides,
});

const store = (merId: number, merName: string): FollowedMerchant => ({
  uid: 9,
  merId,
  merName,
  merAvatar: `http://api.test/media/m${merId}.png`,
  createTime: '2025-06-01 10:00:00',
});

beforeEach(() => {
  resetBrowserState();
  api = installFakeApi();
  signIn();
});

describe('/users/collection_list', () => {
  it('lists favourite products with picture, name, price and a link to each; Remove takes one out', async () => {
    let favourites = [product(11), product(12, { stock: 0 }), product(13, { isShow: false })];
    api.on('GET /api/front/collect/product/list', () => ok(page(favourites)));
    const user = userEvent.setup();
    renderRoute('/users/collection_list');

    const first = (await screen.findByRole('link', { name: 'Product 11' })).closest('article')!;
    expect(within(first).getByRole('link', { name: 'Product 11' })).toHaveAttribute('href', '/goods_detail/11');
    expect(first.querySelector('img')).toHaveAttribute('src', 'http://api.test/media/p11.png');
    expect(first).toHaveTextContent('$19.90');
    expect(screen.getByRole('link', { name: 'Product 12' }).closest('article')).toHaveTextContent('Sold out');
    expect(screen.getByRole('link', { name: 'Product 13' }).closest('article')).toHaveTextContent('No longer on sale');
    expect(api.callsTo('GET /api/front/collect/product/list')[0].params).toEqual({ page: 1, limit: 12 });

    api.on('POST /api/front/collect/cancel/11', () => {
      favourites = favourites.filter((item) => item.productId !== 11);
      return ok(null, 'Removed');
    });
    await user.click(screen.getByRole('button', { name: 'Remove Product 11 from favourites' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Product 11' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Product 12' })).toBeInTheDocument();
  });

  it('pages the favourites, the page in the URL, and goes back a page when the last item of a page goes', async () => {
    let total = 13;
    api.on('GET /api/front/collect/product/list', (call: RecordedCall) => {
      const current = Number(call.params.page);
      const list = current === 1 ? [product(1)] : total > 12 ? [product(13)] : [];
      return ok(page(list, total, 12));
    });
    api.on('POST /api/front/collect/cancel/13', () => {
      total = 12;
      return ok(null);
    });
    const user = userEvent.setup();
    const { location } = renderRoute('/users/collection_list');
    await screen.findByRole('link', { name: 'Product 1' });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('link', { name: 'Product 13' })).toBeInTheDocument();
    expect(location()).toBe('/users/collection_list?page=2');

    await user.click(screen.getByRole('button', { name: 'Remove Product 13 from favourites' }));
    await waitFor(() => expect(location()).toBe('/users/collection_list'));
    expect(await screen.findByRole('link', { name: 'Product 1' })).toBeInTheDocument();
  });

  it('lists followed stores with Enter shop and Unfollow', async () => {
    let stores = [store(3, 'Sunny Shop'), store(4, 'Moon Mart')];
    api.on('GET /api/front/collect/product/list', page([]));
    api.on('GET /api/front/collect/merchant/list', () => ok(page(stores)));
    const user = userEvent.setup();
    const { location } = renderRoute('/users/collection_list');
    await user.click(await screen.findByRole('tab', { name: 'Followed stores' }));
    expect(location()).toBe('/users/collection_list?tab=stores');

    expect(await screen.findByRole('link', { name: 'Enter Sunny Shop' })).toHaveAttribute('href', '/merchant/merchant/home?id=3');
    expect(screen.getByRole('heading', { name: 'Moon Mart' }).closest('article')?.querySelector('img')).toHaveAttribute(
      'src',
      'http://api.test/media/m4.png',
    );
    api.on('POST /api/front/collect/cancel/merchant/3', () => {
      stores = stores.filter((item) => item.merId !== 3);
      return ok(null);
    });
    await user.click(screen.getByRole('button', { name: 'Unfollow Sunny Shop' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Sunny Shop' })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Moon Mart' })).toBeInTheDocument();
  });

  it('says what to do when nothing is collected or followed', async () => {
    api.on('GET /api/front/collect/product/list', page([]));
    api.on('GET /api/front/collect/merchant/list', page([]));
    const user = userEvent.setup();
    renderRoute('/users/collection_list');
    expect(await screen.findByRole('heading', { name: 'No favourite products yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go shopping' })).toHaveAttribute('href', '/');
    await user.click(screen.getByRole('tab', { name: 'Followed stores' }));
    expect(await screen.findByRole('heading', { name: 'You follow no store yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Visit the shop street' })).toHaveAttribute('href', '/merchant/merchant_street');
  });

  it('explains a failed load', async () => {
    api.on('GET /api/front/collect/product/list', () => fail(500, 'Favourites are resting'));
    renderRoute('/users/collection_list');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Favourites are resting');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
