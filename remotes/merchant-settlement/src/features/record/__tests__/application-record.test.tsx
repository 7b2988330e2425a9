import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@mall/event-bus';
import { fail, installFakeApi, page, type FakeApi } from '@mall/remote-kit/testing';
import { application } from '../../../testing/fixtures';
import { renderRoute, resetBrowserState } from '../../../testing/render-page';

let api: FakeApi;

beforeEach(() => {
  resetBrowserState();
  api = installFakeApi();
});

const card = (name: string) => screen.getByRole('article', { name });

describe('the application record', () => {
  it('shows each application with its state: waiting (with the 15 working days notice), passed, failed (reason and Edit)', async () => {
    api.on(
      'GET /api/front/merchant/settled/record',
      page([
        application({ id: 3, name: 'Lotus Tea House', auditStatus: 1 }),
        application({
          id: 2,
          name: 'Jade River Ceramics',
          auditStatus: 2,
          merId: 23,
          history: [
            { event: 'submitted', reason: null, createTime: '2025-05-01 09:00:00' },
            { event: 'approved', reason: null, createTime: '2025-05-03 16:20:00' },
          ],
        }),
        application({
          id: 1,
          name: 'Copper Kettle',
          auditStatus: 3,
          denialReason: 'The licence is unreadable',
          history: [
            { event: 'submitted', reason: null, createTime: '2025-04-01 09:00:00' },
            { event: 'rejected', reason: 'Blurry photo', createTime: '2025-04-02 10:00:00' },
            { event: 'resubmitted', reason: null, createTime: '2025-04-03 11:00:00' },
            { event: 'rejected', reason: 'The licence is unreadable', createTime: '2025-04-04 12:00:00' },
          ],
        }),
      ]),
    );
    const view = renderRoute('/users/application_record?menuCur=71');
    const list = await screen.findByRole('list', { name: 'My merchant applications' });
    expect(
      within(list)
        .getAllByRole('article')
        .map((a) => within(a).getByRole('heading', { level: 2 }).textContent),
    ).toEqual(['Lotus Tea House', 'Jade River Ceramics', 'Copper Kettle']);
    expect(api.callsTo('GET /api/front/merchant/settled/record')[0].params).toEqual({ page: 1, limit: 10 });

    const waiting = card('Lotus Tea House');
    expect(within(waiting).getByText('Waiting for review')).toBeInTheDocument();
    expect(within(waiting).getByText('We will review your application within 15 working days.')).toBeInTheDocument();
    expect(within(waiting).queryByRole('link')).not.toBeInTheDocument();
    // 10:30 in GMT+8, shown in the shopper's zone and language.
    const submitted = new Date(Date.UTC(2025, 5, 1, 2, 30));
    const shown = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(submitted);
    expect(within(waiting).getByText(`Submitted ${shown}`)).toBeInTheDocument();

    const passed = card('Jade River Ceramics');
    expect(within(passed).getByText('Passed')).toBeInTheDocument();
    expect(within(passed).getByRole('link', { name: 'Visit your shop' })).toHaveAttribute(
      'href',
      '/merchant/merchant/home?id=23&menuCur=0',
    );
    expect(
      within(within(passed).getByRole('list', { name: 'History' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringMatching(/Submitted$/), expect.stringMatching(/Passed review$/)]);

    const failed = card('Copper Kettle');
    expect(within(failed).getByText('Failed')).toBeInTheDocument();
    expect(within(failed).getByText('Reason: The licence is unreadable')).toBeInTheDocument();
    const history = within(within(failed).getByRole('list', { name: 'History' })).getAllByRole('listitem');
    expect(history.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/Submitted$/),
      expect.stringMatching(/Failed review: Blurry photo$/),
      expect.stringMatching(/Edited and resubmitted$/),
      expect.stringMatching(/Failed review: The licence is unreadable$/),
    ]);
    const edit = within(failed).getByRole('link', { name: 'Edit and resubmit Copper Kettle' });
    expect(edit).toHaveTextContent('Edit');
    await userEvent.setup().click(edit);
    expect(view.location()).toBe('/users/merchant_settled?id=1&menuCur=70');
  });

  it('invites a shopper without applications to apply', async () => {
    api.on('GET /api/front/merchant/settled/record', page([]));
    renderRoute('/users/application_record');
    expect(await screen.findByRole('heading', { name: 'You have not applied yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apply to become a merchant' })).toHaveAttribute('href', '/users/merchant_settled?menuCur=70');
  });

  it('pages through many applications', async () => {
    api.on('GET /api/front/merchant/settled/record', (call: { params: { page: number } }) => ({
      code: 200,
      message: 'ok',
      data: page([application({ id: 100 - call.params.page, name: `Shop on page ${call.params.page}` })], 12),
    }));
    renderRoute('/users/application_record');
    await screen.findByRole('heading', { name: 'Shop on page 1' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('heading', { name: 'Shop on page 2' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/front/merchant/settled/record').map((c) => c.params.page)).toEqual([1, 2]);
  });

  it('says so when the record cannot load, and retries', async () => {
    api.on('GET /api/front/merchant/settled/record', () => fail(500, 'System exception'));
    renderRoute('/users/application_record');
    expect(await screen.findByText('Your applications could not be loaded.')).toBeInTheDocument();
    api.on('GET /api/front/merchant/settled/record', page([application()]));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Lotus Tea House' })).toBeInTheDocument();
  });

  it('speaks the shopper’s language', async () => {
    api.on('GET /api/front/merchant/settled/record', page([application({ auditStatus: 3, denialReason: 'Photo floue' })]));
    act(() => bus.publish('i18n/localeChanged', { locale: 'fr' }));
    renderRoute('/users/application_record');
    // The French page with this shopper's record (a refused application).
    expect(await screen.findByText('Refusée')).toBeInTheDocument();
    const refused = screen.getByRole('article', { name: 'Lotus Tea House' });
    expect(within(refused).getByText('Refusée')).toBeInTheDocument();
    expect(within(refused).getByText('Motif : Photo floue')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(refused).getByRole('link', { name: 'Modifier et renvoyer Lotus Tea House' })).toHaveAttribute(
        'href',
        '/fr/users/merchant_settled?id=5&menuCur=70',
      ),
    );
  });
});
