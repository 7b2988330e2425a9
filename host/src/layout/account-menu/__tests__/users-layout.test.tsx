import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { Route } from 'react-router-dom';
import { bus } from '@mall/event-bus';
import { useSession } from '../../../session/use-session';
import { UsersLayout } from '../users-layout';
import { installFakeApi, type FakeApi } from '@mall/remote-kit/testing';
import { renderInShell, resetBrowserState, storeToken, testUser } from '../../../testing/test-shell';

function SettingsPage() {
  const { logout } = useSession();
  return (
    <button type="button" onClick={() => void logout()}>
      Log out from settings
    </button>
  );
}

const usersRoutes = [
  <Route key="home" index element={<p>Home page</p>} />,
  <Route key="users" path="users" element={<UsersLayout />}>
    <Route path="settings" element={<SettingsPage />} />
    <Route path="order_list" element={<p>Order list page</p>} />
    <Route path="refund_list" element={<p>Refund list page</p>} />
    <Route path="user_info" element={<p>Settings page</p>} />
    <Route path="merchant_settled" element={<p>Merchant application form</p>} />
  </Route>,
];

let api: FakeApi;

beforeEach(() => {
  resetBrowserState();
  api = installFakeApi();
  api.on('GET /api/front/user/menu/user', {
    routine_my_menus: [
      { id: 65, name: 'My profile', pic: '', url: '', pc_url: '/users/user_info' },
      { id: 66, name: 'Address Information', pic: '', url: '', pc_url: '/users/address_list' },
      { id: 69, name: 'follow merchant', pic: '', url: '', pc_url: ' ' },
      { id: 90, name: 'Gift cards', pic: '', url: '', pc_url: '/gift/cards' },
    ],
    routine_my_banner: null,
  });
});

function signIn() {
  storeToken();
  api.on('POST /api/front/login/token/is/exist', true);
  api.on('GET /api/front/user/info', testUser);
}

describe('UsersLayout', () => {
  it('shows the account menu and the page; the active entry follows menuCur', async () => {
    signIn();
    renderInShell(null, { path: '/users/user_info?menuCur=65', routes: usersRoutes });
    expect(await screen.findByText('Settings page')).toBeInTheDocument();
    const nav = await screen.findByRole('navigation', { name: 'My account' });
    await within(nav).findByRole('link', { name: 'My profile' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'My orders',
      'Refund list',
      'Reviews',
      'My profile',
      // The storefront's own pages get our (translated) label, not the server's one-language name
      // ("Address Information"); an entry leading elsewhere keeps the server's name.
      'Addresses',
      'Gift cards',
    ]);
    expect(within(nav).getByRole('separator')).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'My profile' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Addresses' })).toHaveAttribute('href', '/users/address_list?menuCur=66');
    expect(within(nav).getByRole('link', { name: 'Gift cards' })).toHaveAttribute('href', '/gift/cards?menuCur=90');
  });

  it('labels the storefront pages of the server menu in the shopper language', async () => {
    signIn();
    act(() => bus.publish('i18n/localeChanged', { locale: 'fr' }));
    renderInShell(null, { path: '/users/user_info?menuCur=65', routes: usersRoutes });
    const nav = await screen.findByRole('navigation', { name: 'Mon compte' });
    await within(nav).findByRole('link', { name: 'Mon profil' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent)
        .slice(3),
    ).toEqual(['Mon profil', 'Adresses', 'Gift cards']);
  });

  it('marks the entry of the open path when there is no menuCur, and navigates from the menu', async () => {
    signIn();
    const { location } = renderInShell(null, { path: '/users/order_list?orderStatus=1', routes: usersRoutes });
    expect(await screen.findByText('Order list page')).toBeInTheDocument();
    const nav = await screen.findByRole('navigation', { name: 'My account' });
    expect(within(nav).getByRole('link', { name: 'My orders' })).toHaveAttribute('aria-current', 'page');
    await userEvent.setup().click(within(nav).getByRole('link', { name: 'Refund list' }));
    expect(location()).toBe('/users/refund_list?menuCur=222');
    expect(screen.getByText('Refund list page')).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Refund list' })).toHaveAttribute('aria-current', 'page');
  });

  it('signed out: asks for a sign-in, remembers the page and hides it', async () => {
    const requests: unknown[] = [];
    const off = bus.subscribe('auth/loginRequested', (payload) => requests.push(payload), { replay: false });
    renderInShell(null, { path: '/users/order_list?orderStatus=1', routes: usersRoutes });
    expect(await screen.findByRole('heading', { name: 'Please sign in' })).toBeInTheDocument();
    expect(screen.queryByText('Order list page')).not.toBeInTheDocument();
    expect(requests).toEqual([{ tourist: false }]);
    expect(Cookies.get('fromPath')).toBe('/users/order_list?orderStatus=1');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));
    off();
    expect(requests).toHaveLength(2);
  });

  it('signed out on the merchant application: says why it needs an account (spec: a visitor may apply)', async () => {
    renderInShell(null, { path: '/users/merchant_settled?menuCur=70', routes: usersRoutes });
    expect(await screen.findByRole('heading', { name: 'Sign in to apply as a merchant' })).toBeInTheDocument();
    expect(screen.getByText(/An application is kept with your account/)).toBeInTheDocument();
    expect(screen.queryByText(/see your orders/)).not.toBeInTheDocument();
    expect(screen.queryByText('Merchant application form')).not.toBeInTheDocument();
    expect(Cookies.get('fromPath')).toBe('/users/merchant_settled?menuCur=70');
  });

  it('logging out from an account page goes home without asking for a sign-in', async () => {
    signIn();
    api.on('GET /api/front/login/logout', null);
    const requests: unknown[] = [];
    const off = bus.subscribe('auth/loginRequested', (payload) => requests.push(payload), { replay: false });
    const { location } = renderInShell(null, { path: '/users/settings', routes: usersRoutes });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Log out from settings' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    off();
    expect(location()).toBe('/');
    expect(requests).toEqual([]);
    expect(Cookies.get('fromPath')).toBeUndefined();
  });

  it('shows the page once the login dialog announces the user', async () => {
    renderInShell(null, { path: '/users/order_list', routes: usersRoutes });
    await screen.findByRole('heading', { name: 'Please sign in' });
    storeToken();
    act(() => bus.publish('auth/userChanged', { user: testUser }));
    expect(await screen.findByText('Order list page')).toBeInTheDocument();
  });
});
