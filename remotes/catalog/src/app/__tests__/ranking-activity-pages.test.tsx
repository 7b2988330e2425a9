import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, installFakeApi, ok, page, type FakeApi } from '@mall/remote-kit/testing';
import { renderRoute, resetBrowserState } from '../../testing/render-page';

let api: FakeApi;

const activityProduct = (id: number) => ({
  proId: id,
  proImage: '',
  image: `https://img.test/a${id}.png`,
  storeName: `Deal ${id}`,
  price: '5.00',
  otPrice: '8.00',
});

beforeEach(() => {
  resetBrowserState();
  window.scrollTo = jest.fn();
  api = installFakeApi();
});

describe('ranking page', () => {
  it('lists the leaderboard with rank numbers, each linking to its product', async () => {
    api.on('GET /api/front/product/leaderboard', [
      { id: 9, storeName: 'Top Kettle', image: 'https://img.test/k.png', price: '30.00', otPrice: '45.00', sales: 120 },
      { id: 4, storeName: 'Second Mug', image: 'https://img.test/m.png', price: '8.00', otPrice: null, sales: 80 },
    ]);
    renderRoute('/goods/top_one');
    expect(screen.getByRole('heading', { level: 1, name: 'Ranking list' })).toBeInTheDocument();
    const rows = await screen.findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['No. 1Top Kettle120 sold$30.00$45.00', 'No. 2Second Mug80 sold$8.00']);
    expect(within(rows[0]).getByRole('link')).toHaveAttribute('href', '/goods_detail/9');
  });

  it('says when nothing has been sold, and retries a failure', async () => {
    let answer = fail(500, 'Ranking unavailable');
    api.on('GET /api/front/product/leaderboard', () => answer);
    renderRoute('/goods/top_one');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ranking unavailable');
    answer = ok([]);
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Nothing has been sold yet' })).toBeInTheDocument();
  });
});

describe('activity list page', () => {
  beforeEach(() => {
    api.on('GET /api/pc/activity/detail/31', {
      id: 31,
      name: 'Autumn Picks',
      type: 1,
      banner: JSON.stringify(['https://img.test/ban1.png', 'https://img.test/ban2.png']),
      instruction: 'Prices already include the discount.',
    });
    api.on('GET /api/front/activity/list/31', ({ params }: { params: Record<string, unknown> }) =>
      ok(page(params.page === 2 ? [activityProduct(21)] : Array.from({ length: 10 }, (_, i) => activityProduct(i + 1)), 11)),
    );
  });

  it('shows the banners of the JSON string, the instructions and the products with a pager', async () => {
    const { location } = renderRoute('/goods/activity_list?id=31&type=1&name=Autumn%20Picks');
    expect(await screen.findByRole('heading', { level: 1, name: 'Autumn Picks' })).toBeInTheDocument();
    const banners = await screen.findByRole('list', { name: 'Activity pictures' });
    expect(
      within(banners)
        .getAllByRole('presentation')
        .map((img) => img.getAttribute('src')),
    ).toEqual(['https://img.test/ban1.png', 'https://img.test/ban2.png']);
    expect(screen.getByText('Prices already include the discount.')).toBeInTheDocument();
    const products = await screen.findByRole('region', { name: 'Products in this activity' });
    await waitFor(() => expect(within(products).getAllByRole('link')).toHaveLength(10));
    expect(within(products).getAllByRole('link')[0]).toHaveAttribute('href', '/goods_detail/1');
    expect(api.callsTo('GET /api/front/activity/list/31')[0].params).toEqual({ page: 1, limit: 10 });

    await userEvent.setup().click(within(products).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(location()).toBe('/goods/activity_list?id=31&type=1&name=Autumn+Picks&page=2'));
    await waitFor(() => expect(within(products).getAllByRole('link')).toHaveLength(1));
    expect(within(products).getByRole('link')).toHaveTextContent('Deal 21');
  });

  it('treats an unknown activity as not found', async () => {
    api.on('GET /api/pc/activity/detail/99', () => fail(404, 'Activity not found'));
    api.on('GET /api/front/activity/list/99', page([], 0));
    renderRoute('/goods/activity_list?id=99');
    expect(await screen.findByRole('heading', { level: 1, name: 'This page could not be found' })).toBeInTheDocument();
  });

  it('without an activity shows every activity, each with its products and a link to its list', async () => {
    api.on('GET /api/front/activity/index/list', [
      { id: 31, name: 'Autumn Picks', type: 1, productList: [activityProduct(1), activityProduct(2)] },
      { id: 32, name: 'Kitchen Week', type: 3, productList: [activityProduct(3)] },
      { id: 33, name: 'Sold Out Corner', type: 2, productList: [] },
    ]);
    const user = userEvent.setup();
    const { location } = renderRoute('/goods/activity_list');
    expect(screen.getByRole('heading', { level: 1, name: 'Activities' })).toBeInTheDocument();
    const autumn = await screen.findByRole('region', { name: 'Autumn Picks' });
    expect(within(autumn).getByText('Deal 1')).toBeInTheDocument();
    const kitchen = screen.getByRole('region', { name: 'Kitchen Week' });
    expect(within(kitchen).getByText('Deal 3')).toBeInTheDocument();
    // An activity without products is left out, as on the home page.
    expect(screen.queryByRole('region', { name: 'Sold Out Corner' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'This page could not be found' })).not.toBeInTheDocument();

    api.on('GET /api/pc/activity/detail/32', { id: 32, name: 'Kitchen Week', type: 3, banner: '[]', instruction: '' });
    api.on('GET /api/front/activity/list/32', page([activityProduct(3)], 1));
    await user.click(within(kitchen).getByRole('link', { name: 'View all products of Kitchen Week' }));
    await waitFor(() => expect(location()).toBe('/goods/activity_list?id=32&type=3&name=Kitchen+Week'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Kitchen Week' })).toBeInTheDocument();
  });

  it('without an activity says when there is none, and retries a failure', async () => {
    let answer = fail(500, 'Activities unavailable');
    api.on('GET /api/front/activity/index/list', () => answer);
    const user = userEvent.setup();
    renderRoute('/goods/activity_list');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Activities unavailable');
    answer = ok([]);
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No activities right now')).toBeInTheDocument();
  });
});
