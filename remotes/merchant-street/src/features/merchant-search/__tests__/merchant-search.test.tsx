import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { merchantCategories, merchantTypes, streetItem } from '../../../testing/data';
import { installFakeApi, ok, page, type FakeApi, type RecordedCall } from '@mall/remote-kit/testing';
import { renderRoute, resetBrowserState } from '../../../testing/render-page';

const PATH = '/merchant/merchant_more';
let api: FakeApi;

/** Answers the search with one card per filter value, so the test sees which filters arrived. */
function searchAnswers() {
  api.on('GET /api/front/merchant/search/list', ({ params }: RecordedCall) => {
    if (params.keywords === 'nothing') return ok(page([], 0));
    const id = Number(params.typeId ?? 0) * 10 + Number(params.categoryId ?? 0) + (params.isSelf ? 100 : 0);
    return ok(
      page(
        [
          streetItem(id + 1000, {
            name: `Match ${params.keywords ?? ''}|${params.typeId ?? ''}|${params.categoryId ?? ''}|${params.isSelf ?? ''}`,
          }),
        ],
        45,
        20,
        Number(params.page ?? 1),
      ),
    );
  });
}

const lastSearch = () => api.callsTo('GET /api/front/merchant/search/list').at(-1)!.params;

beforeEach(() => {
  resetBrowserState();
  api = installFakeApi();
  api.on('GET /api/front/merchant/all/type/list', merchantTypes);
  api.on('GET /api/front/merchant/all/category/list', merchantCategories);
  searchAnswers();
});

describe('the merchant search', () => {
  it('searches the title of the link and lists the filter rows with All first', async () => {
    renderRoute(`${PATH}?title=tea`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Match tea|||' })).toBeInTheDocument();
    expect(lastSearch()).toEqual({ keywords: 'tea', page: 1, limit: 20 });
    expect(screen.getByRole('searchbox', { name: 'Store name or keyword' })).toHaveValue('tea');
    expect(screen.getByRole('status')).toHaveTextContent('45 stores');

    const types = screen.getByRole('group', { name: 'Merchant type' });
    expect(
      within(types)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'Flagship Store', 'Specialty Store']);
    expect(within(types).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    const categories = screen.getByRole('group', { name: 'Merchant category' });
    expect(
      within(categories)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'Apparel & Footwear', 'Consumer Electronics']);
  });

  it('filters by type, category and self-run, and All removes a filter', async () => {
    const user = userEvent.setup();
    const { location } = renderRoute(PATH);
    await screen.findByRole('heading', { level: 2, name: 'Match |||' });

    await user.click(within(screen.getByRole('group', { name: 'Merchant type' })).getByRole('button', { name: 'Specialty Store' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Match |2||' })).toBeInTheDocument();
    expect(lastSearch()).toEqual({ typeId: 2, page: 1, limit: 20 });
    expect(within(screen.getByRole('group', { name: 'Merchant type' })).getByRole('button', { name: 'Specialty Store' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(
      within(screen.getByRole('group', { name: 'Merchant category' })).getByRole('button', { name: 'Consumer Electronics' }),
    );
    await screen.findByRole('heading', { level: 2, name: 'Match |2|2|' });
    await user.click(screen.getByRole('checkbox', { name: 'Self-operated stores only' }));
    await screen.findByRole('heading', { level: 2, name: 'Match |2|2|true' });
    expect(lastSearch()).toEqual({ typeId: 2, categoryId: 2, isSelf: true, page: 1, limit: 20 });
    expect(location()).toBe('/merchant/merchant_more?typeId=2&categoryId=2&isSelf=true');

    await user.click(within(screen.getByRole('group', { name: 'Merchant type' })).getByRole('button', { name: 'All' }));
    await screen.findByRole('heading', { level: 2, name: 'Match ||2|true' });
    expect(lastSearch()).toEqual({ categoryId: 2, isSelf: true, page: 1, limit: 20 });
  });

  it('searches the typed words and starts again from page 1', async () => {
    const user = userEvent.setup();
    const { location } = renderRoute(`${PATH}?typeId=1&page=2`);
    await screen.findByRole('heading', { level: 2, name: 'Match |1||' });
    expect(lastSearch()).toEqual({ typeId: 1, page: 2, limit: 20 });
    await user.type(screen.getByRole('searchbox', { name: 'Store name or keyword' }), '  Fresh ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('heading', { level: 2, name: 'Match Fresh|1||' });
    expect(location()).toBe('/merchant/merchant_more?typeId=1&title=Fresh');

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await screen.findByRole('button', { name: 'Page 3', current: 'page' });
    expect(lastSearch()).toEqual({ keywords: 'Fresh', typeId: 1, page: 3, limit: 20 });
  });

  it('says so when nothing matches', async () => {
    renderRoute(`${PATH}?title=nothing`);
    expect(await screen.findByRole('heading', { name: 'No store matches' })).toBeInTheDocument();
    expect(screen.getByText('Try another name, or fewer filters.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });
});
