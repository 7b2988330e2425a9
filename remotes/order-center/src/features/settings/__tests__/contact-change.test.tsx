import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserInfo } from '@mall/contract';
import { fail, installFakeApi, ok, type FakeApi } from '@mall/remote-kit/testing';
import { shopper as adaOf } from '../../../testing/account-fixtures';
import { recordBus, renderRoute, resetBrowserState, signIn } from '../../../testing/render-page';

let api: FakeApi;

/** Ada with a phone too. */
const shopper = (overrides: Partial<UserInfo> = {}): UserInfo => adaOf({ phone: '13800000000', ...overrides });

async function openSettings(user = shopper()) {
  api.on('GET /api/front/user/info', user);
  const events = userEvent.setup();
  renderRoute('/users/user_info');
  await screen.findByRole('button', { name: 'Save' });
  return events;
}

const emailChange = () => within(screen.getByRole('group', { name: 'Change email' }));
const phoneChange = () => within(screen.getByRole('group', { name: 'Change phone' }));

beforeEach(() => {
  resetBrowserState();
  api = installFakeApi();
  signIn();
});

describe('/users/user_info: changing the email', () => {
  it('sends the code to the new address, changes it and announces the account to the header', async () => {
    const user = await openSettings();
    const announced = recordBus('auth/userChanged');
    const toasts = recordBus('ui/toast');
    api.on('POST /api/front/captcha/change/email', () => ok(null, 'Sent successfully'));
    await user.type(emailChange().getByRole('textbox', { name: /New email/ }), ' New@Mall.test ');
    await user.click(emailChange().getByRole('button', { name: 'Send code' }));
    expect(await emailChange().findByRole('button', { name: 'Resend in 60s' })).toBeDisabled();
    expect(api.callsTo('POST /api/front/captcha/change/email')[0].body).toEqual({ email: 'New@Mall.test' });
    // The phone's own button is not counting down.
    expect(phoneChange().getByRole('button', { name: 'Send code' })).toBeEnabled();

    api.on('POST /api/user/change/email', () => ok(null, 'Your email address has been changed'));
    const fresh = shopper({ email: 'new@mall.test' });
    api.on('GET /api/front/user/info', fresh);
    await user.type(emailChange().getByRole('textbox', { name: /Verification code/ }), '246810');
    await user.click(emailChange().getByRole('button', { name: 'Change email' }));

    await waitFor(() => expect(announced.events).toEqual([{ user: fresh }]));
    expect(api.callsTo('POST /api/user/change/email')[0].body).toEqual({ email: 'New@Mall.test', captcha: '246810' });
    expect(toasts.events).toContainEqual({ kind: 'success', message: 'Your email address has been changed' });
    // The profile shows the new address and the change form is empty again.
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('new@mall.test');
    expect(emailChange().getByRole('textbox', { name: /New email/ })).toHaveValue('');
    // The countdown of the code just used ended with the change.
    expect(emailChange().getByRole('button', { name: 'Send code' })).toBeEnabled();
    announced.stop();
    toasts.stop();
  });

  it('asks for a valid address before sending, and shows why the server refused one', async () => {
    const user = await openSettings();
    await user.click(emailChange().getByRole('button', { name: 'Send code' }));
    expect(emailChange().getByText('Please enter the new email')).toBeInTheDocument();
    await user.type(emailChange().getByRole('textbox', { name: /New email/ }), 'not-an-email');
    expect(emailChange().getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(api.callsTo('POST /api/front/captcha/change/email')).toHaveLength(0);

    api.on('POST /api/front/captcha/change/email', () => fail(500, 'This email address is already used by another account'));
    await user.clear(emailChange().getByRole('textbox', { name: /New email/ }));
    await user.type(emailChange().getByRole('textbox', { name: /New email/ }), 'taken@mall.test');
    await user.click(emailChange().getByRole('button', { name: 'Send code' }));
    expect(await emailChange().findByRole('alert')).toHaveTextContent('This email address is already used by another account');
    expect(emailChange().getByRole('button', { name: 'Send code' })).toBeEnabled();
  });

  it('says the feature is not offered by a backend without it', async () => {
    const user = await openSettings();
    api.notServed('POST /api/front/captcha/change/email');
    await user.type(emailChange().getByRole('textbox', { name: /New email/ }), 'new@mall.test');
    await user.click(emailChange().getByRole('button', { name: 'Send code' }));
    expect(await emailChange().findByRole('alert')).toHaveTextContent('This feature is not available on this shop.');
  });
});

describe('/users/user_info: changing the phone', () => {
  it('sends the SMS code with the chosen dial code and changes the number through the contract’s body', async () => {
    const user = await openSettings();
    const announced = recordBus('auth/userChanged');
    api.on('POST /api/front/captcha/change/phone', () => ok(null, 'Sent successfully'));
    await user.selectOptions(phoneChange().getByRole('combobox', { name: 'Country or region' }), 'FR');
    await user.type(phoneChange().getByRole('textbox', { name: /New phone number/ }), '612345678');
    await user.click(phoneChange().getByRole('button', { name: 'Send code' }));
    await phoneChange().findByRole('button', { name: 'Resend in 60s' });
    expect(api.callsTo('POST /api/front/captcha/change/phone')[0].body).toEqual({ countryCode: '+33', phone: '612345678' });

    api.on('POST /api/user/change/phone', () => fail(500, 'The verification code is incorrect (4 attempts left)'));
    await user.type(phoneChange().getByRole('textbox', { name: /Verification code/ }), '000000');
    await user.click(phoneChange().getByRole('button', { name: 'Change phone' }));
    expect(await phoneChange().findByRole('alert')).toHaveTextContent('The verification code is incorrect (4 attempts left)');

    api.on('POST /api/user/change/phone', () => ok(null, 'Your phone number has been changed'));
    const fresh = shopper({ phone: '612345678' });
    api.on('GET /api/front/user/info', fresh);
    await user.clear(phoneChange().getByRole('textbox', { name: /Verification code/ }));
    await user.type(phoneChange().getByRole('textbox', { name: /Verification code/ }), '135790');
    await user.click(phoneChange().getByRole('button', { name: 'Change phone' }));
    await waitFor(() => expect(announced.events).toEqual([{ user: fresh }]));
    expect(api.callsTo('POST /api/user/change/phone').at(-1)!.body).toEqual({ phone: '612345678', sms_code: '135790', countryCode: '+33' });
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('612345678');
    expect(phoneChange().queryByRole('alert')).not.toBeInTheDocument();
    announced.stop();
  });

  it('checks the number and the code before asking the server', async () => {
    const user = await openSettings();
    await user.type(phoneChange().getByRole('textbox', { name: /New phone number/ }), '12ab');
    await user.click(phoneChange().getByRole('button', { name: 'Change phone' }));
    expect(phoneChange().getByText('A phone number is 5 to 15 digits')).toBeInTheDocument();
    expect(phoneChange().getByText('Please enter the verification code')).toBeInTheDocument();
    expect(api.callsTo('POST /api/user/change/phone')).toHaveLength(0);
  });
});

it('offers no email or phone change to a guest account', async () => {
  await openSettings(shopper({ userType: 'visitor' }));
  expect(screen.queryByRole('region', { name: 'Email and phone' })).not.toBeInTheDocument();
});
