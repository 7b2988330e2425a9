import { configureApi } from '../client';
import {
  changeContact,
  changePassword,
  deleteAddress,
  getMyCoupons,
  getPointsRecords,
  getReviewableLines,
  passwordCodeChannel,
  reviewPicsValue,
  sendContactChangeCode,
  sendPasswordCode,
  submitReview,
} from '../calls/account';
import { clearAllCookies, createFakeTransport } from './fake-transport';

let transport: ReturnType<typeof createFakeTransport>;

beforeEach(() => {
  clearAllCookies();
  transport = createFakeTransport();
  configureApi({ baseURL: 'http://api.test', adapter: transport.adapter });
});

const sentJson = () => JSON.parse(transport.lastRequest().data as string) as unknown;

describe('account calls', () => {
  it('pages the reviewable lines by 10 and my coupons by 9, as the original', async () => {
    transport.answer(200, { list: [], total: 0 });
    await getReviewableLines({ page: 2 });
    expect(transport.lastRequest().params).toEqual({ page: 2, limit: 10 });
    transport.answer(200, { list: [], total: 0 });
    await getMyCoupons('unusable', {});
    expect(transport.lastRequest().url).toBe('/api/front/coupon/list');
    expect(transport.lastRequest().params).toEqual({ type: 'unusable', page: 1, limit: 9 });
    transport.answer(200, { list: [], total: 0 });
    await getPointsRecords('earn', { page: 3, limit: 20 });
    expect(transport.lastRequest().params).toEqual({ type: 'earn', page: 3, limit: 20 });
  });

  it('sends review pictures as a JSON string of URLs, or an empty string', async () => {
    expect(reviewPicsValue([])).toBe('');
    expect(reviewPicsValue(['http://x/a.png', 'http://x/b.jpg'])).toBe('["http://x/a.png","http://x/b.jpg"]');
    transport.answer(200, null, 'Thank you for your review');
    const body = { orderNo: 'SH1', orderInfoId: 4, star: 4, serviceStar: 5, comment: 'Fine', pics: '' };
    await expect(submitReview(body)).resolves.toEqual({ message: 'Thank you for your review' });
    expect(transport.lastRequest().url).toBe('/api/front/order/comment');
    expect(sentJson()).toEqual(body);
  });

  it('resolves the server message of an address deletion', async () => {
    transport.answer(200, null, 'Address deleted');
    await expect(deleteAddress(7)).resolves.toEqual({ message: 'Address deleted' });
    expect(sentJson()).toEqual({ id: 7 });
  });

  it('changes the password through the phone routes for phone accounts only (facts 2.4)', async () => {
    expect(passwordCodeChannel('phone')).toBe('phone');
    for (const userType of ['email', 'google', 'twitter', 'facebook', 'visitor']) {
      expect(passwordCodeChannel(userType)).toBe('email');
    }
    transport.answer(200, true, 'Sent');
    await sendPasswordCode('phone');
    expect(transport.lastRequest().url).toBe('/api/front/captcha/phone/password');
    expect(transport.lastRequest().data).toBeUndefined();
    transport.answer(200, null, 'password has been updated');
    const body = { captcha: '123456', newPassword: 'Secret123!', passwordAgain: 'Secret123!' };
    await expect(changePassword('email', body)).resolves.toEqual({ message: 'password has been updated' });
    expect(transport.lastRequest().url).toBe('/api/front/user/email/update/password');
    expect(sentJson()).toEqual(body);
  });

  it('sends a contact change code to the new address and changes it through the contract’s phone body', async () => {
    transport.answer(200, null, 'Sent successfully');
    await expect(sendContactChangeCode({ email: ' New@Mall.test ' })).resolves.toEqual({ message: 'Sent successfully' });
    expect(transport.lastRequest().url).toBe('/api/front/captcha/change/email');
    expect(sentJson()).toEqual({ email: 'New@Mall.test' });
    transport.answer(200, null, 'Sent successfully');
    await sendContactChangeCode({ countryCode: 33, phone: '612345678' });
    expect(transport.lastRequest().url).toBe('/api/front/captcha/change/phone');
    expect(sentJson()).toEqual({ countryCode: '+33', phone: '612345678' });
    transport.answer(200, null, 'Your phone number has been changed');
    await expect(changeContact({ countryCode: '+33', phone: '612345678' }, '123456')).resolves.toEqual({
      message: 'Your phone number has been changed',
    });
    expect(transport.lastRequest().url).toBe('/api/user/change/phone');
    expect(sentJson()).toEqual({ phone: '612345678', sms_code: '123456', countryCode: '+33' });
    transport.answer(200, null, 'Your email address has been changed');
    await changeContact({ email: 'new@mall.test' }, '654321');
    expect(transport.lastRequest().url).toBe('/api/user/change/email');
    expect(sentJson()).toEqual({ email: 'new@mall.test', captcha: '654321' });
  });
});
