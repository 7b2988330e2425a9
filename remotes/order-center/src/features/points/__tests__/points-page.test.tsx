import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { bus } from '@mall/event-bus';
import type { PointsRecord } from '@mall/contract';
import { fail, installFakeApi, ok, page, type FakeApi, type RecordedCall } from '@mall/remote-kit/testing';
import { renderRoute, resetBrowserState, signIn } from '../../../testing/render-page';

let api: FakeApi;

const record = (id: number, overrides: Partial<PointsRecord> = {}): PointsRecord => ({
  id,
  linkId: 'SH100',
  type: 1,
  title: 'order_paid_gain',
  integral: 55,
  balance: 1255,
  createTime: '2025-06-01 10:05:00',
  ...overrides,
});

beforeEach(() => {
  resetBrowserState();
  api = installFakeApi();
  signIn();
  api.on('GET /api/front/integral/user', { integral: 1255, totalIntegral: 3400, consumption: '1234.50', frozenIntegral: 100 });
});

const figure = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe('/users/user_integral', () => {
  it('shows the four figures: current, total earned, cumulative spend in money, frozen', async () => {
    api.on('GET /api/front/integral/list', page([]));
    renderRoute('/users/user_integral');
    expect(await screen.findByText('Current points')).toBeInTheDocument();
    expect(figure('Current points')).toBe('1,255');
    expect(figure('Total earned')).toBe('3,400');
    expect(figure('Cumulative spend')).toBe('$1,234.50');
    expect(figure('Frozen points')).toBe('100');
  });

  it('lists the records with their translated title, ± points, balance, time and order', async () => {
    api.on(
      'GET /api/front/integral/list',
      page([
        record(1),
        record(2, { type: 2, title: 'order_spend', integral: 300, balance: 1200, linkId: 'PT100' }),
        record(3, { title: 'order_cancel_refund', integral: 300, balance: 1500, linkId: 'PT99' }),
        record(4, { type: 2, title: 'order_refund_deduct', integral: 20, balance: 1480 }),
        record(5, { title: 'order_refund_return', integral: 40, balance: 1520 }),
        record(6, { title: 'campaign_bonus', integral: 5, balance: 1525, linkId: '' }),
      ]),
    );
    renderRoute('/users/user_integral');
    const table = await screen.findByRole('table', { name: 'Points records' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows.map((cells) => [cells[0], cells[1], cells[2], cells[4]])).toEqual([
      ['Earned with an order', '+55', '1,255', 'SH100'],
      ['Used on an order', '−300', '1,200', 'PT100'],
      ['Returned: order cancelled', '+300', '1,500', 'PT99'],
      ['Deducted: order refunded', '−20', '1,480', 'SH100'],
      ['Returned: order refunded', '+40', '1,520', 'SH100'],
      ['Points change', '+5', '1,525', ''],
    ]);
    expect(within(table).getByRole('link', { name: 'PT100' })).toHaveAttribute('href', '/order/order_detail?orderNo=PT100');
    expect(api.callsTo('GET /api/front/integral/list')[0].params).toEqual({ type: 'all', page: 1, limit: 10 });
  });

  it('shows the points earned on their tab, paged', async () => {
    api.on('GET /api/front/integral/list', (call: RecordedCall) =>
      ok(
        call.params.type === 'earn' ? page([record(Number(call.params.page), { integral: 10 * Number(call.params.page) })], 25) : page([]),
      ),
    );
    const user = userEvent.setup();
    const { location } = renderRoute('/users/user_integral');
    expect(await screen.findByRole('heading', { name: 'No points records yet' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Points earned' }));
    expect(await screen.findByRole('cell', { name: '+10' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByRole('cell', { name: '+30' })).toBeInTheDocument();
    expect(location()).toBe('/users/user_integral?tab=earn&page=3');
  });

  it('explains a failed summary and tries again', async () => {
    api.on('GET /api/front/integral/user', () => fail(500, 'Points are resting'));
    api.on('GET /api/front/integral/list', page([]));
    renderRoute('/users/user_integral');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Points are resting');
    api.on('GET /api/front/integral/user', { integral: 7, totalIntegral: 7, consumption: '0.00', frozenIntegral: 0 });
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Current points')).toBeInTheDocument();
    expect(figure('Current points')).toBe('7');
  });
});

describe("/users/user_integral on a backend without the points endpoints (the contract's family)", () => {
  it("says once, in the shopper's language, that points are not offered: no figures, no records, no retry", async () => {
    api.notServed('GET /api/front/integral/user');
    api.notServed('GET /api/front/integral/list');
    renderRoute('/users/user_integral');
    expect(await screen.findByText('This feature is not available on this shop.')).toBeInTheDocument();
    expect(screen.getAllByText('This feature is not available on this shop.')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'My points' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.queryByText('Current points')).not.toBeInTheDocument();
  });

  it('says it in French too', async () => {
    api.notServed('GET /api/front/integral/user');
    api.notServed('GET /api/front/integral/list');
    renderRoute('/users/user_integral');
    await screen.findByText('This feature is not available on this shop.');
    act(() => bus.publish('i18n/localeChanged', { locale: 'fr' }));
    expect(await screen.findByText('Cette fonction n’est pas disponible dans cette boutique.')).toBeInTheDocument();
  });
});
