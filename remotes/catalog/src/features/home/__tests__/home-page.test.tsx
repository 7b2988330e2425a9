import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROUTES } from '@mall/routes';
import { productCard, streetMerchant } from '../../../testing/fixtures';
import { fail, installFakeApi, ok, page, type FakeApi } from '@mall/remote-kit/testing';
import { renderRoute, resetBrowserState } from '../../../testing/render-page';
import { installIntersectionObserver } from './intersection-observer-fake';

const home = {
  banner: [
    { id: 1, pic: 'https://img.test/b1.png' },
    { id: 2, pic: 'https://img.test/b2.png' },
  ],
  logoUrl: '',
  shopPayCurrency: '',
  recommendImage: 'https://img.test/tall.png',
  bastBanner: [],
  consumerType: 'hotline',
  consumerHotline: '',
  consumerH5Url: '',
  consumerMessage: '',
  consumerEmail: '',
  shopStreetHeaderImag: '',
};

const activityProduct = (id: number) => ({
  proId: id,
  proImage: `https://img.test/a${id}-big.png`,
  image: `https://img.test/a${id}.png`,
  storeName: `Deal ${id}`,
  price: '5.00',
  otPrice: '8.00',
});

const activities = [
  { id: 31, name: 'Autumn Picks', type: 1, productList: [1, 2, 3, 4, 5].map(activityProduct) },
  { id: 32, name: 'Flash Deals', type: 2, productList: [6, 7, 8].map(activityProduct) },
  { id: 33, name: 'New Arrivals', type: 3, productList: [9, 10].map(activityProduct) },
];

const leaderboard = [1, 2, 3, 4].map((id) => ({
  id: 100 + id,
  storeName: `Best ${id}`,
  image: `https://img.test/best${id}.png`,
  price: '9.00',
  otPrice: null,
  sales: 50 - id,
}));
const street = Array.from({ length: 8 }, (_, i) => streetMerchant(200 + i, `Shop ${i + 1}`, { avatar: `https://img.test/s${i}.png` }));

/** 30 products in pages of 13. */
const recommendPage = (p: number) => {
  const ids = Array.from({ length: 30 }, (_, i) => i + 1).slice((p - 1) * 13, p * 13);
  return page(
    ids.map((id) => productCard(id)),
    30,
  );
};

let api: FakeApi;
let observer: ReturnType<typeof installIntersectionObserver>;

beforeEach(() => {
  resetBrowserState();
  observer = installIntersectionObserver();
  api = installFakeApi();
  api.on('GET /api/pc/home/index', home);
  api.on('GET /api/front/activity/index/list', activities);
  api.on('GET /api/front/product/leaderboard', leaderboard);
  api.on('GET /api/front/merchant/street', page(street, 8));
  api.on('GET /api/front/index/product', ({ params }: { params: Record<string, unknown> }) => ok(recommendPage(Number(params.page))));
});

describe('home page', () => {
  it('shows the banner, the activity blocks with the first above the fold, best sellers and shop logos', async () => {
    renderRoute('/');
    const carousel = await screen.findByRole('region', { name: 'Featured' });
    expect(
      within(carousel)
        .getAllByRole('group', { hidden: true })
        .map((slide) => slide.getAttribute('aria-label')),
    ).toEqual(['Slide 1 of 2', 'Slide 2 of 2']);

    await waitFor(() => expect(screen.getByRole('region', { name: 'Top sellers' })).toBeInTheDocument());
    const order = screen
      .getAllByRole('region')
      .map((region) => region.getAttribute('aria-labelledby') ?? region.getAttribute('aria-label'));
    expect(order.indexOf('activity-31')).toBeLessThan(order.indexOf('ranking-preview-title'));
    expect(order.indexOf('ranking-preview-title')).toBeLessThan(order.indexOf('activity-32'));

    const autumn = screen.getByRole('region', { name: 'Autumn Picks' });
    expect(within(autumn).getByRole('link', { name: 'View all products of Autumn Picks' })).toHaveAttribute(
      'href',
      '/goods/activity_list?id=31&type=1&name=Autumn+Picks',
    );
    // Type 1 shows four at a time and scrolls on.
    expect(within(autumn).getAllByRole('listitem')).toHaveLength(4);
    await userEvent.setup().click(within(autumn).getByRole('button', { name: 'Next products' }));
    expect(
      within(autumn)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Deal 2$5.00$8.00', 'Deal 3$5.00$8.00', 'Deal 4$5.00$8.00', 'Deal 5$5.00$8.00']);
    expect(within(autumn).getByRole('button', { name: 'Next products' })).toBeDisabled();
    expect(within(autumn).getByRole('link', { name: /Deal 5/ })).toHaveAttribute('href', '/goods_detail/5');

    // The blocks below the first screen: their headings at once, their products as they near the window.
    const flash = screen.getByRole('region', { name: 'Flash Deals' });
    expect(within(flash).queryByRole('listitem')).not.toBeInTheDocument();
    act(() => observer.reveal());
    expect(within(flash).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('region', { name: 'New Arrivals' })).toHaveAttribute('data-activity-type', '3');

    const top = screen.getByRole('region', { name: 'Top sellers' });
    expect(within(top).getAllByRole('listitem')).toHaveLength(3);
    expect(within(top).getByRole('link', { name: 'Full ranking' })).toHaveAttribute('href', '/goods/top_one');
    expect(within(top).getAllByRole('listitem')[0]).toHaveTextContent('No. 1Best 1$9.0049 sold');

    const shops = screen.getByRole('region', { name: 'Featured shops' });
    const logos = within(shops).getAllByRole('listitem');
    expect(logos).toHaveLength(6);
    expect(within(logos[0]).getByRole('link', { name: 'Shop 1' })).toHaveAttribute('href', '/merchant/merchant/home?id=200');
    expect(api.callsTo('GET /api/front/merchant/street')[0].params).toEqual({ page: 1, limit: 20 });
  });

  it("asks for its first reads exactly as the host's server preloads them (the route table's data for home)", async () => {
    renderRoute('/');
    await screen.findByRole('region', { name: 'Featured' });
    const preloaded = ROUTES.find((route) => route.page === 'home')?.data ?? [];
    expect(preloaded).not.toHaveLength(0);
    // The URL the browser asks for: the path and the query in the order the call gives it (a preload is taken only
    // by a request for the same URL; any other is a second download).
    const asked = () =>
      api.calls.map((call) => {
        const query = new URLSearchParams(Object.entries(call.params).map(([name, value]) => [name, String(value)])).toString();
        return `${call.method} ${call.url}${query ? `?${query}` : ''}`;
      });
    await waitFor(() => expect(asked()).toEqual(expect.arrayContaining(preloaded.map((read) => `GET ${read}`))));
  });

  it('lists eight products beside the tall picture, the rest below, and appends pages while scrolling until total', async () => {
    renderRoute('/');
    await screen.findByRole('heading', { name: 'You may also like' });
    await waitFor(() => expect(api.callsTo('GET /api/front/index/product')).toHaveLength(1));
    expect(api.callsTo('GET /api/front/index/product')[0].params).toEqual({ page: 1, limit: 13 });
    expect(screen.queryByText('You have seen all products')).not.toBeInTheDocument();

    // The cards render as the list nears the window (and the next page is asked for when its end does).
    act(() => observer.reveal());
    const first = screen.getByRole('list', { name: 'Recommended for you' });
    expect(within(first).getAllByRole('listitem')).toHaveLength(8);
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'More products' })).getAllByRole('listitem')).toHaveLength(18));
    // The sentinel is still in view after the page landed: the next page follows without another event.
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'More products' })).getAllByRole('listitem')).toHaveLength(22));
    expect(api.callsTo('GET /api/front/index/product').map((call) => call.params.page)).toEqual([1, 2, 3]);
    expect(screen.getByText('You have seen all products')).toBeInTheDocument();
    act(() => observer.reveal());
    expect(api.callsTo('GET /api/front/index/product')).toHaveLength(3);
  });

  it('draws the products below the first screen only as they near the window: no picture is fetched before', async () => {
    renderRoute('/');
    const flash = await screen.findByRole('region', { name: 'Flash Deals' });
    await screen.findByRole('heading', { name: 'You may also like' });
    const arrivals = screen.getByRole('region', { name: 'New Arrivals' });
    const recommend = screen.getByRole('region', { name: 'You may also like' });
    // The first block, in the first screen, is whole; the others hold empty places: no link, no picture.
    expect(within(screen.getByRole('region', { name: 'Autumn Picks' })).getAllByRole('link', { name: /^Deal \d/ })).toHaveLength(4);
    for (const region of [flash, arrivals, recommend]) {
      expect(within(region).queryByRole('link', { name: /^(Deal|Product) \d/ })).not.toBeInTheDocument();
      expect(region.querySelector('img')).toBeNull();
    }
    expect(document.querySelector('img[src="https://img.test/a6-big.png"]')).toBeNull();

    act(() => observer.reveal());
    expect(within(flash).getByRole('link', { name: /Deal 6/ })).toHaveAttribute('href', '/goods_detail/6');
    expect(flash.querySelector('img[src="https://img.test/a6-big.png"]')).not.toBeNull();
    expect(within(arrivals).getAllByRole('link', { name: /^Deal \d/ })).toHaveLength(2);
    expect(within(recommend).getAllByRole('listitem').length).toBeGreaterThanOrEqual(13);
    // Once drawn they stay, also when the window scrolls away again.
    act(() => observer.hide());
    expect(within(flash).getAllByRole('listitem')).toHaveLength(3);
  });

  it('keeps a failed block to itself, with a retry', async () => {
    let rankingDown = true;
    api.on('GET /api/front/product/leaderboard', () => (rankingDown ? fail(500, 'Ranking is being rebuilt') : ok(leaderboard)));
    renderRoute('/');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ranking is being rebuilt');
    expect(screen.getByRole('region', { name: 'Featured shops' })).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    rankingDown = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Top sellers' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
