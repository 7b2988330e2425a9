import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@mall/event-bus';
import { merchantCategories, merchantTypes, storeInfo, testUser } from '../../../testing/data';
import { fail, installFakeApi, ok, page, type FakeApi } from '@mall/remote-kit/testing';
import { recordBus, renderRoute, resetBrowserState, signIn } from '../../../testing/render-page';

const URL = '/merchant/merchant/home?id=5&menuCur=0';
let api: FakeApi;
/** What the server knows: whether the shopper follows store 5 and how many do. */
let server: { isCollect: boolean; followerCount: number };

beforeEach(() => {
  resetBrowserState();
  api = installFakeApi();
  server = { isCollect: false, followerCount: 13 };
  api.on('GET /api/front/merchant/index/info/5', () => ok(storeInfo(5, server)));
  api.on('GET /api/front/merchant/all/type/list', merchantTypes);
  api.on('GET /api/front/merchant/all/category/list', merchantCategories);
  api.on('GET /api/front/product/merchant/pro/list', page([], 0));
  api.on('POST /api/front/collect/add/merchant/5', () => {
    server = { isCollect: true, followerCount: server.followerCount + 1 };
    return ok(null, 'Followed');
  });
  api.on('POST /api/front/collect/cancel/merchant/5', () => {
    server = { isCollect: false, followerCount: server.followerCount - 1 };
    return ok(null, 'Unfollowed');
  });
});

describe('following a store', () => {
  it('asks a signed-out shopper to sign in instead', async () => {
    const requests = recordBus('auth/loginRequested');
    const user = userEvent.setup();
    renderRoute(URL);
    await user.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(requests.events).toEqual([{}]);
    expect(api.callsTo('POST /api/front/collect/add/merchant/5')).toHaveLength(0);
    expect(screen.getByText('13 followers')).toBeInTheDocument();
    requests.stop();
  });

  it('follows and unfollows, the count following the server, and says so each time', async () => {
    signIn();
    const toasts = recordBus('ui/toast');
    const user = userEvent.setup();
    renderRoute(URL);
    const follow = await screen.findByRole('button', { name: 'Follow' });
    expect(follow).toHaveAttribute('aria-pressed', 'false');
    await user.click(follow);
    const unfollow = await screen.findByRole('button', { name: 'Unfollow' });
    expect(unfollow).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('14 followers')).toBeInTheDocument();
    expect(api.callsTo('POST /api/front/collect/add/merchant/5')).toHaveLength(1);

    await user.click(unfollow);
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeInTheDocument();
    expect(screen.getByText('13 followers')).toBeInTheDocument();
    expect(api.callsTo('POST /api/front/collect/cancel/merchant/5')).toHaveLength(1);
    expect(toasts.events).toEqual([
      { kind: 'success', message: 'You now follow this shop' },
      { kind: 'success', message: 'You no longer follow this shop' },
    ]);
    toasts.stop();
  });

  it('lets a shopper the host signed in on load (auth/userChanged only) follow', async () => {
    act(() => bus.publish('auth/userChanged', { user: testUser }));
    const user = userEvent.setup();
    renderRoute(URL);
    await user.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(await screen.findByRole('button', { name: 'Unfollow' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/front/collect/add/merchant/5')).toHaveLength(1);
  });

  it('keeps the state when the server refuses, and shows its message', async () => {
    signIn();
    api.on('POST /api/front/collect/add/merchant/5', () => fail(500, 'You cannot follow this store'));
    const toasts = recordBus('ui/toast');
    const user = userEvent.setup();
    renderRoute(URL);
    await user.click(await screen.findByRole('button', { name: 'Follow' }));
    await waitFor(() => expect(toasts.events).toEqual([{ kind: 'error', message: 'You cannot follow this store', messageId: undefined }]));
    expect(screen.getByRole('button', { name: 'Follow' })).not.toHaveAttribute('aria-busy');
    expect(screen.getByText('13 followers')).toBeInTheDocument();
    toasts.stop();
  });

  it('reads the store again after signing in, so a followed store shows Unfollow', async () => {
    let signedIn = false;
    api.on('GET /api/front/merchant/index/info/5', () => ok(storeInfo(5, { isCollect: signedIn, followerCount: 20 })));
    renderRoute(URL);
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeInTheDocument();
    signedIn = true;
    signIn();
    expect(await screen.findByRole('button', { name: 'Unfollow' })).toBeInTheDocument();
    expect(screen.getByText('20 followers')).toBeInTheDocument();
    expect(api.callsTo('GET /api/front/merchant/index/info/5')).toHaveLength(2);
  });
});
