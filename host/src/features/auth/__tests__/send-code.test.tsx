import { act, screen, waitFor } from '@testing-library/react';
import { METHODS_ALL_OFF, clearCookies, createFakeApi, recordBus, renderOpenDialog, type FakeApi } from './login-harness';

let api: FakeApi;
const toasts = recordBus('ui/toast');

beforeEach(() => {
  jest.useFakeTimers();
  clearCookies();
  api = createFakeApi();
  toasts.length = 0;
});

afterEach(() => {
  jest.useRealTimers();
});

const open = (tourist = false) => renderOpenDialog({ tourist, advanceTimers: jest.advanceTimersByTime });
const tick = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('register by email: send code', () => {
  it('sends the raw email, counts down 60 s with the button disabled, then offers Resend', async () => {
    api.on('POST /api/front/login/email/captcha', { code: 200, message: 'Sent successfully' });
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    const counting = await screen.findByRole('button', { name: 'Resend in 60s' });
    expect(counting).toBeDisabled();
    expect(api.calls('POST /api/front/login/email/captcha').map((call) => call.body)).toEqual(['ana@example.com']);
    expect(toasts).toContainEqual({ kind: 'success', message: 'Sent successfully' });

    tick(1000);
    expect(screen.getByRole('button', { name: 'Resend in 59s' })).toBeDisabled();
    tick(58000);
    expect(screen.getByRole('button', { name: 'Resend in 1s' })).toBeDisabled();
    tick(1000);
    const resend = screen.getByRole('button', { name: 'Resend' });
    expect(resend).toBeEnabled();

    await user.click(resend);
    expect(await screen.findByRole('button', { name: 'Resend in 60s' })).toBeDisabled();
    expect(api.calls('POST /api/front/login/email/captcha')).toHaveLength(2);
  });

  it('collapses a double click into one request', async () => {
    api.on('POST /api/front/login/email/captcha', { code: 200, message: 'Sent successfully' });
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'ana@example.com');
    await user.dblClick(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByRole('button', { name: 'Resend in 60s' });
    expect(api.calls('POST /api/front/login/email/captcha')).toHaveLength(1);
  });

  it('ignores a second click within 500 ms even when the first send failed, and accepts one after', async () => {
    api.on('POST /api/front/login/email/captcha', { code: 500, message: 'Too many requests' });
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'ana@example.com');
    const send = screen.getByRole('button', { name: 'Send code' });
    await user.click(send);
    await waitFor(() => expect(send).toBeEnabled());
    await user.click(send);
    expect(api.calls('POST /api/front/login/email/captcha')).toHaveLength(1);

    tick(600);
    await user.click(send);
    await waitFor(() => expect(api.calls('POST /api/front/login/email/captcha')).toHaveLength(2));
    // A failed send starts no countdown.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled());
  });
});

describe('phone codes', () => {
  it('register by phone posts form data with phone and +dial code, then counts down', async () => {
    api.on('POST /api/front/login/sendCode', { code: 200, message: 'Sent successfully' });
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await user.click(screen.getByRole('tab', { name: 'Phone' }));
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '13800138000');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: 'Resend in 60s' })).toBeDisabled();
    const body = api.calls('POST /api/front/login/sendCode')[0].body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('phone')).toBe('13800138000');
    expect(body.get('countryCode')).toBe('+86');
  });

  it('phone-code login (mode 3) sends an SMS code the same way', async () => {
    api.on('POST /api/front/login/sendCode', { code: 200, message: 'Sent successfully' });
    const { user } = await open();
    await user.click(screen.getByRole('tab', { name: 'Phone' }));
    await user.click(screen.getByRole('button', { name: 'Sign in with a verification code' }));
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '13800138000');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: 'Resend in 60s' })).toBeDisabled();
    expect(api.calls('POST /api/front/login/sendCode')).toHaveLength(1);
  });
});

describe('tourist submit', () => {
  it('collapses a double click into one registration', async () => {
    let answer: (value: { code: number; data: unknown }) => void = () => undefined;
    api
      .on('GET /api/front/login/method/info', { code: 200, data: { ...METHODS_ALL_OFF, visitorOpen: true } })
      .on('POST /api/front/login/register/visitor', () => new Promise((resolve) => (answer = resolve)));
    const { user } = await open(true);
    await user.click(await screen.findByRole('button', { name: 'Continue as a guest' }));
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'guest@example.com');
    await user.dblClick(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(api.calls('POST /api/front/login/register/visitor')).toHaveLength(1));
    await act(async () => answer({ code: 200, data: { token: 'v3' } }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('POST /api/front/login/register/visitor')).toHaveLength(1);
  });

  it('takes a corrected retry at once after a validation message (only a duplicate is dropped)', async () => {
    api
      .on('GET /api/front/login/method/info', { code: 200, data: { ...METHODS_ALL_OFF, visitorOpen: true } })
      .on('POST /api/front/login/register/visitor', { code: 200, data: { token: 'v4' } });
    const { user } = await open(true);
    await user.click(await screen.findByRole('button', { name: 'Continue as a guest' }));
    const email = screen.getByRole('textbox', { name: 'Email address' });
    await user.type(email, 'guest@example');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findAllByText('Please fill in the correct email address')).length).toBeGreaterThan(0);
    // Within 500 ms of the first click: the shopper fixes the address and clicks again.
    await user.type(email, '.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(api.calls('POST /api/front/login/register/visitor')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('send code after a validation message', () => {
  it('sends at once to the corrected address, while a double click on one address sends once', async () => {
    api.on('POST /api/front/login/email/captcha', { code: 200, message: 'Sent successfully' });
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const email = screen.getByRole('textbox', { name: 'Email address' });
    await user.type(email, 'ana@example');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Please fill in the correct email address')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(api.calls('POST /api/front/login/email/captcha')).toHaveLength(0);
    await user.type(email, '.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: 'Resend in 60s' })).toBeDisabled();
    expect(api.calls('POST /api/front/login/email/captcha').map((call) => call.body)).toEqual(['ana@example.com']);
  });
});
