import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { productCard, streetMerchant } from '../../testing/fixtures';
import { fail, installFakeApi, page, type FakeApi } from '@mall/remote-kit/testing';
import { renderRoute, resetBrowserState } from '../../testing/render-page';

const merchants = [streetMerchant(1, 'Jacket World', { isSelf: true, starLevel: 5 }), streetMerchant(2, 'Coat Corner')];

let api: FakeApi;

beforeEach(() => {
  resetBrowserState();
  window.scrollTo = jest.fn();
  api = installFakeApi();
  api.on('GET /api/front/product/list', ({ params }: { params: Record<string, unknown> }) => {
    const p = Number(params.page);
    const list = p === 2 ? [productCard(21, '3.00'), productCard(22, '4.00')] : [productCard(1, '1.00'), productCard(2, '2.00')];
    return { code: 200, message: 'ok', data: page(list, 22) };
  });
  api.on('GET /api/front/merchant/search/list', page(merchants, 5));
});

const lastSearch = () => api.callsTo('GET /api/front/product/list').at(-1)!.params;

describe('search page', () => {
  it('searches the title and category of the URL, with the count and matching merchants', async () => {
    renderRoute('/goods/goods_search?title=jacket&cid=');
    expect(await screen.findByText('22 products found')).toHaveAttribute('role', 'status');
    expect(screen.getByText('Results for “jacket”')).toBeInTheDocument();
    expect(lastSearch()).toEqual({ keyword: 'jacket', page: 1, limit: 20 });
    const results = screen.getByRole('list', { name: 'Products' });
    expect(
      within(results)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/goods_detail/1', '/goods_detail/2']);
    expect(within(results).getAllByRole('listitem')[0]).toHaveTextContent('Product 1$1.005 sold');

    // The original read a non-existent `count`; the link counts the merchants from `total`.
    expect(api.callsTo('GET /api/front/merchant/search/list')[0].params).toEqual({ keywords: 'jacket', page: 1, limit: 2 });
    const shops = screen.getByRole('region', { name: 'Shops' });
    expect(within(shops).getByRole('link', { name: 'More merchants (5)' })).toHaveAttribute('href', '/merchant/merchant_more?title=jacket');
    expect(within(shops).getByRole('link', { name: 'Enter the shop Jacket World' })).toHaveAttribute(
      'href',
      '/merchant/merchant/home?id=1',
    );
  });

  it('pages a long list only as far as the shop lets it, and says why on the last reachable page', async () => {
    // A category of 100,000 products: the API pages through the first 10,000 (500 pages of 20), its total exact.
    api.on('GET /api/front/product/list', { ...page([productCard(1, '1.00')], 100000, 20, 500), pages: 500 });
    renderRoute('/goods/goods_search?title=&cid=12&page=500');
    expect(await screen.findByText('100,000 products found')).toHaveAttribute('role', 'status');
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getByRole('button', { name: 'Page 500' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).queryByRole('button', { name: 'Page 5000' })).toBeNull();
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('note')).toHaveTextContent(
      'Only the first 10,000 products can be browsed. Narrow the list with a category, a price range or other words.',
    );
  });

  it('says "more than" when the shop counted a search only up to its limit, and no note before the last page', async () => {
    api.on('GET /api/front/product/list', { ...page([productCard(1, '1.00')], 10000, 20, 1), pages: 500, totalRelation: 'gte' });
    renderRoute('/goods/goods_search?title=shirt&cid=');
    expect(await screen.findByText('More than 10,000 products found')).toHaveAttribute('role', 'status');
    expect(within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('button', { name: 'Page 500' })).toBeInTheDocument();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('loads the first row of result pictures at once and first (they are in view) and the rest lazily', async () => {
    const list = Array.from({ length: 7 }, (_, i) => productCard(i + 1, '1.00'));
    api.on('GET /api/front/product/list', page(list, 7));
    renderRoute('/goods/goods_search?title=&cid=');
    const results = await screen.findByRole('list', { name: 'Products' });
    // The cards below the first row are drawn in a transition right after it (in their held places).
    await waitFor(() => expect(within(results).getAllByRole('presentation')).toHaveLength(7));
    const pictures = within(results).getAllByRole('presentation');
    expect(pictures.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager', 'eager', 'eager', 'lazy', 'lazy']);
    // At high priority: one of them is the page's largest paint (and the server's first screen hands over to them).
    expect(pictures.map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', 'high', 'high', 'high', 'high', null, null]);
    expect(pictures[0]).toHaveAttribute('width', '400');
  });

  it('sends the category and writes sort, price range and page into the URL', async () => {
    const { location } = renderRoute('/goods/goods_search?title=&cid=12');
    const user = userEvent.setup();
    await screen.findByText('22 products found');
    expect(lastSearch()).toMatchObject({ cid: 12, page: 1 });
    expect(api.callsTo('GET /api/front/merchant/search/list')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: /^Price/ }));
    await waitFor(() => expect(location()).toBe('/goods/goods_search?title=&cid=12&priceOrder=asc'));
    await waitFor(() => expect(lastSearch()).toMatchObject({ cid: 12, priceOrder: 'asc', page: 1 }));

    await user.type(screen.getByRole('textbox', { name: 'Minimum price' }), '2');
    await user.type(screen.getByRole('textbox', { name: 'Maximum price' }), '30');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(location()).toBe('/goods/goods_search?title=&cid=12&minPrice=2&maxPrice=30&priceOrder=asc'));
    await waitFor(() => expect(lastSearch()).toMatchObject({ minPrice: 2, maxPrice: 30, priceOrder: 'asc' }));
  });

  it('names the category it shows with its parents, each parent opening its own results', async () => {
    api.on('GET /api/front/product/category', [
      {
        id: 3,
        pid: 0,
        name: 'Electronics',
        icon: '',
        level: 1,
        sort: 1,
        isShow: true,
        childList: [{ id: 12, pid: 3, name: 'Phones', icon: '', level: 2, sort: 1, isShow: true, childList: null }],
      },
    ]);
    renderRoute('/goods/goods_search?title=&cid=12');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Electronics › Phones' });
    expect(within(heading).getByRole('link', { name: 'Electronics' })).toHaveAttribute('href', '/goods/goods_search?cid=3&title=');
    expect(within(heading).queryByRole('link', { name: 'Phones' })).not.toBeInTheDocument();
  });

  it('keeps the generic title for a category the tree does not have', async () => {
    api.on('GET /api/front/product/category', []);
    renderRoute('/goods/goods_search?title=&cid=99');
    await screen.findByText('22 products found');
    await waitFor(() => expect(api.callsTo('GET /api/front/product/category')).toHaveLength(1));
    expect(screen.getByRole('heading', { level: 1, name: 'Search results' })).toBeInTheDocument();
  });

  it('pages through the results with the pager over total', async () => {
    const { location } = renderRoute('/goods/goods_search?title=jacket&cid=');
    const user = userEvent.setup();
    await screen.findByText('22 products found');
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(pager).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(location()).toBe('/goods/goods_search?title=jacket&cid=&page=2'));
    expect(await screen.findByText('Product 21')).toBeInTheDocument();
    expect(lastSearch()).toMatchObject({ page: 2 });
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    // A new sort starts again from page 1; Sales starts with the most sold.
    await user.click(screen.getByRole('button', { name: /^Sales/ }));
    await waitFor(() => expect(location()).toBe('/goods/goods_search?title=jacket&cid=&salesOrder=desc'));
    await waitFor(() => expect(lastSearch()).toMatchObject({ keyword: 'jacket', salesOrder: 'desc', page: 1 }));
    expect(screen.getByRole('button', { name: 'Sales (descending)' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says so when nothing matches', async () => {
    api.on('GET /api/front/product/list', page([], 0));
    api.on('GET /api/front/merchant/search/list', page([], 0));
    renderRoute('/goods/goods_search?title=zzz&cid=');
    expect(await screen.findByRole('heading', { name: 'No products match your search' })).toBeInTheDocument();
    expect(screen.getByText('No products found')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('region', { name: 'Shops' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('explains a failure and retries', async () => {
    let failing = true;
    api.on('GET /api/front/product/list', () =>
      failing ? fail(500, 'Search is resting') : { code: 200, message: 'ok', data: page([productCard(5)], 1) },
    );
    renderRoute('/goods/goods_search?title=tea&cid=');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This could not be loaded');
    expect(alert).toHaveTextContent('Search is resting');
    failing = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Product 5')).toBeInTheDocument();
  });
});
