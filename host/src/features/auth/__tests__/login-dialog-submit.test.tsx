import { act, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { goToUrl, reloadPage } from '../dialog/page-navigation';
import { METHODS_ALL_OFF, USER, clearCookies, createFakeApi, recordBus, renderOpenDialog, type FakeApi } from './login-harness';

jest.mock('../dialog/page-navigation', () => ({ reloadPage: jest.fn(), goToUrl: jest.fn() }));

let api: FakeApi;
const toasts = recordBus('ui/toast');
const users = recordBus('auth/userChanged');
const tokens = recordBus('auth/tokenChanged');

beforeEach(() => {
  clearCookies();
  api = createFakeApi();
  toasts.length = 0;
  users.length = 0;
  tokens.length = 0;
  jest.mocked(reloadPage).mockClear();
  jest.mocked(goToUrl).mockClear();
});

const emailBox = () => screen.getByRole('textbox', { name: 'Email address' });
const phoneBox = () => screen.getByRole('textbox', { name: 'Phone number' });
const passwordBox = () => screen.getByLabelText(/^Password/);
const agree = (user: { click: (el: Element) => Promise<void> }) =>
  user.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
const dialogGone = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
const location = () => screen.getByRole('status', { name: 'current location' });

describe('email login', () => {
  it('stores the session as local2, announces the user, toasts and closes', async () => {
    api.on('POST /api/front/login/email', { code: 200, data: { token: 'abc123' } });
    const { user } = await renderOpenDialog();
    await user.type(emailBox(), 'ana@example.com');
    await user.type(passwordBox(), 'secret');
    await agree(user);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await dialogGone();
    expect(api.calls('POST /api/front/login/email')[0].body).toEqual({ email: 'ana@example.com', password: 'secret' });
    expect(Cookies.get('auth._token.local2')).toBe('Bearer abc123');
    expect(Cookies.get('auth.strategy')).toBe('local2');
    expect(tokens).toEqual([{ token: 'abc123' }]);
    expect(api.calls('GET /api/front/user/info')).toHaveLength(1);
    expect(users).toEqual([{ user: USER }]);
    expect(toasts).toContainEqual({ kind: 'success', message: 'Login successful' });
  });

  it('goes back to the remembered page after signing in', async () => {
    Cookies.set('fromPath', '/users/order_list?orderStatus=1', { path: '/' });
    api.on('POST /api/front/login/email', { code: 200, data: { token: 'abc123' } });
    const { user } = await renderOpenDialog();
    expect(location()).toHaveTextContent('/goods/top_one');
    await user.type(emailBox(), 'ana@example.com');
    await user.type(passwordBox(), 'secret');
    await agree(user);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await dialogGone();
    await waitFor(() => expect(location()).toHaveTextContent('/users/order_list?orderStatus=1'));
    expect(Cookies.get('fromPath')).toBeUndefined();
  });

  it('goes home after signing in on the login page (/login) with nothing remembered, and stays on any other page', async () => {
    api.on('POST /api/front/login/email', { code: 200, data: { token: 'abc123' } });
    for (const [at, after] of [
      ['/fr/login', '/fr'],
      ['/goods/top_one', '/goods/top_one'],
    ]) {
      clearCookies();
      const { user, view } = await renderOpenDialog({ at });
      await user.type(emailBox(), 'ana@example.com');
      await user.type(passwordBox(), 'secret');
      await agree(user);
      await user.click(screen.getByRole('button', { name: 'Sign in' }));
      await dialogGone();
      await waitFor(() => expect(location()).toHaveTextContent(new RegExp(`^${after}$`)));
      view.unmount();
    }
  });

  it('keeps everything typed after a wrong password, with the server message toasted', async () => {
    api.on('POST /api/front/login/email', { code: 500, message: 'Wrong account or password' });
    const { user } = await renderOpenDialog();
    await user.type(emailBox(), 'ana@example.com');
    await user.type(passwordBox(), 'wrong');
    await agree(user);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(toasts).toContainEqual(expect.objectContaining({ kind: 'error', message: 'Wrong account or password' })));
    const submit = screen.getByRole('button', { name: 'Sign in' });
    await waitFor(() => expect(submit).toBeEnabled());
    expect(submit).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(emailBox()).toHaveValue('ana@example.com');
    expect(passwordBox()).toHaveValue('wrong');
    expect(screen.getByRole('checkbox', { name: /I have read and agree/ })).toBeChecked();
    expect(Cookies.get('auth._token.local2')).toBeUndefined();
    expect(users).toEqual([]);
  });

  it('keeps what was typed when the sign-in switches arrive late', async () => {
    let answer: (envelope: { code: number; data: unknown }) => void = () => undefined;
    api.on('GET /api/front/login/method/info', () => new Promise((resolve) => (answer = resolve)));
    const { user } = await renderOpenDialog();
    await user.type(emailBox(), 'ana@example.com');
    await user.type(passwordBox(), 'secret');
    await act(async () => answer({ code: 200, data: { ...METHODS_ALL_OFF, twitterOpen: true } }));
    expect(await screen.findByRole('button', { name: 'Sign in with Twitter' })).toBeInTheDocument();
    expect(emailBox()).toHaveValue('ana@example.com');
    expect(passwordBox()).toHaveValue('secret');
  });

  it('drops the new token and stays open when the user record cannot be loaded', async () => {
    api
      .on('POST /api/front/login/email', { code: 200, data: { token: 'abc123' } })
      .on('GET /api/front/user/info', { code: 500, message: 'User service down' });
    const { user } = await renderOpenDialog();
    await user.type(emailBox(), 'ana@example.com');
    await user.type(passwordBox(), 'secret');
    await agree(user);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(toasts).toContainEqual(expect.objectContaining({ message: 'User service down' })));
    await waitFor(() => expect(Cookies.get('auth._token.local2')).toBeUndefined());
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(emailBox()).toHaveValue('ana@example.com');
  });
});

describe('Enter submits modes 1 to 3', () => {
  it('mode 2: Enter in the password field signs in', async () => {
    api.on('POST /api/front/login/email', { code: 200, data: { token: 'abc123' } });
    const { user } = await renderOpenDialog();
    await user.type(emailBox(), 'ana@example.com');
    await agree(user);
    await user.type(passwordBox(), 'secret{Enter}');
    await dialogGone();
    expect(api.calls('POST /api/front/login/email')).toHaveLength(1);
  });

  it('mode 1: Enter posts phone, +dial code and password (strategy local)', async () => {
    api.on('POST /api/front/login/mobile/password', { code: 200, data: { token: 'p1' } });
    const { user } = await renderOpenDialog();
    await user.click(screen.getByRole('tab', { name: 'Phone' }));
    await user.type(phoneBox(), '13800138000');
    await agree(user);
    await user.type(passwordBox(), 'secret{Enter}');
    await dialogGone();
    expect(api.calls('POST /api/front/login/mobile/password')[0].body).toEqual({
      countryCode: '+86',
      phone: '13800138000',
      password: 'secret',
    });
    expect(Cookies.get('auth.strategy')).toBe('local');
    expect(Cookies.get('auth._token.local')).toBe('Bearer p1');
  });

  it('mode 3: Enter posts phone, code and +dial code (strategy local1)', async () => {
    api.on('POST /api/front/login/mobile/captcha', { code: 200, data: { token: 'p3' } });
    const { user } = await renderOpenDialog();
    await user.click(screen.getByRole('tab', { name: 'Phone' }));
    await user.click(screen.getByRole('button', { name: 'Sign in with a verification code' }));
    await user.type(phoneBox(), '13800138000');
    await agree(user);
    await user.type(screen.getByRole('textbox', { name: 'Verification code' }), '123456{Enter}');
    await dialogGone();
    expect(api.calls('POST /api/front/login/mobile/captcha')[0].body).toEqual({
      phone: '13800138000',
      captcha: '123456',
      countryCode: '+86',
    });
    expect(Cookies.get('auth._token.local1')).toBe('Bearer p3');
  });
});

describe('registration', () => {
  it('by email stores local4 and reloads the page', async () => {
    api.on('POST /api/front/login/register/email', { code: 200, data: { token: 'r4' } });
    const { user } = await renderOpenDialog();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await user.type(emailBox(), 'new@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Verification code' }), '654321');
    await user.type(passwordBox(), 'plum orchard 42');
    await agree(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await dialogGone();
    expect(api.calls('POST /api/front/login/register/email')[0].body).toEqual({
      email: 'new@example.com',
      captcha: '654321',
      password: 'plum orchard 42',
    });
    expect(Cookies.get('auth._token.local4')).toBe('Bearer r4');
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(toasts).toContainEqual({ kind: 'success', message: 'Registration successful' });
  });

  it('by phone stores local5, announces the user and only closes', async () => {
    api.on('POST /api/front/login/register/mobile', { code: 200, data: { token: 'r5' } });
    const { user } = await renderOpenDialog();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await user.click(screen.getByRole('tab', { name: 'Phone' }));
    await user.type(phoneBox(), '0812345678');
    await user.type(screen.getByRole('textbox', { name: 'Verification code' }), '654321');
    await user.type(passwordBox(), 'plum orchard 42');
    await agree(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await dialogGone();
    expect(api.calls('POST /api/front/login/register/mobile')[0].body).toEqual({
      countryCode: '+86',
      captcha: '654321',
      phone: '0812345678',
      password: 'plum orchard 42',
    });
    expect(Cookies.get('auth._token.local5')).toBe('Bearer r5');
    expect(users).toEqual([{ user: USER }]);
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('a failed registration keeps the form and stops the spinner', async () => {
    api.on('POST /api/front/login/register/email', { code: 500, message: 'Verification code error' });
    const { user } = await renderOpenDialog();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await user.type(emailBox(), 'new@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Verification code' }), '000000');
    await user.type(passwordBox(), 'plum orchard 42');
    await agree(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled());
    expect(emailBox()).toHaveValue('new@example.com');
    expect(screen.getByRole('textbox', { name: 'Verification code' })).toHaveValue('000000');
    expect(reloadPage).not.toHaveBeenCalled();
  });
});

describe('tourist entry', () => {
  it('posts the dial code as a number and signs in as local3', async () => {
    api
      .on('GET /api/front/login/method/info', { code: 200, data: { ...METHODS_ALL_OFF, visitorOpen: true } })
      .on('POST /api/front/login/register/visitor', { code: 200, data: { token: 'v3' } });
    const { user } = await renderOpenDialog({ tourist: true });
    await user.click(await screen.findByRole('button', { name: 'Continue as a guest' }));
    await user.type(emailBox(), 'guest@example.com');
    await user.click(screen.getByRole('button', { name: /Country code/ }));
    await user.type(screen.getByRole('combobox', { name: 'Search country or dial code' }), 'Thailand');
    await user.click(screen.getByRole('option', { name: /Thailand/ }));
    await user.type(screen.getByRole('textbox', { name: 'Phone number (optional)' }), '812345678');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await dialogGone();
    expect(api.calls('POST /api/front/login/register/visitor')[0].body).toEqual({
      countryCode: 66,
      email: 'guest@example.com',
      phone: '812345678',
    });
    expect(Cookies.get('auth._token.local3')).toBe('Bearer v3');
  });
});

describe('Twitter', () => {
  it('stores the request token in the twitterToken cookie and goes to Twitter', async () => {
    const requestToken = {
      token: 'rt',
      tokenSecret: 'rts',
      authorizationURL: 'https://api.twitter.com/oauth/authorize?oauth_token=rt',
      authenticationURL: 'https://api.twitter.com/oauth/authenticate?oauth_token=rt',
    };
    api
      .on('GET /api/front/login/method/info', { code: 200, data: { ...METHODS_ALL_OFF, twitterOpen: true } })
      .on('GET /api/front/login/twitter/request/token', { code: 200, data: requestToken });
    const { user } = await renderOpenDialog();
    await user.click(await screen.findByRole('button', { name: 'Sign in with Twitter' }));
    await waitFor(() => expect(goToUrl).toHaveBeenCalledWith(requestToken.authorizationURL));
    expect(api.calls('GET /api/front/login/twitter/request/token')).toHaveLength(1);
    expect(JSON.parse(Cookies.get('twitterToken') ?? '{}')).toEqual(requestToken);
  });
});
