import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { merchantCategories, merchantTypes, storeInfo } from '../../../testing/data';
import { fail, installFakeApi, ok, page, type FakeApi } from '@mall/remote-kit/testing';
import { renderRoute, resetBrowserState } from '../../../testing/render-page';

let api: FakeApi;

beforeEach(() => {
  resetBrowserState();
  api = installFakeApi();
  api.on('GET /api/front/merchant/all/type/list', merchantTypes);
  api.on('GET /api/front/merchant/all/category/list', merchantCategories);
  api.on('GET /api/front/merchant/index/info/3', storeInfo(3, { name: 'Mall Select', isSelf: true, typeId: 2, starLevel: 5 }));
  api.on('GET /api/front/product/merchant/pro/list', page([], 0));
  api.on('GET /api/front/product/merchant/3/category/list', []);
});

describe('a store page', () => {
  it('shows the header: name, badges, type, rating, followers, contact and qualification link', async () => {
    renderRoute('/merchant/merchant/home?id=3&menuCur=0');
    const header = await screen.findByRole('region', { name: 'Mall Select' });
    expect(within(header).getByRole('heading', { level: 1, name: 'Mall Select' })).toBeInTheDocument();
    expect(within(header).getByText('Self-operated')).toBeInTheDocument();
    expect(await within(header).findByText('Specialty Store')).toBeInTheDocument();
    expect(within(header).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(within(header).getByText('13 followers')).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Customer service' })).toHaveAttribute('href', 'tel:+8675512345678');
    expect(within(header).getByRole('link', { name: 'Qualification' })).toHaveAttribute('href', '/merchant/merchant/qualification?id=3');
    expect(screen.getByRole('tab', { name: 'Home' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('region', { name: 'Store banner' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Mall Select, picture 1 of 2' })).toHaveAttribute('src', 'https://img.test/3-banner-1.svg');
  });

  it.each([
    ['H5', { href: 'https://help.store.test/chat', target: null }],
    ['message', { href: 'https://m.me/store', target: '_blank' }],
    ['email', { href: 'mailto:service@store.test', target: null }],
  ] as const)('opens the %s contact as the contract says', async (serviceType, expected) => {
    api.on('GET /api/front/merchant/index/info/3', storeInfo(3, { serviceType }));
    renderRoute('/merchant/merchant/home?id=3');
    const link = await screen.findByRole('link', { name: 'Customer service' });
    expect(link).toHaveAttribute('href', expected.href);
    expect(link.getAttribute('target')).toBe(expected.target);
  });

  it('moves between tabs and searches the store from the header', async () => {
    const user = userEvent.setup();
    const { location } = renderRoute('/merchant/merchant/home?id=3&menuCur=0');
    await user.click(await screen.findByRole('tab', { name: 'Coupons' }));
    expect(location()).toBe('/merchant/merchant/coupon?id=3&menuCur=2');
    expect(screen.getByRole('tab', { name: 'Coupons' })).toHaveAttribute('aria-selected', 'true');

    await user.type(screen.getByRole('searchbox', { name: 'Search this store' }), 'kettle');
    await user.click(screen.getByRole('button', { name: 'Search store' }));
    expect(location()).toBe('/merchant/merchant/category?id=3&menuCur=1&search=kettle');
    expect(await screen.findByRole('heading', { level: 2, name: 'Results for “kettle” in this store' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/front/product/merchant/pro/list').at(-1)!.params).toMatchObject({
      merId: 3,
      keyword: 'kettle',
      page: 1,
      limit: 20,
    });
  });

  it('opens the home tab for a bare store link', async () => {
    const { location } = renderRoute('/merchant/merchant?id=3');
    expect(await screen.findByRole('tab', { name: 'Home', selected: true })).toBeInTheDocument();
    expect(location()).toBe('/merchant/merchant/home?id=3');
  });

  it('says a switched-off store is not open, with the way home', async () => {
    api.on('GET /api/front/merchant/index/info/3', () => fail(500, 'The store is not open'));
    renderRoute('/merchant/merchant/home?id=3');
    expect(await screen.findByRole('heading', { name: 'This store is not open' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('says an unknown store or a link without an id does not exist', async () => {
    api.on('GET /api/front/merchant/index/info/404', () => fail(404, 'This store does not exist'));
    const unknown = renderRoute('/merchant/merchant/home?id=404');
    expect(await screen.findByRole('heading', { name: 'This store does not exist' })).toBeInTheDocument();
    unknown.unmount();

    renderRoute('/merchant/merchant/home?id=abc');
    expect(screen.getByRole('heading', { name: 'This store does not exist' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toBeInTheDocument();
  });

  it('offers a retry when the store could not be reached', async () => {
    let reachable = false;
    api.on('GET /api/front/merchant/index/info/3', () => (reachable ? ok(storeInfo(3)) : Promise.reject(new Error('offline'))));
    const user = userEvent.setup();
    renderRoute('/merchant/merchant/home?id=3');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('This could not be loaded')).toBeInTheDocument();
    expect(within(alert).getByText('The network is unavailable. Check your connection and try again.')).toBeInTheDocument();
    reachable = true;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Store 3' })).toBeInTheDocument();
  });
});
