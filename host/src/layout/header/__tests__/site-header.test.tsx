import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { bus } from '@mall/event-bus';
import { getCurrencySymbol } from '@mall/i18n';
import { SiteHeader } from '../site-header';
import { installFakeApi, type FakeApi } from '@mall/remote-kit/testing';
import { renderInShell, resetBrowserState, settle, storeToken, testUser } from '../../../testing/test-shell';
import { testHomeData } from '../../../testing/home-data';

const keywords = [
  { id: 1, title: 'Phones' },
  { id: 2, title: 'Laptops' },
  { id: 3, title: 'Shoes' },
  { id: 4, title: 'Watches' },
  { id: 5, title: 'Bags' },
];

const home = testHomeData({
  logoUrl: 'https://img.test/logo.png',
  shopPayCurrency: '{"country":"France","currency":"Euro","symbol":"€","ID":"1"}',
  consumerType: 'hotline',
  consumerHotline: '400-000-1234',
  consumerH5Url: 'https://m.shop.test/',
  consumerMessage: '',
  consumerEmail: '',
});

let api: FakeApi;

function signedIn(menus: unknown[] = []) {
  storeToken();
  api.on('POST /api/front/login/token/is/exist', true);
  api.on('GET /api/front/user/info', testUser);
  api.on('GET /api/front/user/menu/user', { routine_my_menus: menus, routine_my_banner: null });
}

beforeEach(() => {
  resetBrowserState();
  api = installFakeApi();
  api.on('GET /api/front/search/keyword', keywords);
  api.on('GET /api/pc/home/index', home);
  api.on('GET /api/front/cart/count', { count: 4 });
  api.on('GET /api/front/login/logout', null);
});

describe('SiteHeader', () => {
  it('shows at most three hot keyword chips, each a search link', async () => {
    renderInShell(<SiteHeader />);
    const list = await screen.findByRole('list', { name: 'Popular searches' });
    const chips = within(list).getAllByRole('link');
    expect(chips.map((chip) => chip.textContent)).toEqual(['Phones', 'Laptops', 'Shoes']);
    expect(chips[0]).toHaveAttribute('href', '/goods/goods_search?title=Phones&cid=');
  });

  it('submits the search to the search page under the locale prefix', async () => {
    bus.publish('i18n/localeChanged', { locale: 'fr' });
    const { location } = renderInShell(<SiteHeader />, { path: '/fr' });
    const user = userEvent.setup({ skipHover: true });
    await user.type(await screen.findByRole('searchbox', { name: 'Rechercher des produits' }), 'red shoes');
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(location()).toBe('/fr/goods/goods_search?title=red%20shoes&cid=');
  });

  it('switches the language: cookie, prefix and texts follow', async () => {
    const { location } = renderInShell(<SiteHeader />, { path: '/goods/goods_search?title=tea&cid=' });
    const user = userEvent.setup({ skipHover: true });
    expect(screen.getByRole('searchbox')).toHaveValue('tea');
    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    const menu = screen.getByRole('menu', { name: 'Language' });
    expect(
      within(menu)
        .getAllByRole('menuitemradio')
        .map((item) => item.textContent),
    ).toEqual(['简体中文', 'English', 'Français', 'ไทย', 'ລາວ']);
    await user.click(within(menu).getByRole('menuitemradio', { name: 'Français' }));
    expect(Cookies.get('locale')).toBe('fr');
    expect(location()).toBe('/fr/goods/goods_search?title=tea&cid=');
    expect(await screen.findByRole('button', { name: 'Rechercher' })).toBeInTheDocument();
  });

  it('shows the cart count once signed in and follows cart/countChanged', async () => {
    signedIn();
    renderInShell(<SiteHeader />);
    expect(await screen.findByRole('link', { name: 'Cart 4, 4 items' }).then((link) => link.querySelector('[data-count]'))).toHaveAttribute(
      'data-count',
      '4',
    );
    expect(api.callsTo('GET /api/front/cart/count')[0].params).toEqual({ numType: true, type: 'total' });
    act(() => bus.publish('cart/countChanged', { count: 1 }));
    expect(screen.getByRole('link', { name: 'Cart 1, 1 item' }).querySelector('[data-count]')).toHaveAttribute('data-count', '1');
    act(() => bus.publish('cart/countChanged', { count: 0 }));
    expect(screen.getByRole('link', { name: 'Cart, empty' })).toHaveTextContent(/^Cart$/);
  });

  it('shows the logo from the home data, caches it and takes the currency symbol from it', async () => {
    renderInShell(<SiteHeader />);
    expect(await screen.findByRole('img', { name: 'Mall home' })).toHaveAttribute('src', home.logoUrl);
    expect(JSON.parse(window.localStorage.getItem('homeDataPc') ?? '{}').logoUrl).toBe(home.logoUrl);
    expect(getCurrencySymbol()).toBe('€');
  });

  it('reads the cached home data instead of calling again', async () => {
    window.localStorage.setItem('homeDataPc', JSON.stringify({ ...home, logoUrl: 'https://img.test/cached.png' }));
    renderInShell(<SiteHeader />);
    expect(await screen.findByRole('img', { name: 'Mall home' })).toHaveAttribute('src', 'https://img.test/cached.png');
    expect(api.callsTo('GET /api/pc/home/index')).toHaveLength(0);
  });

  it('asks for the login dialog from the sign-in button', async () => {
    const requests: unknown[] = [];
    const off = bus.subscribe('auth/loginRequested', (payload) => requests.push(payload), { replay: false });
    renderInShell(<SiteHeader />);
    await settle();
    await userEvent.setup({ skipHover: true }).click(screen.getByRole('button', { name: 'Sign in' }));
    off();
    expect(requests).toEqual([{ tourist: false }]);
  });

  it('lists the fixed entries and only the server entries that have a pc_url', async () => {
    signedIn([
      { id: 65, name: 'My profile', pic: '', url: '', pc_url: '/users/user_info' },
      { id: 69, name: 'follow merchant', pic: '', url: '', pc_url: ' ' },
      { id: 72, name: 'H5 only', pic: '', url: '/pages/x', pc_url: '' },
    ]);
    renderInShell(<SiteHeader />);
    const user = userEvent.setup({ skipHover: true });
    await user.click(await screen.findByRole('button', { name: 'Account menu of Ada' }));
    // With its dial code (issue 32, defect 6).
    expect(screen.getByText('Phone: +86 13800000000')).toBeInTheDocument();
    expect(screen.getByText('Email: ada@example.com')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'My account' });
    await waitFor(() => expect(within(nav).getAllByRole('link')).toHaveLength(4));
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['My orders', '/users/order_list?menuCur=111'],
      ['Refund list', '/users/refund_list?menuCur=222'],
      ['Reviews', '/users/evaluation_list?menuCur=333'],
      ['My profile', '/users/user_info?menuCur=65'],
    ]);
    expect(screen.queryByText('follow merchant')).not.toBeInTheDocument();
    expect(screen.queryByText('H5 only')).not.toBeInTheDocument();
  });

  it('names the shopper the moment the sign-in ends, while the account menu is still on its way (issue 32, defect 7)', async () => {
    api.on('GET /api/front/user/menu/user', { routine_my_menus: [], routine_my_banner: null });
    renderInShell(<SiteHeader />);
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    storeToken();
    act(() => bus.publish('auth/userChanged', { user: testUser }));
    // Not a gap with neither "Sign in" nor the name: the name is there at once, the menu follows.
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(screen.getByText('Ada')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Account menu of Ada' })).toBeInTheDocument();
  });

  it('names a guest account in the shopper’s language, and any other nickname as it is', async () => {
    storeToken();
    api.on('POST /api/front/login/token/is/exist', true);
    api.on('GET /api/front/user/info', { ...testUser, nickname: 'Guest-f0f57fdc', email: '', phone: '' });
    api.on('GET /api/front/user/menu/user', { routine_my_menus: [], routine_my_banner: null });
    bus.publish('i18n/localeChanged', { locale: 'fr' });
    renderInShell(<SiteHeader />, { path: '/fr' });
    expect(await screen.findByText('Invité f0f57fdc')).toBeInTheDocument();
    expect(screen.queryByText(/Guest/)).not.toBeInTheDocument();
  });

  it('logs out after confirmation: storage, cookies and user cleared, cart reset, back home', async () => {
    signedIn();
    window.localStorage.setItem('evaluationInfo', '{}');
    const { location } = renderInShell(<SiteHeader />, { path: '/users/order_list' });
    const user = userEvent.setup({ skipHover: true });
    await user.click(await screen.findByRole('button', { name: 'Account menu of Ada' }));
    await user.click(screen.getByRole('button', { name: 'Log out' }));

    const dialog = screen.getByRole('dialog', { name: 'Log out' });
    expect(dialog).toHaveTextContent('Do you want to log out?');
    await user.click(within(dialog).getByRole('button', { name: 'Log out' }));

    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/front/login/logout')).toHaveLength(1);
    expect(window.localStorage.length).toBe(0);
    expect(Cookies.get('auth._token.local2')).toBeUndefined();
    expect(Cookies.get('auth.strategy')).toBeUndefined();
    expect(bus.last('auth/userChanged')).toEqual({ user: null });
    expect(bus.last('cart/countChanged')).toEqual({ count: 0 });
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('logs out even when the server call fails, and cancelling keeps the session', async () => {
    signedIn();
    api.on('GET /api/front/login/logout', () => ({ code: 500, message: 'boom', data: null }));
    const { location } = renderInShell(<SiteHeader />, { path: '/goods/top_one' });
    const user = userEvent.setup({ skipHover: true });
    const account = await screen.findByRole('button', { name: 'Account menu of Ada' });

    await user.click(account);
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(Cookies.get('auth._token.local2')).toBe('Bearer abc123');

    await user.click(account);
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/'));
  });

  it('becomes fixed after scrolling more than 120 px', async () => {
    renderInShell(<SiteHeader />);
    await settle();
    const header = screen.getByRole('banner');
    expect(header).not.toHaveAttribute('data-fixed');
    act(() => {
      window.scrollY = 121;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(header).toHaveAttribute('data-fixed', 'true');
    expect(header).toHaveStyle({ position: 'fixed' });
    act(() => {
      window.scrollY = 100;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(header).not.toHaveAttribute('data-fixed');
  });

  it('draws the mobile mall QR code when the QR button is hovered', async () => {
    renderInShell(<SiteHeader />);
    // The button appears once the home data names a mobile mall (here its consumerH5Url fallback).
    await userEvent.setup({ skipHover: true }).hover(await screen.findByRole('button', { name: 'Mobile mall QR code' }));
    const image = await screen.findByRole('img', { name: 'QR code of the mobile mall' });
    expect(image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(screen.getByText('Scan to shop on your phone')).toBeInTheDocument();
  });
});
