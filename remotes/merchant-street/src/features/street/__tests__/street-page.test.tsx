import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { streetItem } from '../../../testing/data';
import { fail, installFakeApi, ok, page, type FakeApi } from '@mall/remote-kit/testing';
import { renderRoute, resetBrowserState } from '../../../testing/render-page';

const PATH = '/merchant/merchant_street';
let api: FakeApi;

/** 22 stores, 10 to a page, as the seeded API answers. */
function streetOf22() {
  api.on('GET /api/front/merchant/street', ({ params }: { params: Record<string, unknown> }) => {
    const pageNum = Number(params.page ?? 1);
    const ids = Array.from({ length: 22 }, (_, i) => i + 1).slice((pageNum - 1) * 10, pageNum * 10);
    return ok(
      page(
        ids.map((id) => streetItem(id, { isSelf: id === 1, starLevel: id === 1 ? 5 : 4 })),
        22,
        10,
        pageNum,
      ),
    );
  });
}

beforeEach(() => {
  resetBrowserState();
  // jsdom does not scroll; the page scrolls to the top on a page change.
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  api = installFakeApi();
  api.on('GET /api/pc/home/index', { shopStreetHeaderImag: 'https://img.test/street-from-api.svg', shopPayCurrency: '' });
});

describe('the shop street', () => {
  it('shows each store card with logo, name, rating, badge, three products and the way in', async () => {
    streetOf22();
    renderRoute(PATH);
    expect(screen.getByRole('heading', { level: 1, name: 'Shop street' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: /Store 1\b/ });
    expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent('Store 1Self-operated');
    expect(within(card).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    const products = within(card).getByRole('list', { name: 'Products of Store 1' });
    const links = within(products).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/goods_detail/101', '/goods_detail/102', '/goods_detail/103']);
    expect(links[0]).toHaveTextContent('Thing 1-1$19.90');
    expect(within(card).getByRole('link', { name: 'Enter shop: Store 1' })).toHaveAttribute(
      'href',
      '/merchant/merchant/home?id=1&menuCur=0',
    );

    const second = screen.getByRole('article', { name: /Store 2\b/ });
    expect(within(second).queryByText('Self-operated')).not.toBeInTheDocument();
    expect(within(second).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(10);
    expect(api.callsTo('GET /api/front/merchant/street')[0].params).toEqual({ page: 1, limit: 10 });
  });

  it('pages with a working pager (the original never showed one)', async () => {
    streetOf22();
    const user = userEvent.setup();
    const { location } = renderRoute(PATH);
    await screen.findByRole('article', { name: /Store 1\b/ });
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(
      within(pager)
        .getAllByRole('button', { name: /^Page \d$/ })
        .map((b) => b.textContent),
    ).toEqual(['1', '2', '3']);
    expect(within(pager).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(pager).getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('article', { name: /Store 11\b/ })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: /Store 1\b/ })).not.toBeInTheDocument();
    expect(location()).toBe('/merchant/merchant_street?page=2');
    expect(api.callsTo('GET /api/front/merchant/street').at(-1)!.params).toEqual({ page: 2, limit: 10 });

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('article', { name: /Store 21\b/ });
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('opens on the page named in the URL', async () => {
    streetOf22();
    renderRoute(`${PATH}?page=3`);
    await screen.findByRole('article', { name: /Store 22\b/ });
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  });

  it("takes the banner from the home data it asks of the API, never from the shell's storage", async () => {
    streetOf22();
    // The host caches its home data under its own key: the street must not depend on it.
    window.localStorage.setItem('homeDataPc', JSON.stringify({ shopStreetHeaderImag: 'https://img.test/street-cached.svg' }));
    renderRoute(PATH);
    expect(await screen.findByRole('img', { name: 'Shop street banner' })).toHaveAttribute('src', 'https://img.test/street-from-api.svg');
    expect(api.callsTo('GET /api/pc/home/index')).toHaveLength(1);
  });

  it('says what failed and retries', async () => {
    let answer = fail(500, 'System exception, please try again later');
    api.on('GET /api/front/merchant/street', () => answer);
    const user = userEvent.setup();
    renderRoute(PATH);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('This could not be loaded')).toBeInTheDocument();
    expect(within(alert).getByText('System exception, please try again later')).toBeInTheDocument();
    answer = ok(page([streetItem(7)], 1, 10));
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: /Store 7/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });
});
