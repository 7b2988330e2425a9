import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MerchantProductItem } from '@mall/contract';
import { merchantCategories, merchantTypes, storeInfo } from '../../../testing/data';
import { installFakeApi, ok, page, type FakeApi, type RecordedCall } from '@mall/remote-kit/testing';
import { renderRoute, resetBrowserState } from '../../../testing/render-page';

const URL = '/merchant/merchant/category?id=4&menuCur=1';
let api: FakeApi;

const product = (id: number, overrides: Partial<MerchantProductItem> = {}): MerchantProductItem => ({
  id,
  image: `https://img.test/p${id}.svg`,
  storeName: `Product ${id}`,
  price: '20.00',
  otPrice: '25.00',
  sales: 3,
  ficti: 4,
  unitName: 'piece',
  stock: 9,
  ...overrides,
});

const tree = [
  {
    id: 10,
    pid: 0,
    name: 'Kitchen',
    icon: '',
    level: 1,
    sort: 2,
    isShow: true,
    childList: [{ id: 11, pid: 10, name: 'Kettles', icon: '', level: 2, sort: 1, isShow: true, childList: [] }],
  },
  { id: 20, pid: 0, name: 'Dining', icon: '', level: 1, sort: 1, isShow: true, childList: [] },
];

const lastQuery = () => api.callsTo('GET /api/front/product/merchant/pro/list').at(-1)!.params;

beforeEach(() => {
  resetBrowserState();
  api = installFakeApi();
  api.on('GET /api/front/merchant/index/info/4', storeInfo(4));
  api.on('GET /api/front/merchant/all/type/list', merchantTypes);
  api.on('GET /api/front/merchant/all/category/list', merchantCategories);
  api.on('GET /api/front/product/merchant/4/category/list', tree);
  api.on('GET /api/front/product/merchant/pro/list', ({ params }: RecordedCall) =>
    params.keyword === 'none'
      ? ok(page([], 0))
      : ok(page([product(1), product(2, { otPrice: '0.00', price: '5.50' })], 45, 20, Number(params.page ?? 1))),
  );
});

describe('the store category tab', () => {
  it('lists the store’s categories with All first and the products with both prices', async () => {
    renderRoute(URL);
    const nav = await screen.findByRole('navigation', { name: 'Store categories' });
    expect(await within(nav).findByRole('button', { name: 'Kettles' })).toBeInTheDocument();
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All products', 'Kitchen', 'Kettles', 'Dining']);
    expect(within(nav).getByRole('button', { name: 'All products' })).toHaveAttribute('aria-current', 'true');
    const list = await screen.findByRole('list', { name: 'Products of this store' });
    const cards = within(list).getAllByRole('link');
    expect(cards[0]).toHaveAttribute('href', '/goods_detail/1');
    expect(cards[0]).toHaveTextContent('Product 1$20.00$25.007 sold');
    expect(within(cards[0]).getByText('$25.00').tagName).toBe('DEL');
    // No struck-through price when the former one is not higher.
    expect(cards[1]).toHaveTextContent('Product 2$5.507 sold');
    expect(lastQuery()).toEqual({ merId: 4, page: 1, limit: 20 });
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
  });

  it('filters by a category, its sub-categories included by the server', async () => {
    const user = userEvent.setup();
    const { location } = renderRoute(URL);
    const nav = await screen.findByRole('navigation', { name: 'Store categories' });
    await user.click(await within(nav).findByRole('button', { name: 'Kitchen' }));
    expect(within(nav).getByRole('button', { name: 'Kitchen' })).toHaveAttribute('aria-current', 'true');
    await screen.findByRole('list', { name: 'Products of this store' });
    expect(lastQuery()).toEqual({ merId: 4, cid: 10, page: 1, limit: 20 });
    expect(location()).toBe('/merchant/merchant/category?id=4&menuCur=1&cid=10');
  });

  it('cycles the sales sort most sold first → least sold first → off, and price cheapest first', async () => {
    const user = userEvent.setup();
    renderRoute(URL);
    await screen.findByRole('list', { name: 'Products of this store' });
    const sorts = screen.getByRole('group', { name: 'Sort products' });
    expect(within(sorts).getByRole('button', { name: 'Default' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(sorts).getByRole('button', { name: 'Sales' }));
    expect(within(sorts).getByRole('button', { name: 'Sort by Sales, descending' })).toHaveAttribute('aria-pressed', 'true');
    expect(lastQuery()).toMatchObject({ salesOrder: 'desc' });
    await user.click(within(sorts).getByRole('button', { name: 'Sort by Sales, descending' }));
    expect(lastQuery()).toMatchObject({ salesOrder: 'asc' });
    await user.click(within(sorts).getByRole('button', { name: 'Sort by Sales, ascending' }));
    expect(lastQuery()).toEqual({ merId: 4, page: 1, limit: 20 });
    expect(within(sorts).getByRole('button', { name: 'Default' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(sorts).getByRole('button', { name: 'Price' }));
    expect(lastQuery()).toEqual({ merId: 4, priceOrder: 'asc', page: 1, limit: 20 });
    await user.click(within(sorts).getByRole('button', { name: 'Sales' }));
    expect(lastQuery()).toEqual({ merId: 4, salesOrder: 'desc', page: 1, limit: 20 });
    await user.click(within(sorts).getByRole('button', { name: 'Default' }));
    expect(lastQuery()).toEqual({ merId: 4, page: 1, limit: 20 });
  });

  it('filters by a price range, checks it, and clears it', async () => {
    const user = userEvent.setup();
    const { location } = renderRoute(URL);
    await screen.findByRole('list', { name: 'Products of this store' });
    const form = screen.getByRole('form', { name: 'Price range' });
    await user.type(within(form).getByRole('textbox', { name: 'Lowest price' }), '80');
    await user.type(within(form).getByRole('textbox', { name: 'Highest price' }), '20');
    await user.click(within(form).getByRole('button', { name: 'Confirm' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('The lowest price must not be above the highest');

    await user.clear(within(form).getByRole('textbox', { name: 'Highest price' }));
    await user.type(within(form).getByRole('textbox', { name: 'Highest price' }), '1O0');
    await user.click(within(form).getByRole('button', { name: 'Confirm' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Enter an amount such as 25 or 19.90');

    await user.clear(within(form).getByRole('textbox', { name: 'Highest price' }));
    await user.type(within(form).getByRole('textbox', { name: 'Highest price' }), '120.5');
    await user.click(within(form).getByRole('button', { name: 'Confirm' }));
    expect(lastQuery()).toEqual({ merId: 4, minPrice: '80', maxPrice: '120.5', page: 1, limit: 20 });
    expect(location()).toBe('/merchant/merchant/category?id=4&menuCur=1&min=80&max=120.5');

    await user.click(within(form).getByRole('button', { name: 'Clear' }));
    expect(lastQuery()).toEqual({ merId: 4, page: 1, limit: 20 });
    expect(within(form).getByRole('textbox', { name: 'Lowest price' })).toHaveValue('');
  });

  it('searches within the store from the link’s ?search= and can show everything again', async () => {
    const user = userEvent.setup();
    renderRoute(`${URL}&search=none`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Results for “none” in this store' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No product matches' })).toBeInTheDocument();
    expect(lastQuery()).toEqual({ merId: 4, keyword: 'none', page: 1, limit: 20 });
    await user.click(screen.getByRole('button', { name: 'Show all products again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Store categories' })).toBeInTheDocument();
    expect(lastQuery()).toEqual({ merId: 4, page: 1, limit: 20 });
  });

  it('pages through the results', async () => {
    const user = userEvent.setup();
    renderRoute(`${URL}&sales=desc`);
    await screen.findByRole('list', { name: 'Products of this store' });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(lastQuery()).toEqual({ merId: 4, salesOrder: 'desc', page: 2, limit: 20 });
  });
});
