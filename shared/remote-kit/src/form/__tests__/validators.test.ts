import { EMAIL_PATTERN, atLeastOne, compose, matches, maxLength, required, sameAs, ticked } from '..';

describe('form validators', () => {
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
    const email = compose(required('empty'), matches(EMAIL_PATTERN, 'bad'));
    expect(email('', {})).toBe('empty');
    expect(email('   ', {})).toBe('empty');
    expect(email('x@', {})).toBe('bad');
    expect(email(' ana@example.com ', {})).toBeUndefined();
  });

  it('matches checks a filled value against its pattern and leaves an empty one to required', () => {
    const digits = matches(/^[0-9]{6}$/, 'bad');
    expect(digits('12 34', {})).toBe('bad');
    expect(digits(' 123456 ', {})).toBeUndefined();
    expect(digits('', {})).toBeUndefined();
  });

  it('maxLength counts the trimmed text', () => {
    expect(maxLength(3, 'long')('abcd', {})).toBe('long');
    expect(maxLength(3, 'long')(' abc ', {})).toBeUndefined();
  });

  it('atLeastOne wants a non-empty list', () => {
    expect(atLeastOne('none')([], {})).toBe('none');
    expect(atLeastOne('none')(undefined, {})).toBe('none');
    expect(atLeastOne('none')(['a.png'], {})).toBeUndefined();
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
