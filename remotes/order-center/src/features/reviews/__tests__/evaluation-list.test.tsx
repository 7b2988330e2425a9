import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, installFakeApi, page, type FakeApi } from '@mall/remote-kit/testing';
import { renderRoute, resetBrowserState, signIn } from '../../../testing/render-page';
import { myReview, reviewableLine } from './review-fixtures';

let api: FakeApi;

beforeEach(() => {
  resetBrowserState();
  api = installFakeApi();
  signIn();
});

describe('/users/evaluation_list', () => {
  it('lists the lines to review with merchant, product, SKU, price and quantity, each with Evaluate', async () => {
    api.on(
      'GET /api/front/order/reply/list',
      page([reviewableLine(), reviewableLine({ id: 502, productName: 'Tea cup', sku: 'Blue', payNum: 1 })]),
    );
    renderRoute('/users/evaluation_list');

    const panel = await screen.findByRole('tabpanel', { name: 'To review' });
    const items = await within(panel).findAllByRole('listitem');
    const shirt = items.find((item) => item.textContent?.includes('Linen shirt'))!;
    expect(within(shirt).getByRole('link', { name: 'Sunny Shop' })).toHaveAttribute('href', '/merchant/merchant/home?id=3');
    expect(within(shirt).getByRole('link', { name: 'Linen shirt' })).toHaveAttribute('href', '/goods_detail/11');
    expect(shirt).toHaveTextContent('White,M');
    expect(shirt).toHaveTextContent('$25.00');
    expect(within(shirt).getByLabelText('Quantity 2')).toHaveTextContent('×2');
    expect(shirt).toHaveTextContent('Order SH100');
    expect(within(shirt).getByRole('link', { name: 'Evaluate Linen shirt' })).toHaveAttribute(
      'href',
      '/users/evaluation_confirm?orderInfoId=501',
    );
    expect(within(panel).getByRole('link', { name: 'Evaluate Tea cup' })).toHaveAttribute(
      'href',
      '/users/evaluation_confirm?orderInfoId=502',
    );
    expect(api.callsTo('GET /api/front/order/reply/list')[0].params).toEqual({ page: 1, limit: 10 });
  });

  it('pages the lines to review, the page in the URL', async () => {
    api.on('GET /api/front/order/reply/list', (call: { params: { page: number } }) => ({
      code: 200,
      message: 'ok',
      data: page([reviewableLine({ id: 500 + call.params.page, productName: `Item of page ${call.params.page}` })], 23),
    }));
    const { location } = renderRoute('/users/evaluation_list');
    await screen.findByText('Item of page 1');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Item of page 3')).toBeInTheDocument();
    expect(location()).toBe('/users/evaluation_list?page=3');
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows my reviews with both scores, text, pictures, date and the merchant’s reply', async () => {
    api.on(
      'GET /api/front/reply/my/list',
      page([
        myReview({ merchantReplyContent: 'Thanks for shopping with us!', merchantReplyTime: '2025-06-06 08:00:00' }),
        myReview({ id: 82, productName: 'Tea cup', star: 2, serviceStar: 3, comment: 'Chipped.', pics: [] }),
      ]),
    );
    const { location } = renderRoute('/users/evaluation_list');
    api.on('GET /api/front/order/reply/list', page([]));
    await userEvent.setup().click(await screen.findByRole('tab', { name: 'My reviews' }));
    expect(location()).toBe('/users/evaluation_list?tab=mine');

    const shirt = await screen.findByRole('article', { name: 'Linen shirt' });
    expect(within(shirt).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(within(shirt).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(shirt).toHaveTextContent('Soft and well cut.');
    expect(within(shirt).getByRole('img', { name: 'Review picture 1' })).toHaveAttribute('src', 'http://api.test/media/upload/a.png');
    const written = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(2025, 5, 5, 9, 30));
    expect(within(shirt).getByText(written)).toBeInTheDocument();
    const reply = within(shirt).getByRole('region', { name: 'Reply from Sunny Shop' });
    expect(reply).toHaveTextContent('Thanks for shopping with us!');

    const cup = screen.getByRole('article', { name: 'Tea cup' });
    expect(within(cup).getByRole('img', { name: 'Rated 2 out of 5' })).toBeInTheDocument();
    expect(within(cup).queryByRole('region')).not.toBeInTheDocument();
    expect(within(cup).queryByRole('img', { name: /Review picture/ })).not.toBeInTheDocument();
  });

  it('says so when nothing waits for a review and no review was written', async () => {
    api.on('GET /api/front/order/reply/list', page([]));
    api.on('GET /api/front/reply/my/list', page([]));
    renderRoute('/users/evaluation_list');
    expect(await screen.findByRole('heading', { name: 'Nothing to review' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'My reviews' }));
    expect(await screen.findByRole('heading', { name: 'No reviews yet' })).toBeInTheDocument();
  });

  it('explains a failed load and tries again', async () => {
    api.on('GET /api/front/order/reply/list', () => fail(500, 'The database is resting'));
    renderRoute('/users/evaluation_list');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The database is resting');
    api.on('GET /api/front/order/reply/list', page([reviewableLine()]));
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Evaluate Linen shirt' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});

describe('/users/evaluation_list on a backend without "my reviews" (the contract\'s family)', () => {
  it('keeps the pending list and says on the My reviews tab that it is not offered, without a retry', async () => {
    api.on('GET /api/front/order/reply/list', page([reviewableLine()]));
    api.notServed('GET /api/front/reply/my/list');
    const user = userEvent.setup();
    renderRoute('/users/evaluation_list');
    expect(await screen.findByRole('link', { name: 'Linen shirt' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'My reviews' }));
    expect(await screen.findByText('This feature is not available on this shop.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'To review' }));
    expect(await screen.findByRole('link', { name: 'Linen shirt' })).toBeInTheDocument();
  });
});
