import { act, screen, waitFor, within } from '@testing-library/react';
import { bus } from '@mall/event-bus';
import { METHODS_ALL_OFF, clearCookies, createFakeApi, renderOpenDialog, type FakeApi } from './login-harness';

let api: FakeApi;

beforeEach(() => {
  clearCookies();
  api = createFakeApi();
});

const heading = (name: string) => screen.getByRole('heading', { name });

describe('opening and closing', () => {
  it('stays closed until auth/loginRequested, then shows the email mode with the login picture', async () => {
    const { dialog } = await renderOpenDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(heading('Sign in with email')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Email' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(dialog.querySelector('img[src="https://img.example.com/login.png"]')).toBeInTheDocument());
  });

  it('closes with the close button, telling the page that asked for the sign-in not to resume its action', async () => {
    const { user } = await renderOpenDialog();
    const dismissed: unknown[] = [];
    const stop = bus.subscribe('auth/loginDismissed', (payload) => dismissed.push(payload), { replay: false });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(dismissed).toEqual([{}]);
    stop();
  });

  it('closes with Escape and opens again on the next request in the default mode', async () => {
    const { user } = await renderOpenDialog();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => bus.publish('auth/loginRequested', {}));
    expect(await screen.findByRole('heading', { name: 'Sign in with email' })).toBeInTheDocument();
  });
});

describe('mode transitions', () => {
  it('2 → 1 by the Phone tab, 1 → 3 by quick login, 3 → 1 by password login, back to 2 by the Email tab', async () => {
    const { user } = await renderOpenDialog();
    await user.click(screen.getByRole('tab', { name: 'Phone' }));
    expect(heading('Sign in with phone')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Country code: China \+86/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign in with a verification code' }));
    expect(screen.getByRole('textbox', { name: 'Verification code' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send code' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign in with password' }));
    expect(screen.getByLabelText(/^Password/)).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Email' }));
    expect(heading('Sign in with email')).toBeInTheDocument();
  });

  it('2 → 4 by the forgot link; Next with a valid email sends the code and shows 5; success returns to 2', async () => {
    api
      .on('POST /api/front/login/email/forget/password', { code: 200, message: 'Sent successfully' })
      .on('POST /api/front/login/email/reset/password', { code: 200, message: 'Password changed' });
    const toasts: string[] = [];
    const stop = bus.subscribe('ui/toast', ({ message }) => toasts.push(message ?? ''), { replay: false });
    const { user } = await renderOpenDialog();

    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(heading('Forgot your password')).toBeInTheDocument();
    // The email typed in mode 2 carries over.
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue('ana@example.com');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
    expect(api.calls('POST /api/front/login/email/forget/password')[0].body).toBe('ana@example.com');
    expect(screen.getByText('We sent a verification code to ana@example.com.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend in 60s' })).toBeDisabled();

    await user.type(screen.getByRole('textbox', { name: 'Verification code' }), '123456');
    await user.type(screen.getByLabelText(/^New password/), 'n3w-Secret');
    await user.type(screen.getByLabelText(/^Repeat the new password/), 'n3w-Secret');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    expect(await screen.findByRole('heading', { name: 'Sign in with email' })).toBeInTheDocument();
    expect(api.calls('POST /api/front/login/email/reset/password')[0].body).toEqual({
      email: 'ana@example.com',
      captcha: '123456',
      newPassword: 'n3w-Secret',
      passwordAgain: 'n3w-Secret',
    });
    expect(toasts).toEqual(['Sent successfully', 'Password changed']);
    stop();
  });

  it('4 → 2 by the remembered-it link', async () => {
    const { user } = await renderOpenDialog();
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await user.click(screen.getByRole('button', { name: 'Remembered it? Sign in' }));
    expect(heading('Sign in with email')).toBeInTheDocument();
  });

  it('Next in mode 4 needs a valid email and stays put otherwise', async () => {
    const { user } = await renderOpenDialog();
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(heading('Forgot your password')).toBeInTheDocument();
    expect(api.calls('POST /api/front/login/email/forget/password')).toHaveLength(0);
  });

  it('create account → 6 with Email (0) and Phone (1) tabs; have-account returns to email login from Email', async () => {
    const { user } = await renderOpenDialog();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(heading('Create your account')).toBeInTheDocument();
    const tabs = within(screen.getByRole('tablist', { name: 'Registration method' }));
    expect(tabs.getByRole('tab', { name: 'Email' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('textbox', { name: 'Email address' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Already have an account? Sign in' }));
    expect(heading('Sign in with email')).toBeInTheDocument();
  });

  it('have-account returns to phone login when the Phone tab is active', async () => {
    const { user } = await renderOpenDialog();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await user.click(screen.getByRole('tab', { name: 'Phone' }));
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Email address' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Already have an account? Sign in' }));
    expect(heading('Sign in with phone')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toBeInTheDocument();
  });
});

describe('tourist link', () => {
  it('shows with visitorOpen and the tourist flag, and leads to mode 7', async () => {
    api.on('GET /api/front/login/method/info', { code: 200, data: { ...METHODS_ALL_OFF, visitorOpen: true } });
    const { user } = await renderOpenDialog({ tourist: true });
    await user.click(await screen.findByRole('button', { name: 'Continue as a guest' }));
    expect(heading('Guest checkout')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Phone number (optional)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(heading('Sign in with email')).toBeInTheDocument();
  });

  it('is hidden when the dialog was opened without the tourist flag', async () => {
    api.on('GET /api/front/login/method/info', { code: 200, data: { ...METHODS_ALL_OFF, visitorOpen: true } });
    await renderOpenDialog({ tourist: false });
    await waitFor(() => expect(api.calls('GET /api/front/login/method/info')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Continue as a guest' })).not.toBeInTheDocument();
  });

  it('is hidden when the server has visitors switched off', async () => {
    await renderOpenDialog({ tourist: true });
    await waitFor(() => expect(api.calls('GET /api/front/login/method/info')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Continue as a guest' })).not.toBeInTheDocument();
  });
});

describe('social icons and QR code', () => {
  it('shows only the providers the server switched on', async () => {
    api.on('GET /api/front/login/method/info', {
      code: 200,
      data: { ...METHODS_ALL_OFF, twitterOpen: true, googleOpen: true, googleClientId: 'mall.apps.googleusercontent.com' },
    });
    await renderOpenDialog();
    expect(await screen.findByRole('button', { name: 'Sign in with Twitter' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in with Facebook' })).not.toBeInTheDocument();
  });

  it('shows none when every switch is off', async () => {
    await renderOpenDialog();
    await waitFor(() => expect(api.calls('GET /api/front/login/method/info')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: /Sign in with (Twitter|Facebook|Google)/ })).not.toBeInTheDocument();
  });

  it('offers the operator’s mobile mall as a QR code on a backend without QR sign-in', async () => {
    api.notServed('POST /api/front/login/qr/ticket');
    await renderOpenDialog({ home: { mobileMallUrl: 'https://m.shop.test/', consumerH5Url: 'https://chat.shop.test/h5' } });
    expect(await screen.findByRole('img', { name: 'QR code linking to the mobile mall' })).toBeInTheDocument();
    expect(screen.getByText('Scan with the mobile app')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the mobile mall on your phone' })).toHaveAttribute('href', 'https://m.shop.test/');
  });

  it('shows no QR code on a backend without QR sign-in when the operator has no mobile mall', async () => {
    api.notServed('POST /api/front/login/qr/ticket');
    const { dialog } = await renderOpenDialog({ home: { mobileMallUrl: '', consumerH5Url: '' } });
    expect(heading('Sign in with email')).toBeInTheDocument();
    await waitFor(() => expect(dialog.querySelector('figure')).toBeNull());
    expect(screen.queryByText('Scan with the mobile app')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open the mobile mall on your phone' })).not.toBeInTheDocument();
  });

  it('links the agreement to the privacy page in a new tab', async () => {
    await renderOpenDialog();
    const link = screen.getByRole('link', { name: /Privacy Agreement/ });
    expect(link).toHaveAttribute('href', '/middlewares/privacy_agreement');
    expect(link).toHaveAttribute('target', '_blank');
  });
});
