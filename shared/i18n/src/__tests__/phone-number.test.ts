import { phoneWithDialCode } from '../phone-number';

describe('phoneWithDialCode', () => {
  it('puts the dial code before the national number, however the code was written', () => {
    expect(phoneWithDialCode('13800000000', '86')).toBe('+86 13800000000');
    expect(phoneWithDialCode('612345678', '+33')).toBe('+33 612345678');
  });

  it('shows the national number alone without a usable dial code (a backend of the contract family sends none)', () => {
    expect(phoneWithDialCode('13800000000')).toBe('13800000000');
    expect(phoneWithDialCode('13800000000', '')).toBe('13800000000');
    expect(phoneWithDialCode('13800000000', 'abc')).toBe('13800000000');
  });

  it('shows nothing without a phone, whatever the dial code', () => {
    expect(phoneWithDialCode('', '86')).toBe('');
    expect(phoneWithDialCode(undefined, '86')).toBe('');
    expect(phoneWithDialCode('  ', '86')).toBe('');
  });
});
