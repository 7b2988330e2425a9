import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, ok, page, type FakeApi } from '@mall/remote-kit/testing';
import { refundItem } from '../../../testing/order-fixtures';
import { renderRoute, resetBrowserState, signIn } from '../../../testing/render-page';

let api: FakeApi;

beforeEach(() => {
  resetBrowserState();
  signIn();
  api = installFakeApi();
});

const card = (no: string) => screen.findByRole('article', { name: `Refund ${no}` });

describe('Refund list', () => {
  it('shows each refund with its shop, goods, amount and state, linking to its detail', async () => {
    api.on(
      'GET /api/front/order/refund/list',
      page([
        refundItem({ refundOrderNo: 'RE1', refundStatus: 0 }),
        refundItem({ refundOrderNo: 'RE2', refundStatus: 1, refundPrice: '12.00', totalNum: 1 }),
        refundItem({ refundOrderNo: 'RE3', refundStatus: 2 }),
        refundItem({ refundOrderNo: 'RE4', refundStatus: 3 }),
      ]),
    );
    renderRoute('/users/refund_list?menuCur=222');
    const first = await card('RE1');
    expect(within(first).getByRole('link', { name: 'Sunny Shop' })).toBeInTheDocument();
    expect(within(first).getByText('Linen shirt')).toBeInTheDocument();
    expect(within(first).getByText('2 items, refund')).toBeInTheDocument();
    expect(within(first).getByText('$36.00')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'View details of refund RE1' })).toHaveAttribute(
      'href',
      '/order/refund_detail?orderNo=RE1',
    );
    // A refund the merchant has not answered (0) reads "Under review", as its detail says the merchant is reviewing
    // it; an accepted one (2) "Refunding" (the original read "refunding" for both).
    expect(within(first).getByText('Under review')).toBeInTheDocument();
    expect(within(await card('RE2')).getByText('Rejected')).toBeInTheDocument();
    expect(within(await card('RE2')).getByText('1 item, refund')).toBeInTheDocument();
    expect(within(await card('RE3')).getByText('Refunding')).toBeInTheDocument();
    expect(within(await card('RE4')).getByText('Refunded')).toBeInTheDocument();
    expect(api.callsTo('GET /api/front/order/refund/list')[0].params).toEqual({ page: 1, limit: 10 });
  });

  it('pages with the page in the URL', async () => {
    api.on('GET /api/front/order/refund/list', (call: { params: Record<string, unknown> }) =>
      ok(page([refundItem({ refundOrderNo: `RE-P${String(call.params.page)}` })], 12)),
    );
    const user = userEvent.setup();
    const view = renderRoute('/users/refund_list');
    await card('RE-P1');
    await user.click(within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('button', { name: 'Next' }));
    await card('RE-P2');
    expect(view.location()).toBe('/users/refund_list?page=2');
  });

  it('has an empty state leading to the orders', async () => {
    api.on('GET /api/front/order/refund/list', page([]));
    renderRoute('/users/refund_list');
    expect(await screen.findByRole('heading', { name: 'No refund requests' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my orders' })).toHaveAttribute('href', '/users/order_list?orderStatus=3');
  });
});
