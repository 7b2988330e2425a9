import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadPasswordEstimator } from '@mall/password-policy';
import { fail, installFakeApi, ok, type FakeApi, type RecordedCall } from '@mall/remote-kit/testing';
import { shopper } from '../../../testing/account-fixtures';
import { recordBus, renderRoute, resetBrowserState, signIn } from '../../../testing/render-page';

let api: FakeApi;

/** The password section (the contact changes have their own code fields and buttons). */
const passwordSection = () => within(screen.getByRole('region', { name: 'Password' }));

const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

async function openSettings(user = shopper(), setup: Parameters<typeof userEvent.setup>[0] = {}) {
  api.on('GET /api/front/user/info', user);
  const events = userEvent.setup(setup);
  const view = renderRoute('/users/user_info');
  await screen.findByRole('button', { name: 'Save' });
  return { user: events, ...view };
}

beforeEach(() => {
  resetBrowserState();
  api = installFakeApi();
  signIn();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('/users/user_info: profile', () => {
  it('shows the avatar, the nickname, and the email and phone read only', async () => {
    await openSettings(shopper({ phone: '13800000000', avatar: 'http://api.test/media/upload/user/ada.png' }));
    expect(screen.getByRole('img', { name: 'Picture 1' })).toHaveAttribute('src', 'http://api.test/media/upload/user/ada.png');
    expect(screen.getByRole('textbox', { name: /Nickname/ })).toHaveValue('Ada');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@mall.test');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('13800000000');
  });

  it('shows the phone with its dial code (issue 32, defect 6), and as sent on a backend of the contract family', async () => {
    await openSettings(shopper({ phone: '13800000000', countryCode: '86' }));
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('+86 13800000000');
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAttribute('readonly');
  });

  it('does not count the mall\'s default picture as the shopper\'s avatar, and says "Not set" as a placeholder', async () => {
    const { user } = await openSettings();
    expect(screen.queryByRole('img', { name: 'Picture 1' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove picture 1' })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Add pictures/)).toBeInTheDocument();
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    expect(phone).toHaveValue('');
    expect(phone).toHaveAttribute('placeholder', 'Not set');
    // Saving the nickname alone keeps the default picture.
    api.on('POST /api/front/user/edit', () => ok(null, 'Successfully modified'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/front/user/edit')[0]?.body).toEqual({
        nickname: 'Ada',
        avatar: 'http://api.test/media/brand/avatar.svg',
      }),
    );
  });

  it('refuses an empty or too long nickname with the message', async () => {
    const { user } = await openSettings();
    const nickname = screen.getByRole('textbox', { name: /Nickname/ });
    await user.clear(nickname);
    await user.type(nickname, '   ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Please fill in your nickname')).toBeInTheDocument();
    await user.clear(nickname);
    await user.type(nickname, 'x'.repeat(21));
    expect(screen.getByText('A nickname has at most 20 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(api.callsTo('POST /api/front/user/edit')).toHaveLength(0);
  });

  it('saves the nickname and a new avatar, says so and announces the fresh account to the header', async () => {
    const { user } = await openSettings();
    const announced = recordBus('auth/userChanged');
    const toasts = recordBus('ui/toast');
    api.on('POST /api/front/upload/image', (call: RecordedCall) =>
      ok({
        fileName: 'me.png',
        extName: 'png',
        fileSize: 4,
        url: `http://api.test/media/upload/${call.params.model}/me.png`,
        type: 'image/png',
      }),
    );
    await user.upload(screen.getByLabelText(/Add pictures/), png('me.png'));
    expect(await screen.findByRole('img', { name: 'Picture 1' })).toHaveAttribute('src', 'http://api.test/media/upload/user/me.png');
    expect(screen.queryByLabelText(/Add pictures/)).not.toBeInTheDocument();

    const nickname = screen.getByRole('textbox', { name: /Nickname/ });
    await user.clear(nickname);
    await user.type(nickname, ' Ada L. ');
    api.on('POST /api/front/user/edit', () => ok(null, 'Successfully modified'));
    const fresh = shopper({ nickname: 'Ada L.', avatar: 'http://api.test/media/upload/user/me.png' });
    api.on('GET /api/front/user/info', fresh);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(announced.events).toEqual([{ user: fresh }]));
    expect(api.callsTo('POST /api/front/user/edit')[0].body).toEqual({
      nickname: 'Ada L.',
      avatar: 'http://api.test/media/upload/user/me.png',
    });
    expect(toasts.events).toContainEqual({ kind: 'success', message: 'Successfully modified' });
    expect(screen.getByRole('textbox', { name: /Nickname/ })).toHaveValue('Ada L.');
    announced.stop();
    toasts.stop();
  });

  it('asks for an avatar when the picture was removed and none chosen', async () => {
    const { user } = await openSettings(shopper({ avatar: 'http://api.test/media/upload/user/ada.png' }));
    await user.click(screen.getByRole('button', { name: 'Remove picture 1' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Please choose an avatar picture')).toBeInTheDocument();
    expect(api.callsTo('POST /api/front/user/edit')).toHaveLength(0);
  });

  it('shows the server’s refusal of the profile', async () => {
    const { user } = await openSettings();
    api.on('POST /api/front/user/edit', () => fail(400, 'This picture cannot be used as your avatar'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This picture cannot be used as your avatar');
  });
});

describe('/users/user_info: password', () => {
  it('sends the code to the account’s email, then counts 60 seconds down before Resend', async () => {
    jest.useFakeTimers();
    const { user } = await openSettings(shopper(), { advanceTimers: jest.advanceTimersByTime });
    expect(screen.getByText('A verification code will be sent to ada@mall.test.')).toBeInTheDocument();
    api.on('POST /api/front/captcha/email/password', () => ok(true, 'The verification code has been sent'));
    await user.click(passwordSection().getByRole('button', { name: 'Send code' }));
    expect(await passwordSection().findByRole('button', { name: 'Resend in 60s' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(15000));
    expect(passwordSection().getByRole('button', { name: 'Resend in 45s' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(45000));
    expect(passwordSection().getByRole('button', { name: 'Resend' })).toBeEnabled();
    expect(api.callsTo('POST /api/front/captcha/email/password')).toHaveLength(1);
    expect(api.callsTo('POST /api/front/captcha/phone/password')).toHaveLength(0);
  });

  it('sends a phone account’s code to its phone, and shows why a code was refused', async () => {
    const { user } = await openSettings(shopper({ userType: 'phone', phone: '13800000000', email: '' }));
    expect(screen.getByText('A verification code will be sent to 13800000000.')).toBeInTheDocument();
    api.on('POST /api/front/captcha/phone/password', () => fail(429, 'Too many codes, try again in an hour'));
    await user.click(passwordSection().getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many codes, try again in an hour');
    expect(passwordSection().getByRole('button', { name: 'Send code' })).toBeEnabled();
  });

  it('checks the code, the password rule and the repeat, then changes it and empties the form', async () => {
    const { user } = await openSettings();
    const toasts = recordBus('ui/toast');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByText('Please enter the verification code')).toBeInTheDocument();
    expect(screen.getByText('Please enter the new password')).toBeInTheDocument();
    expect(screen.getByText('Please enter the password again')).toBeInTheDocument();

    await user.type(passwordSection().getByRole('textbox', { name: /Verification code/ }), '12a4');
    expect(screen.getByText('The verification code is 6 digits')).toBeInTheDocument();
    await user.clear(passwordSection().getByRole('textbox', { name: /Verification code/ }));
    await user.type(passwordSection().getByRole('textbox', { name: /Verification code/ }), '123456');
    // The API's rule, shared with the sign-in dialog: 8–128 characters of any kind, not a common password.
    await act(() => loadPasswordEstimator());
    expect(
      screen.getByText('8 to 128 characters of any kind, spaces included. A few unrelated words make a strong password.'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^New password/), 'short1');
    expect(screen.getByText('The password must be 8 to 128 characters long (any characters, spaces included)')).toBeInTheDocument();
    expect(screen.getByText('Password strength: too short')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^New password/));
    await user.type(screen.getByLabelText(/^New password/), 'football');
    expect(screen.getByText('This password is one of the most commonly used and easy to guess; please choose another')).toBeInTheDocument();
    expect(screen.getByText('Password strength: too common, it will be refused')).toBeInTheDocument();
    // No mix of character kinds is needed: lower case alone is taken, and the meter says how strong it is.
    await user.clear(screen.getByLabelText(/^New password/));
    await user.type(screen.getByLabelText(/^New password/), 'alllowercase');
    expect(screen.queryByText(/^The password must be/)).not.toBeInTheDocument();
    expect(screen.getByText(/^Password strength: (weak|fair|good|strong)$/)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^New password/));
    await user.type(screen.getByLabelText(/^New password/), 'Secret123!');
    await user.type(screen.getByLabelText(/Repeat the new password/), 'Secret123?');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByText('The two passwords do not match')).toBeInTheDocument();
    expect(api.callsTo('POST /api/front/user/email/update/password')).toHaveLength(0);

    await user.clear(screen.getByLabelText(/Repeat the new password/));
    await user.type(screen.getByLabelText(/Repeat the new password/), 'Secret123!');
    api.on('POST /api/front/user/email/update/password', () => ok(null, 'password has been updated'));
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(toasts.events).toContainEqual({ kind: 'success', message: 'password has been updated' }));
    expect(api.callsTo('POST /api/front/user/email/update/password')[0].body).toEqual({
      captcha: '123456',
      newPassword: 'Secret123!',
      passwordAgain: 'Secret123!',
    });
    await waitFor(() => expect(screen.getByLabelText(/^New password/)).toHaveValue(''));
    expect(passwordSection().getByRole('textbox', { name: /Verification code/ })).toHaveValue('');
    toasts.stop();
  });

  it('shows the server’s refusal of a wrong code', async () => {
    const { user } = await openSettings();
    await user.type(passwordSection().getByRole('textbox', { name: /Verification code/ }), '000000');
    await user.type(screen.getByLabelText(/^New password/), 'Secret123!');
    await user.type(screen.getByLabelText(/Repeat the new password/), 'Secret123!');
    api.on('POST /api/front/user/email/update/password', () => fail(500, 'The verification code is wrong or has expired'));
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The verification code is wrong or has expired');
  });
});

describe('/users/user_info: log out', () => {
  it('asks first, then asks the host to sign out', async () => {
    const { user } = await openSettings();
    const requests = recordBus('auth/logoutRequested');
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    let dialog = screen.getByRole('dialog', { name: 'Log out of your account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requests.events).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    dialog = screen.getByRole('dialog', { name: 'Log out of your account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Log out' }));
    expect(requests.events).toEqual([{}]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    requests.stop();
  });
});
