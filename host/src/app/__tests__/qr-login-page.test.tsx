import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { bus } from '@mall/event-bus';
import { mergeMessages } from '@mall/i18n';
import { MallThemeProvider } from '@mall/ui-theme';
import { SessionContext, type SessionValue } from '../../session/session-context';
import { sessionValue } from '../../testing/session-value';
import { USER, createFakeApi, type FakeApi } from '../../features/auth/__tests__/login-harness';
import { QrLoginPage } from '../pages/qr-login-page';
import en from '../../lang/en.json';

const messages = mergeMessages({ en }, 'en');
const TICKET = 'Phone_ticket-0123456789abcdefghijklmnopqrst';
let api: FakeApi;

function renderPage(session: Partial<SessionValue>, hash = `#${TICKET}`) {
  window.history.replaceState(null, '', `/middlewares/qr_login${hash}`);
  const value = sessionValue(session);
  render(
    <MemoryRouter>
      <IntlProvider locale="en" messages={messages}>
        <MallThemeProvider withGlobalStyles={false}>
          <SessionContext.Provider value={value}>
            <QrLoginPage />
          </SessionContext.Provider>
        </MallThemeProvider>
      </IntlProvider>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

beforeEach(() => {
  api = createFakeApi();
  api.on('POST /api/front/login/qr/scan', { code: 200, data: { expiresIn: 100 } });
});

describe('/middlewares/qr_login: the phone page of QR sign-in', () => {
  it('asks the signed-in shopper "Sign in on the computer?" and confirms the ticket', async () => {
    api.on('POST /api/front/login/qr/confirm', { code: 200, message: 'You are signed in on the computer' });
    const user = renderPage({ loggedIn: true, user: USER });
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in on the computer?' })).toBeInTheDocument();
    expect(await screen.findByText(/will be signed in to your account, Ana\./)).toBeInTheDocument();
    expect(api.calls('POST /api/front/login/qr/scan')[0].body).toEqual({ ticket: TICKET });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You are signed in on the computer');
    expect(screen.getByText('You can close this page.')).toBeInTheDocument();
    expect(api.calls('POST /api/front/login/qr/confirm')[0].body).toEqual({ ticket: TICKET });
  });

  it('declines with Cancel', async () => {
    api.on('POST /api/front/login/qr/cancel', { code: 200, message: 'Sign-in cancelled' });
    const user = renderPage({ loggedIn: true, user: USER });
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Sign-in cancelled');
    expect(api.calls('POST /api/front/login/qr/confirm')).toHaveLength(0);
  });

  it('shows the server’s refusal of an expired or used code, with no buttons', async () => {
    api.on('POST /api/front/login/qr/scan', {
      code: 500,
      message: 'This QR code has expired; please refresh it on the computer and scan it again',
    });
    renderPage({ loggedIn: true, user: USER });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This QR code has expired; please refresh it on the computer and scan it again',
    );
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('asks a signed-out phone to sign in first, through the shell’s login dialog', async () => {
    const requested: unknown[] = [];
    const stop = bus.subscribe('auth/loginRequested', (payload) => requested.push(payload), { replay: false });
    const user = renderPage({ loggedIn: false });
    expect(screen.getByText(/Sign in on this phone first/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in on this phone' }));
    expect(requested).toEqual([{}]);
    expect(api.calls('POST /api/front/login/qr/scan')).toHaveLength(0);
    stop();
  });

  it('says so when the address holds no ticket', () => {
    renderPage({ loggedIn: true, user: USER }, '');
    expect(screen.getByRole('alert')).toHaveTextContent('This link holds no sign-in code.');
  });
});
