import { act, screen, waitFor, within } from '@testing-library/react';
import { setLocale } from '@mall/i18n';
import userEvent from '@testing-library/user-event';
import { replyConfig, review } from '../../../testing/fixtures';
import { page, type FakeApi } from '@mall/remote-kit/testing';
import { jacketPageApi, renderRoute } from '../../../testing/render-page';

const BY_TYPE: Record<string, ReturnType<typeof review>[]> = {
  '0': [review(1, 5, 'Lovely and warm'), review(2, 1, 'Zip broke on day one')],
  '1': [review(1, 5, 'Lovely and warm', { pics: ['https://img.test/r1.png'], merchantReplyContent: 'Thank you!' })],
  '2': [],
  '3': [review(2, 1, 'Zip broke on day one', { sku: 'Blue,M' })],
};

let api: FakeApi;

beforeEach(() => {
  api = jacketPageApi();
  api.on('GET /api/front/merchant/all/type/list', []);
  api.on('GET /api/front/coupons', page([], 0));
  api.on('GET /api/front/product/reply/config/7', { ...replyConfig, sumCount: 45 });
  api.on('GET /api/front/product/reply/list/7', ({ params }: { params: Record<string, unknown> }) => {
    const list = BY_TYPE[String(params.type)];
    // The "all" tab has 45 reviews: a second page exists.
    const total = params.type === 0 ? 45 : list.length;
    const shown = params.type === 0 && params.page === 2 ? [review(30, 4, 'Second page review')] : list;
    return { code: 200, message: 'ok', data: page(shown, total) };
  });
});

const reviewTexts = () =>
  within(screen.getByRole('tabpanel'))
    .queryAllByRole('listitem')
    .filter((item) => item.querySelector('p'))
    .map((item) => item.querySelector('p')!.textContent);

const distribution = () =>
  within(screen.getByRole('list', { name: 'Reviews by rating' }))
    .getAllByRole('listitem')
    .map((item) =>
      Array.from(item.children)
        .map((part) => part.textContent)
        .filter(Boolean)
        .join(' '),
    );

describe('product reviews', () => {
  it('shows a product rated 4, 4, 3 and 2 as what it is: 3.3 out of 5, all four in 2–4 stars (not "0 % positive")', async () => {
    api.on('GET /api/front/product/reply/config/7', {
      sumCount: 4,
      goodCount: 0,
      inCount: 4,
      poorCount: 0,
      replyChance: '0.00',
      replyStar: 3,
      replyStarAverage: '3.3',
    });
    renderRoute('/goods_detail/7');
    expect(await screen.findByText('Average rating')).toBeInTheDocument();
    expect(document.querySelector('[data-average-rating]')).toHaveTextContent('3.3');
    expect(screen.getByText('out of 5')).toBeInTheDocument();
    expect(screen.getByText('4 reviews')).toBeInTheDocument();
    expect(distribution()).toEqual(['5 stars 0%', '2–4 stars 100%', '1 star 0%']);
    expect(screen.queryByText(/positive/i)).not.toBeInTheDocument();
  });

  it('shows the summary and filters by the all / good / average / bad tabs', async () => {
    renderRoute('/goods_detail/7');
    const user = userEvent.setup();
    const tabs = await screen.findByRole('tablist', { name: 'Filter reviews' });
    await waitFor(() => expect(reviewTexts()).toEqual(['Lovely and warm', 'Zip broke on day one']));
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['All (45)', 'Good (2)', 'Average (0)', 'Bad (1)']);
    expect(screen.getByText('45 reviews')).toBeInTheDocument();
    // A backend of the contract's family sends the rounded average only (replyStar 4).
    expect(document.querySelector('[data-average-rating]')).toHaveTextContent('4.0');
    expect(distribution()).toEqual(['5 stars 4%', '2–4 stars 0%', '1 star 2%']);

    await user.click(within(tabs).getByRole('tab', { name: 'Bad (1)' }));
    expect(within(tabs).getByRole('tab', { name: 'Bad (1)' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(reviewTexts()).toEqual(['Zip broke on day one']));
    expect(screen.getByText('Option: Blue,M')).toBeInTheDocument();
    expect(api.callsTo('GET /api/front/product/reply/list/7').at(-1)!.params).toEqual({ type: 3, page: 1, limit: 20 });

    await user.click(within(tabs).getByRole('tab', { name: 'Good (2)' }));
    await waitFor(() => expect(reviewTexts()).toEqual(['Lovely and warm']));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('img', { name: 'Review picture 1' })).toHaveAttribute('src', 'https://img.test/r1.png');
    expect(within(panel).getByText('Seller reply')).toBeInTheDocument();
    expect(within(panel).getByText('Thank you!')).toBeInTheDocument();

    await user.click(within(tabs).getByRole('tab', { name: 'Average (0)' }));
    expect(await within(screen.getByRole('tabpanel')).findByRole('heading', { name: 'No reviews here yet' })).toBeInTheDocument();
  });

  it('pages through a tab with the pager', async () => {
    renderRoute('/goods_detail/7');
    const user = userEvent.setup();
    await waitFor(() => expect(reviewTexts()).toEqual(['Lovely and warm', 'Zip broke on day one']));
    const pager = within(screen.getByRole('tabpanel')).getByRole('navigation', { name: 'Pagination' });
    expect(
      within(pager)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Previous', '1', '2', '3', 'Next']);
    await user.click(within(pager).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(reviewTexts()).toEqual(['Second page review']));
    expect(api.callsTo('GET /api/front/product/reply/list/7').at(-1)!.params).toEqual({ type: 0, page: 2, limit: 20 });
    expect(within(screen.getByRole('tabpanel')).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('a guest’s review', () => {
  it('names the guest in the shopper’s language and a shopper by their nickname', async () => {
    api.on(
      'GET /api/front/product/reply/list/7',
      page(
        [review(1, 5, 'Lovely and warm', { nickname: 'Guest-f0f57fdc', pics: ['https://img.test/r1.png'] }), review(2, 4, 'Warm enough')],
        2,
      ),
    );
    act(() => setLocale('th'));
    try {
      renderRoute('/goods_detail/7');
      expect(await screen.findByText('ผู้เยี่ยมชม f0f57fdc')).toBeInTheDocument();
      expect(screen.getByText('Shopper 2')).toBeInTheDocument();
      expect(screen.queryByText(/Guest-/)).not.toBeInTheDocument();
    } finally {
      act(() => setLocale('en'));
    }
  });
});
