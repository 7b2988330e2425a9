import { installFakeApi } from '@mall/remote-kit/testing';
import { changeContact, changePassword, passwordCodeChannel, sendContactChangeCode, sendPasswordCode } from '../api/settings';

const answer = (message: string) => () => ({ code: 200, message, data: null });

describe('settings calls', () => {
  it('changes the password through the phone routes for phone accounts only', async () => {
    expect(passwordCodeChannel('phone')).toBe('phone');
    for (const userType of ['email', 'google', 'twitter', 'facebook', 'visitor']) {
      expect(passwordCodeChannel(userType)).toBe('email');
    }
    const api = installFakeApi();
    api.on('POST /api/front/captcha/phone/password', answer('Sent'));
    api.on('POST /api/front/user/email/update/password', answer('password has been updated'));
    await sendPasswordCode('phone');
    expect(api.calls.at(-1)).toMatchObject({ url: '/api/front/captcha/phone/password', body: undefined });
    const body = { captcha: '123456', newPassword: 'Secret123!', passwordAgain: 'Secret123!' };
    await expect(changePassword('email', body)).resolves.toEqual({ message: 'password has been updated' });
    expect(api.calls.at(-1)).toMatchObject({ url: '/api/front/user/email/update/password', body });
  });

  it('sends a contact change code to the new address and changes it through the contract’s phone body', async () => {
    const api = installFakeApi();
    api.on('POST /api/front/captcha/change/email', answer('Sent successfully'));
    api.on('POST /api/front/captcha/change/phone', answer('Sent successfully'));
    api.on('POST /api/user/change/phone', answer('Your phone number has been changed'));
    api.on('POST /api/user/change/email', answer('Your email address has been changed'));
    await expect(sendContactChangeCode({ email: ' New@Mall.test ' })).resolves.toEqual({ message: 'Sent successfully' });
    expect(api.calls.at(-1)?.body).toEqual({ email: 'New@Mall.test' });
    await sendContactChangeCode({ countryCode: 33, phone: '612345678' });
    expect(api.calls.at(-1)).toMatchObject({ url: '/api/front/captcha/change/phone', body: { countryCode: '+33', phone: '612345678' } });
    await expect(changeContact({ countryCode: '+33', phone: '612345678' }, '123456')).resolves.toEqual({
      message: 'Your phone number has been changed',
    });
    expect(api.calls.at(-1)?.body).toEqual({ phone: '612345678', sms_code: '123456', countryCode: '+33' });
    await changeContact({ email: 'new@mall.test' }, '654321');
    expect(api.calls.at(-1)).toMatchObject({ url: '/api/user/change/email', body: { email: 'new@mall.test', captcha: '654321' } });
  });
});
