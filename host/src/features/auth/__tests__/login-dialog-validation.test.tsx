import { act, screen, waitFor, within } from '@testing-library/react';
import { loadPasswordEstimator } from '@mall/password-policy';
import { clearCookies, createFakeApi, describedError, describedHint, renderOpenDialog, type FakeApi } from './login-harness';

let api: FakeApi;

beforeEach(() => {
  clearCookies();
  api = createFakeApi();
});

const emailBox = () => screen.getByRole('textbox', { name: 'Email address' });
const phoneBox = () => screen.getByRole('textbox', { name: 'Phone number' });
const codeBox = () => screen.getByRole('textbox', { name: 'Verification code' });
const passwordBox = () => screen.getByLabelText(/^Password/);
const agreementBox = () => screen.getByRole('checkbox', { name: /I have read and agree/ });
const formError = () => screen.getByTestId('form-error');
// The QR panel's ticket and its status are asked on their own; what matters is that no form was sent.
const loginCalls = () => api.requests.filter((request) => request.method === 'POST' && !request.url.startsWith('/api/front/login/qr/'));

describe('email login (mode 2)', () => {
  it('asks for the email first, inline under the field and as the submit error', async () => {
    const { user } = await renderOpenDialog();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(describedError(emailBox())).toBe('Please fill in your email address');
    expect(emailBox()).toHaveAttribute('aria-invalid', 'true');
    expect(formError()).toHaveTextContent('Please fill in your email address');
    expect(describedError(passwordBox())).toBe('Please enter your password');
    expect(describedError(agreementBox())).toBe('Please read and agree to the Privacy Agreement first');
    expect(loginCalls()).toHaveLength(0);
  });

  it.each(['ana', 'ana@', 'ana@example', 'ana..b@example.com', 'ana@exa mple.com'])('rejects %s as an email address', async (typed) => {
    const { user } = await renderOpenDialog();
    await user.type(emailBox(), typed);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(describedError(emailBox())).toBe('Please fill in the correct email address');
  });

  it('accepts letters, digits, underscore and hyphen before the @ and dotted domain parts', async () => {
    const { user } = await renderOpenDialog();
    await user.type(emailBox(), 'ana_b-9@mail.example-shop.co');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(describedError(emailBox())).toBeNull();
  });

  it('requires the agreement even when email and password are fine', async () => {
    api.on('POST /api/front/login/email', { code: 200, data: { token: 't0k3n' } });
    const { user } = await renderOpenDialog();
    await user.type(emailBox(), 'ana@example.com');
    await user.type(passwordBox(), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(formError()).toHaveTextContent('Please read and agree to the Privacy Agreement first');
    expect(loginCalls()).toHaveLength(0);

    await user.click(agreementBox());
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(loginCalls().map((request) => request.url)).toEqual(['/api/front/login/email']);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('phone modes', () => {
  it('mode 1 asks for the phone number and the password', async () => {
    const { user } = await renderOpenDialog();
    await user.click(screen.getByRole('tab', { name: 'Phone' }));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(describedError(phoneBox())).toBe('Please enter your phone number');
    expect(describedError(passwordBox())).toBe('Please enter your password');
    expect(formError()).toHaveTextContent('Please enter your phone number');
  });

  it('mode 3 asks for the code, then letters and digits only', async () => {
    const { user } = await renderOpenDialog();
    await user.click(screen.getByRole('tab', { name: 'Phone' }));
    await user.click(screen.getByRole('button', { name: 'Sign in with a verification code' }));
    await user.type(phoneBox(), '13800138000');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(describedError(codeBox())).toBe('Please enter the verification code');

    await user.type(codeBox(), '12-34');
    expect(describedError(codeBox())).toBe('The verification code may contain only letters and digits');
    await user.clear(codeBox());
    await user.type(codeBox(), 'ab12CD');
    expect(describedError(codeBox())).toBeNull();
  });
});

/** Opens mode 5 for ana@example.com (mode 4 sent the code); answers the user and the reset button. */
async function openReset() {
  api.on('POST /api/front/login/email/forget/password', { code: 200, message: 'Sent' });
  const { user } = await renderOpenDialog();
  await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
  await user.type(emailBox(), 'ana@example.com');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  return { user, submit: await screen.findByRole('button', { name: 'Reset password' }) };
}

describe('password reset (mode 5)', () => {
  it('needs the code, the new password, the repeat, and the two must match', async () => {
    const { user, submit } = await openReset();

    await user.click(submit);
    expect(describedError(codeBox())).toBe('Please enter the verification code');
    expect(describedError(screen.getByLabelText(/^New password/))).toBe('Please enter your password');
    expect(describedError(screen.getByLabelText(/^Repeat the new password/))).toBe('Please enter the password again');

    await user.type(screen.getByLabelText(/^New password/), 'first-one');
    await user.type(screen.getByLabelText(/^Repeat the new password/), 'second-one');
    expect(describedError(screen.getByLabelText(/^Repeat the new password/))).toBe('The two passwords do not match');
    expect(api.calls('POST /api/front/login/email/reset/password')).toHaveLength(0);
  });
});

describe('register (mode 6)', () => {
  it('email tab needs email, code, password and the agreement', async () => {
    const { user } = await renderOpenDialog();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(describedError(emailBox())).toBe('Please fill in your email address');
    expect(describedError(codeBox())).toBe('Please enter the verification code');
    expect(describedError(passwordBox())).toBe('Please enter your password');
    expect(describedError(agreementBox())).toBe('Please read and agree to the Privacy Agreement first');
    expect(loginCalls()).toHaveLength(0);
  });

  it('phone tab needs the phone number', async () => {
    const { user } = await renderOpenDialog();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await user.click(screen.getByRole('tab', { name: 'Phone' }));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(describedError(phoneBox())).toBe('Please enter your phone number');
  });

  it('send code refuses a missing or malformed email and shows why', async () => {
    const { user } = await renderOpenDialog();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(describedError(emailBox())).toBe('Please fill in your email address');
    expect(emailBox()).toHaveFocus();
    await user.type(emailBox(), 'ana@example');
    await new Promise((resolve) => setTimeout(resolve, 550));
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(describedError(emailBox())).toBe('Please fill in the correct email address');
    expect(api.calls('POST /api/front/login/email/captcha')).toHaveLength(0);
  });

  it('send code on the phone tab refuses an empty phone', async () => {
    const { user } = await renderOpenDialog();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await user.click(screen.getByRole('tab', { name: 'Phone' }));
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(describedError(phoneBox())).toBe('Please enter your phone number');
    expect(api.calls('POST /api/front/login/sendCode')).toHaveLength(0);
  });
});

describe('tourist (mode 7)', () => {
  it('needs a valid email; the phone is optional', async () => {
    api.on('GET /api/front/login/method/info', {
      code: 200,
      data: { twitterOpen: false, googleOpen: false, facebookOpen: false, visitorOpen: true },
    });
    const { user } = await renderOpenDialog({ tourist: true });
    await user.click(await screen.findByRole('button', { name: 'Continue as a guest' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(describedError(emailBox())).toBe('Please fill in your email address');
    expect(describedError(screen.getByRole('textbox', { name: 'Phone number (optional)' }))).toBeNull();
    await user.type(emailBox(), 'guest@');
    expect(describedError(emailBox())).toBe('Please fill in the correct email address');
    expect(api.calls('POST /api/front/login/register/visitor')).toHaveLength(0);
  });
});

describe('the new password: the API’s rule and its strength, in the register and reset forms', () => {
  const LENGTH = 'The password must be 8 to 128 characters long (any characters, spaces included)';
  const COMMON = 'This password is one of the most commonly used and easy to guess; please choose another';
  const RULE = '8 to 128 characters of any kind, spaces included. A few unrelated words make a strong password.';

  /**
   * Types into the field and leaves it, as a shopper would (errors show once a field was visited). A long password
   * arrives pasted, as a password manager fills it: typed key by key, 129 emoji re-estimate the strength 129 times,
   * which took over 30 s on a loaded machine.
   */
  async function retype(user: Awaited<ReturnType<typeof renderOpenDialog>>['user'], field: HTMLElement, text: string) {
    await user.clear(field);
    if ([...text].length > 32) {
      await user.click(field);
      await user.paste(text);
    } else await user.type(field, text);
    await user.tab();
  }

  it('register: refuses 7 characters and a common password, takes a passphrase, and says how strong it is', async () => {
    api.on('POST /api/front/login/register/email', { code: 200, data: { token: 'r4' } });
    const { user } = await renderOpenDialog();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await act(() => loadPasswordEstimator()); // the form started loading it when it opened
    expect(describedHint(passwordBox())).toBe(RULE);

    await retype(user, passwordBox(), 'kq7vbzt');
    expect(describedError(passwordBox())).toBe(LENGTH);
    expect(describedHint(passwordBox())).toBe(`${RULE} Password strength: too short`);

    await retype(user, passwordBox(), 'PassWord1');
    expect(describedError(passwordBox())).toBe(COMMON);
    expect(describedHint(passwordBox())).toBe(`${RULE} Password strength: too common, it will be refused`);

    await retype(user, passwordBox(), 'mxq7vbzt');
    expect(describedError(passwordBox())).toBeNull();
    expect(describedHint(passwordBox())).toBe(`${RULE} Password strength: fair`);

    // Spaces, any script, no mix required.
    await retype(user, passwordBox(), 'correct horse battery staple');
    expect(describedError(passwordBox())).toBeNull();
    const strength = screen.getByText('Password strength: strong');
    // The level is text, announced as it changes; the bar beside it only repeats it for the eye.
    expect(strength).toHaveAttribute('aria-live', 'polite');
    const bar = strength.parentElement!.querySelector('[aria-hidden="true"]');
    expect(bar).toHaveAttribute('data-lit', '4');

    await user.type(emailBox(), 'new@example.com');
    await user.type(codeBox(), '654321');
    await user.click(agreementBox());
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(api.calls('POST /api/front/login/register/email')).toHaveLength(1));
    expect(api.calls('POST /api/front/login/register/email')[0].body).toMatchObject({ password: 'correct horse battery staple' });
  });

  it('register by phone: the same rule, counted in characters (64 emoji are 64, not 128)', async () => {
    const { user } = await renderOpenDialog();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await user.click(screen.getByRole('tab', { name: 'Phone' }));
    await act(() => loadPasswordEstimator());
    await retype(user, passwordBox(), '🔐'.repeat(128));
    expect(describedError(passwordBox())).toBeNull();
    await retype(user, passwordBox(), '🔐'.repeat(129));
    expect(describedError(passwordBox())).toBe(LENGTH);
    expect(describedHint(passwordBox())).toBe(`${RULE} Password strength: too long`);
  });

  it('reset: the new password follows the same rule before anything is sent', async () => {
    const { user, submit } = await openReset();
    const form = submit.closest('form')!;
    await act(() => loadPasswordEstimator());
    const newPassword = within(form).getByLabelText(/^New password/);
    await user.type(codeBox(), '123456');

    await retype(user, newPassword, 'iloveyou');
    await user.type(within(form).getByLabelText(/^Repeat the new password/), 'iloveyou');
    await user.click(submit);
    expect(describedError(newPassword)).toBe(COMMON);
    expect(api.calls('POST /api/front/login/email/reset/password')).toHaveLength(0);

    await retype(user, newPassword, 'x'.repeat(129));
    expect(describedError(newPassword)).toBe(LENGTH);
    await retype(user, newPassword, 'ລະຫັດຜ່ານ ຂອງຂ້ອຍ');
    expect(describedError(newPassword)).toBeNull();
    expect(describedHint(newPassword)).toMatch(/^8 to 128 characters.* Password strength: (good|strong)$/);
  });
});
