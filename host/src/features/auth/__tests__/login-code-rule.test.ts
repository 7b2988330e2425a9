import { matches } from '@mall/remote-kit/form';
import { LOGIN_CODE_PATTERN } from '../hooks/use-login-validators';

describe("the login dialog's code rule", () => {
  it('allows letters and digits only', () => {
    const code = matches(LOGIN_CODE_PATTERN, 'bad');
    expect(code('12 34', {})).toBe('bad');
    expect(code('12-34', {})).toBe('bad');
    expect(code('Ab12', {})).toBeUndefined();
  });
});
