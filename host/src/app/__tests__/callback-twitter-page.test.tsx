import { render, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { mergeMessages } from '@mall/i18n';
import { MallThemeProvider } from '@mall/ui-theme';
import { USER, clearCookies, createFakeApi, recordBus, type FakeApi } from '../../features/auth/__tests__/login-harness';
import { CallbackTwitterPage } from '../pages/callback-twitter-page';
import en from '../../lang/en.json';

const messages = mergeMessages({ en }, 'en');
const users = recordBus('auth/userChanged');
let api: FakeApi;

function renderCallback(query: string) {
  render(
    <MemoryRouter initialEntries={[`/middlewares/callback_twitter${query}`]}>
      <IntlProvider locale="en" messages={messages}>
        <MallThemeProvider withGlobalStyles={false}>
          <Routes>
            <Route path="/middlewares/callback_twitter" element={<CallbackTwitterPage />} />
            <Route path="/" element={<p>Home page</p>} />
          </Routes>
        </MallThemeProvider>
      </IntlProvider>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  clearCookies();
  users.length = 0;
  api = createFakeApi();
});

describe('/middlewares/callback_twitter', () => {
  it('signs in with the saved request token and the verifier, announces the shopper, and goes home', async () => {
    Cookies.set('twitterToken', JSON.stringify({ token: 'req-token', tokenSecret: 'req-secret', authorizationURL: 'https://x' }), {
      path: '/',
    });
    api.on('POST /api/front/login/twitter', { code: 200, data: { token: 't'.repeat(32), type: 'register', uid: 3, userType: 'twitter' } });
    renderCallback('?oauth_token=req-token&oauth_verifier=ver-1');
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(api.calls('POST /api/front/login/twitter')[0].body).toEqual({
      oauthToken: 'req-token',
      oauthTokenSecret: 'req-secret',
      oauthVerifier: 'ver-1',
    });
    expect(Cookies.get('auth.strategy')).toBe('local6');
    expect(Cookies.get('twitterToken')).toBeUndefined();
    // The header hears who signed in (the shell's start-up check ran before there was a token).
    expect(users).toContainEqual({ user: USER });
  });

  it('drops the session and says it failed when the shopper cannot be loaded', async () => {
    Cookies.set('twitterToken', JSON.stringify({ token: 'req-token', tokenSecret: 'req-secret' }), { path: '/' });
    api.on('POST /api/front/login/twitter', { code: 200, data: { token: 't'.repeat(32), type: 'login', uid: 3, userType: 'twitter' } });
    api.on('GET /api/front/user/info', { code: 401, message: 'Please log in' });
    renderCallback('?oauth_token=req-token&oauth_verifier=ver-2');
    expect(await screen.findByRole('alert')).toHaveTextContent('Twitter sign-in failed.');
    await waitFor(() => expect(Cookies.get('auth.strategy')).toBeUndefined());
    // Nobody is announced as signed in (the API client's lost-session handling announces nobody).
    expect(users.filter(({ user }) => user !== null)).toHaveLength(0);
  });
});
