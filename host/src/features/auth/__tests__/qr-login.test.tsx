import { screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { qrLoginUrl } from '../qr/qr-login';
import { QR_TICKET, USER, clearCookies, createFakeApi, recordBus, renderOpenDialog, type Envelope, type FakeApi } from './login-harness';

// The QR library is real; its calls are recorded to read what the code holds.
jest.mock('qrcode', () => {
  const actual = jest.requireActual('qrcode');
  return {
    __esModule: true,
    default: { ...actual, toDataURL: jest.fn((text: string, options: object) => actual.toDataURL(text, options)) },
  };
});
import QRCode from 'qrcode';

let api: FakeApi;
const toasts = recordBus('ui/toast');
const users = recordBus('auth/userChanged');
let answer: Envelope;

const status = (value: string, login: unknown = null): Envelope => ({ code: 200, data: { status: value, expiresIn: 90, login } });
const panel = () => within(screen.getByRole('figure'));

beforeEach(() => {
  clearCookies();
  api = createFakeApi();
  toasts.length = 0;
  users.length = 0;
  answer = status('waiting');
  api.on('POST /api/front/login/qr/status', () => answer);
});

describe('the login dialog’s QR sign-in', () => {
  it('shows a one-time ticket as a QR code of the storefront’s phone page, and follows it until the phone confirms', async () => {
    await renderOpenDialog();
    expect(await panel().findByRole('img', { name: 'QR code to sign in with your phone' })).toBeInTheDocument();
    expect(panel().getByText('Sign in with your phone')).toBeInTheDocument();
    expect(panel().getByRole('status')).toHaveTextContent('Scan it with the phone where you are signed in to the mall');
    expect(jest.mocked(QRCode.toDataURL)).toHaveBeenCalledWith(`http://localhost/middlewares/qr_login#${QR_TICKET}`, expect.anything());

    answer = status('scanned');
    expect(await panel().findByText('Scanned. Confirm on your phone.', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(api.calls('POST /api/front/login/qr/status')[0].body).toEqual({ ticket: QR_TICKET });

    answer = status('confirmed', {
      token: 'q'.repeat(64),
      type: 'login',
      key: null,
      uid: 5,
      nikeName: 'Ana',
      phone: '',
      email: USER.email,
      identity: null,
      userType: 'email',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 3000 });
    expect(Cookies.get('auth.strategy')).toBe('local7');
    expect(Cookies.get('auth._token.local7')).toBe(`Bearer ${'q'.repeat(64)}`);
    expect(users).toEqual([{ user: USER }]);
    expect(toasts).toContainEqual({ kind: 'success', message: 'Login successful' });
    // Asked no more once signed in.
    const asked = api.calls('POST /api/front/login/qr/status').length;
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(api.calls('POST /api/front/login/qr/status')).toHaveLength(asked);
  });

  it('says when the code expired or the phone declined, and draws a new one on request', async () => {
    const { user } = await renderOpenDialog();
    await panel().findByRole('img', { name: 'QR code to sign in with your phone' });
    answer = status('expired');
    expect(await panel().findByText('This QR code has expired.', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(panel().queryByRole('img')).not.toBeInTheDocument();

    const fresh = 'Fresh_ticket-0123456789abcdefghijklmnopqrst';
    api.on('POST /api/front/login/qr/ticket', { code: 200, data: { ticket: fresh, expiresIn: 120 } });
    answer = status('waiting');
    await user.click(panel().getByRole('button', { name: 'New QR code' }));
    expect(await panel().findByRole('img', { name: 'QR code to sign in with your phone' })).toBeInTheDocument();
    expect(jest.mocked(QRCode.toDataURL)).toHaveBeenLastCalledWith(`http://localhost/middlewares/qr_login#${fresh}`, expect.anything());

    answer = status('cancelled');
    expect(await panel().findByText('Sign-in was cancelled on the phone.', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(panel().getByRole('button', { name: 'New QR code' })).toBeInTheDocument();
  });
});

it('puts the language prefix into the phone page’s address', () => {
  expect(qrLoginUrl('https://shop.test', 'th', 'abc')).toBe('https://shop.test/th/middlewares/qr_login#abc');
  expect(qrLoginUrl('https://shop.test', 'en', 'abc')).toBe('https://shop.test/middlewares/qr_login#abc');
});
