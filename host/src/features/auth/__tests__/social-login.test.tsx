import { act, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { METHODS_ALL_OFF, USER, clearCookies, createFakeApi, recordBus, renderOpenDialog, type FakeApi } from './login-harness';

// The providers' scripts cannot run in jsdom: when the dialog adds one, the test plays the provider — it installs
// the provider's browser API (as Google's and Facebook's scripts do) and fires the script's load or error event.
const GIS_URL = 'https://accounts.google.com/gsi/client';
const FB_URL = 'https://connect.facebook.net/en_US/sdk.js';
const CLIENT_ID = 'mall.apps.googleusercontent.com';
const CREDENTIAL = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';

let api: FakeApi;
const toasts = recordBus('ui/toast');
const users = recordBus('auth/userChanged');

const script = (src: string) => document.head.querySelector<HTMLScriptElement>(`script[src="${src}"]`);
const login = { token: 'g'.repeat(32), type: 'login', key: null, uid: 7, nikeName: 'Ana', phone: '', email: USER.email, identity: null };

beforeEach(() => {
  clearCookies();
  api = createFakeApi();
  toasts.length = 0;
  users.length = 0;
  delete window.google;
  delete window.FB;
});

describe('social sign-in in the login dialog', () => {
  it('loads no provider script while every provider is off', async () => {
    await renderOpenDialog();
    await waitFor(() => expect(api.calls('GET /api/front/login/method/info')).toHaveLength(1));
    expect(script(GIS_URL)).toBeNull();
    expect(script(FB_URL)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Or sign in with' })).not.toBeInTheDocument();
  });

  it('loads Google Identity Services when Google is on, renders its button, and signs in with its ID token', async () => {
    api.on('GET /api/front/login/method/info', { code: 200, data: { ...METHODS_ALL_OFF, googleOpen: true, googleClientId: CLIENT_ID } });
    api.on('POST /api/front/login/google', { code: 200, message: 'Login successful', data: { ...login, userType: 'google' } });
    await renderOpenDialog();
    // Until the script ran, our icon holds the place.
    expect(await screen.findByRole('button', { name: 'Sign in with Google' })).toBeInTheDocument();
    const added = script(GIS_URL);
    expect(added).not.toBeNull();

    let initialized: { client_id: string; callback: (r: { credential?: string }) => void } | undefined;
    let rendered: Record<string, unknown> | undefined;
    window.google = {
      accounts: {
        id: {
          initialize: (config) => {
            initialized = config;
          },
          renderButton: (parent, options) => {
            rendered = options;
            const button = document.createElement('button');
            button.textContent = 'Google account chooser';
            button.addEventListener('click', () => initialized?.callback({ credential: CREDENTIAL }));
            parent.appendChild(button);
          },
        },
      },
    };
    act(() => {
      added!.dispatchEvent(new Event('load'));
    });
    const gisButton = await screen.findByRole('button', { name: 'Google account chooser' });
    expect(initialized?.client_id).toBe(CLIENT_ID);
    expect(rendered).toMatchObject({ type: 'icon', shape: 'circle', locale: 'en' });
    expect(screen.queryByRole('button', { name: 'Sign in with Google' })).not.toBeInTheDocument();

    act(() => gisButton.click());
    await waitFor(() => expect(Cookies.get('auth.strategy')).toBe('local8'));
    // The contract's body: the raw ID token as a JSON string.
    expect(api.calls('POST /api/front/login/google')).toMatchObject([{ method: 'POST', url: '/api/front/login/google', body: CREDENTIAL }]);
    expect(Cookies.get('auth._token.local8')).toBe(`Bearer ${login.token}`);
    await waitFor(() => expect(users).toContainEqual({ user: USER }));
    expect(toasts).toContainEqual({ kind: 'success', message: 'Login successful' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says so when the Facebook SDK could not load, and signs in once it does', async () => {
    api.on('GET /api/front/login/method/info', { code: 200, data: { ...METHODS_ALL_OFF, facebookOpen: true, facebookAppId: '1234' } });
    api.on('POST /api/front/login/facebook', { code: 200, data: { ...login, userType: 'facebook' } });
    const first = await renderOpenDialog();
    const icon = await screen.findByRole('button', { name: 'Sign in with Facebook' });
    act(() => {
      script(FB_URL)!.dispatchEvent(new Event('error'));
    });
    await first.user.click(icon);
    expect(toasts).toContainEqual({
      kind: 'error',
      message: 'Facebook sign-in could not be loaded. Please try again later or use email or phone.',
    });
    first.view.unmount();

    // The next opening tries again; the shopper first closes Facebook's window, then signs in.
    const { user } = await renderOpenDialog();
    const again = await screen.findByRole('button', { name: 'Sign in with Facebook' });
    let inits = 0;
    let answer: { authResponse: { accessToken: string } | null } = { authResponse: null };
    window.FB = {
      init: (config) => {
        inits += 1;
        expect(config).toMatchObject({ appId: '1234', xfbml: false });
      },
      login: (callback, options) => {
        expect(options.scope).toContain('email');
        callback(answer);
      },
    };
    act(() => {
      script(FB_URL)!.dispatchEvent(new Event('load'));
    });
    await waitFor(() => expect(inits).toBe(1));
    await user.click(again);
    expect(toasts).toContainEqual({ kind: 'info', message: 'You did not sign in to Facebook.' });
    expect(api.calls('POST /api/front/login/facebook')).toHaveLength(0);

    answer = { authResponse: { accessToken: 'EAAtoken' } };
    await user.click(again);
    await waitFor(() => expect(Cookies.get('auth.strategy')).toBe('local9'));
    expect(api.calls('POST /api/front/login/facebook')[0].body).toEqual({ accessToken: 'EAAtoken' });
  });

  it('keeps the dialog open and the session empty when the API refuses the Google token', async () => {
    api.on('GET /api/front/login/method/info', { code: 200, data: { ...METHODS_ALL_OFF, googleOpen: true, googleClientId: CLIENT_ID } });
    api.on('POST /api/front/login/google', { code: 500, message: 'Your Google sign-in has expired; please sign in with Google again' });
    let callback: ((r: { credential?: string }) => void) | undefined;
    window.google = {
      accounts: {
        id: {
          initialize: (c) => {
            callback = c.callback;
          },
          renderButton: () => undefined,
        },
      },
    };
    const { dialog } = await renderOpenDialog();
    // The script loaded in the test before: GIS is set up at once.
    await waitFor(() => expect(callback).toBeDefined());
    act(() => callback!({ credential: CREDENTIAL }));
    await waitFor(() => expect(api.calls('POST /api/front/login/google')).toHaveLength(1));
    expect(Cookies.get('auth.strategy')).toBeUndefined();
    expect(within(dialog).getByRole('heading', { name: 'Sign in with email' })).toBeInTheDocument();
  });
});
