import { EMAIL_PATTERN, captchaFormat, compose, emailFormat, required, sameAs, ticked } from '../validators';

describe('validators', () => {
  it('EMAIL_PATTERN takes letters, digits, _ and - before @ and dotted domain parts', () => {
    expect(EMAIL_PATTERN.test('ana_b-9@mail.example.co')).toBe(true);
    expect(EMAIL_PATTERN.test('ana b@example.com')).toBe(false);
    expect(EMAIL_PATTERN.test('@example.com')).toBe(false);
    expect(EMAIL_PATTERN.test('ana@example')).toBe(false);
    expect(EMAIL_PATTERN.test('ana@example.')).toBe(false);
  });

  it('also accepts dotted and plus-tagged local parts, which the vendor rule wrongly refused', () => {
    expect(EMAIL_PATTERN.test('first.last@example.com')).toBe(true);
    expect(EMAIL_PATTERN.test('ana+shop@example.com')).toBe(true);
    expect(EMAIL_PATTERN.test('.ana@example.com')).toBe(false);
    expect(EMAIL_PATTERN.test('ana..b@example.com')).toBe(false);
    expect(EMAIL_PATTERN.test('ana.@example.com')).toBe(false);
  });

  it('compose returns the first message', () => {
    const email = compose(required('empty'), emailFormat('bad'));
    expect(email('', {})).toBe('empty');
    expect(email('   ', {})).toBe('empty');
    expect(email('x@', {})).toBe('bad');
    expect(email(' ana@example.com ', {})).toBeUndefined();
  });

  it('captchaFormat allows letters and digits only', () => {
    expect(captchaFormat('bad')('12 34', {})).toBe('bad');
    expect(captchaFormat('bad')('Ab12', {})).toBeUndefined();
  });

  it('sameAs compares with another field', () => {
    const again = sameAs('newPassword', 'diff');
    expect(again('a', { newPassword: 'b' })).toBe('diff');
    expect(again('a', { newPassword: 'a' })).toBeUndefined();
  });

  it('ticked wants true', () => {
    expect(ticked('agree')(undefined, {})).toBe('agree');
    expect(ticked('agree')(true, {})).toBeUndefined();
  });
});
