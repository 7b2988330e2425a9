import { CATEGORIES, application } from '../../../testing/fixtures';
import { EMPTY_APPLICATION, fromApplication, toApplyRequest } from '../form-values';
import { CAPTCHA_PATTERN, EMAIL_PATTERN, compose, matches, required } from '@mall/remote-kit/form';

describe('form values', () => {
  it('a new form starts on China (+86) with no pictures and the agreement unticked', () => {
    expect(EMPTY_APPLICATION).toEqual({ country: 'CN', pictures: [], isAgree: false });
  });

  it('leaves the phone and its code out when no phone was given', () => {
    const request = toApplyRequest(
      {
        name: 'A',
        realName: 'B',
        email: 'a@b.test',
        captcha: '123456',
        categoryId: '1',
        typeId: '2',
        address: 'X',
        pictures: ['u'],
        isAgree: true,
        country: 'US',
        phone: '  ',
      },
      CATEGORIES,
    );
    expect(request).not.toHaveProperty('phone');
    expect(request).not.toHaveProperty('countryCode');
    expect(request).toMatchObject({ categoryId: 1, typeId: 2, handlingFee: 5, keywords: '', qualificationPicture: '["u"]' });
  });

  it('turns a rejected application back into values, asking for a new code and the agreement again', () => {
    expect(fromApplication(application({ countryCode: '+1', phone: '5551234' }))).toEqual({
      name: 'Lotus Tea House',
      realName: 'Mai Tran',
      country: 'US',
      phone: '5551234',
      email: 'mai@lotus.test',
      captcha: '',
      categoryId: '2',
      typeId: '1',
      keywords: 'tea,ceramics',
      address: '12 Riverside Road, Bangkok',
      pictures: ['http://api.test/media/uploads/2025-06/a.png', 'http://api.test/media/uploads/2025-06/b.png'],
      isAgree: false,
    });
    expect(fromApplication(application({ countryCode: '', phone: '' })).country).toBe('CN');
    expect(fromApplication(application({ countryCode: '+7', phone: '9161234567' })).country).toBe('RU');
  });

  it('sends the dial code of any country of the shared table, not only a short list', () => {
    const values = { name: 'A', realName: 'B', email: 'a@b.test', captcha: '123456', categoryId: '1', typeId: '2', isAgree: true };
    expect(toApplyRequest({ ...values, country: 'PK', phone: '3001234567' }, CATEGORIES)).toMatchObject({
      countryCode: '+92',
      phone: '3001234567',
    });
    expect(fromApplication(application({ countryCode: '+92', phone: '3001234567' })).country).toBe('PK');
  });
});

describe('rules', () => {
  it('emails: letters, digits, _ - + and dots before the @, dotted domain after', () => {
    for (const ok of ['mai@lotus.test', 'first.last@shop.co.th', 'name+tag@x.io']) expect(EMAIL_PATTERN.test(ok)).toBe(true);
    for (const bad of ['mai@', '@lotus.test', 'mai@lotus', 'mai lotus@x.test', 'mai..x@y.test'])
      expect(EMAIL_PATTERN.test(bad)).toBe(false);
  });

  it('codes are six digits', () => {
    expect(CAPTCHA_PATTERN.test('012345')).toBe(true);
    for (const bad of ['12345', '1234567', '12a456']) expect(CAPTCHA_PATTERN.test(bad)).toBe(false);
  });

  it('a composed rule answers its first broken message; blank counts as empty', () => {
    const rule = compose(required('empty'), matches(/^[0-9]+$/, 'digits'));
    expect(rule('   ', {})).toBe('empty');
    expect(rule('12x', {})).toBe('digits');
    expect(rule('12', {})).toBeUndefined();
  });
});
