import { formatCardNumber, formatExpiry, isValidCardNumber, isValidCvc, parseExpiry, passesLuhn } from '../card-fields';

describe('card fields', () => {
  it('checks the Luhn sum of the test cards and refuses a changed digit', () => {
    for (const number of ['4242424242424242', '4000000000000002', '4000002500003155']) expect(passesLuhn(number)).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(isValidCardNumber('4242 4242 4242 4242')).toBe(true);
    expect(isValidCardNumber('4242 4242 4242 4241')).toBe(false);
    // Luhn-valid but too short to be a card.
    expect(isValidCardNumber('0000 0000')).toBe(false);
  });

  it('groups the number by four as typed and keeps at most 19 digits', () => {
    expect(formatCardNumber('42424242')).toBe('4242 4242');
    expect(formatCardNumber('4242-4242 42a42')).toBe('4242 4242 4242');
    expect(formatCardNumber('1'.repeat(25))).toBe('1111 1111 1111 1111 111');
  });

  it('writes MM/YY and refuses a month that does not exist or has passed', () => {
    const now = new Date(2026, 4, 15);
    expect(formatExpiry('0428')).toBe('04/28');
    expect(formatExpiry('04/2')).toBe('04/2');
    expect(parseExpiry('04/28', now)).toEqual({ month: 4, year: 2028 });
    // Valid to the end of its month.
    expect(parseExpiry('05/26', now)).toEqual({ month: 5, year: 2026 });
    expect(parseExpiry('04/26', now)).toBe('expired');
    expect(parseExpiry('13/28', now)).toBe('format');
    expect(parseExpiry('4/28', now)).toBe('format');
  });

  it('takes a security code of 3 or 4 digits', () => {
    expect(isValidCvc('123')).toBe(true);
    expect(isValidCvc('1234')).toBe(true);
    expect(isValidCvc('12')).toBe(false);
    expect(isValidCvc('12a')).toBe(false);
  });
});
