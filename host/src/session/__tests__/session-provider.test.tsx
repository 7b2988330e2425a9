import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { bus } from '@mall/event-bus';
import { installFakeApi, fail, type FakeApi } from '@mall/remote-kit/testing';
import { renderInShell, resetBrowserState, storeToken, testUser } from '../../testing/test-shell';
import { useSession } from '../use-session';

function SessionProbe() {
  const { user, loggedIn, checking, logout } = useSession();
  let state = 'signed out';
  if (checking) state = 'checking';
  else if (loggedIn) state = `signed in as ${user?.nickname}`;
  return (
    <>
      <p>{state}</p>
      <button type="button" onClick={() => void logout()}>
        Log out now
      </button>
    </>
  );
}

let api: FakeApi;

beforeEach(() => {
  resetBrowserState();
  api = installFakeApi();
  api.on('GET /api/front/user/info', testUser);
  api.on('GET /api/front/login/logout', null);
});

describe('SessionProvider', () => {
  it('without a stored token is signed out and asks nothing', async () => {
    renderInShell(<SessionProbe />);
    expect(screen.getByText('signed out')).toBeInTheDocument();
    await act(async () => {});
    expect(api.callsTo('POST /api/front/login/token/is/exist')).toHaveLength(0);
  });

  it('checks a stored token, then loads and announces the user', async () => {
    storeToken('tok-1');
    api.on('POST /api/front/login/token/is/exist', true);
    renderInShell(<SessionProbe />);
    expect(screen.getByText('checking')).toBeInTheDocument();
    expect(await screen.findByText('signed in as Ada')).toBeInTheDocument();
    expect(api.callsTo('POST /api/front/login/token/is/exist')[0].headers['authori-zation']).toBe('tok-1');
    expect(bus.last('auth/userChanged')).toEqual({ user: testUser });
  });

  it('drops the session when the token no longer exists', async () => {
    storeToken();
    api.on('POST /api/front/login/token/is/exist', false);
    renderInShell(<SessionProbe />);
    expect(await screen.findByText('signed out')).toBeInTheDocument();
    expect(Cookies.get('auth._token.local2')).toBeUndefined();
    expect(Cookies.get('auth.strategy')).toBeUndefined();
    expect(bus.last('auth/tokenChanged')).toEqual({ token: null });
    expect(bus.last('auth/userChanged')).toEqual({ user: null });
    expect(api.callsTo('GET /api/front/user/info')).toHaveLength(0);
  });

  it('drops the session quietly when the check itself fails', async () => {
    storeToken();
    const toasts: unknown[] = [];
    const off = bus.subscribe('ui/toast', (payload) => toasts.push(payload), { replay: false });
    api.on('POST /api/front/login/token/is/exist', () => fail(500, 'Redis is down'));
    renderInShell(<SessionProbe />);
    expect(await screen.findByText('signed out')).toBeInTheDocument();
    off();
    expect(Cookies.get('auth._token.local2')).toBeUndefined();
    expect(toasts).toEqual([]);
  });

  it('drops the user when another tab signs out (token gone)', async () => {
    storeToken();
    api.on('POST /api/front/login/token/is/exist', true);
    renderInShell(<SessionProbe />);
    await screen.findByText('signed in as Ada');
    act(() => bus.publish('auth/tokenChanged', { token: null }));
    expect(screen.getByText('signed out')).toBeInTheDocument();
  });

  it('logout: server call, cart badge 0, storage and cookies cleared, home under the locale prefix', async () => {
    storeToken();
    api.on('POST /api/front/login/token/is/exist', true);
    act(() => bus.publish('i18n/localeChanged', { locale: 'fr' }));
    Cookies.set('locale', 'fr', { path: '/' });
    act(() => bus.publish('cart/countChanged', { count: 3 }));
    window.localStorage.setItem('merPcBanner', 'x');
    const { location } = renderInShell(<SessionProbe />, { path: '/fr/users/user_info' });
    await screen.findByText('signed in as Ada');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Log out now' }));

    await waitFor(() => expect(location()).toBe('/fr'));
    expect(screen.getByText('signed out')).toBeInTheDocument();
    expect(api.callsTo('GET /api/front/login/logout')).toHaveLength(1);
    expect(bus.last('cart/countChanged')).toEqual({ count: 0 });
    expect(window.localStorage.length).toBe(0);
    expect(Cookies.get('auth._token.local2')).toBeUndefined();
    expect(Cookies.get('locale')).toBe('fr');
  });

  it('a remote asking over the bus (auth/logoutRequested) signs out the same way as the header', async () => {
    storeToken();
    api.on('POST /api/front/login/token/is/exist', true);
    act(() => bus.publish('cart/countChanged', { count: 2 }));
    window.localStorage.setItem('homeDataPc', '{}');
    const { location } = renderInShell(<SessionProbe />, { path: '/users/user_info' });
    await screen.findByText('signed in as Ada');

    act(() => bus.publish('auth/logoutRequested', {}));

    await waitFor(() => expect(location()).toBe('/'));
    expect(screen.getByText('signed out')).toBeInTheDocument();
    expect(api.callsTo('GET /api/front/login/logout')).toHaveLength(1);
    expect(bus.last('cart/countChanged')).toEqual({ count: 0 });
    expect(bus.last('auth/userChanged')).toEqual({ user: null });
    expect(window.localStorage.length).toBe(0);
    expect(Cookies.get('auth._token.local2')).toBeUndefined();
  });

  it('useSession outside the provider is a programming error', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<SessionProbe />)).toThrow('useSession must be used inside <SessionProvider>');
    spy.mockRestore();
  });
});
