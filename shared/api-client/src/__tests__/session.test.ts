import Cookies from 'js-cookie';
import { bus } from '@mall/event-bus';
import { clearSession, getStrategy, getToken, rememberPath, setSession, takeRememberedPath } from '../session';
import { clearAllCookies } from './fake-transport';

describe('session cookies', () => {
  beforeEach(clearAllCookies);

  it('stores "Bearer <token>" under auth._token.<strategy> with the strategy cookie', () => {
    setSession('0123abcd', 'local2');
    expect(Cookies.get('auth._token.local2')).toBe('Bearer 0123abcd');
    expect(Cookies.get('auth.strategy')).toBe('local2');
    expect(getStrategy()).toBe('local2');
  });

  it('keeps the session cookies for 7 days on path /', () => {
    const written: string[] = [];
    const setter = jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
    });
    const before = Date.now();
    setSession('tok', 'local');
    setter.mockRestore();
    expect(written).toHaveLength(2);
    for (const cookie of written) {
      expect(cookie).toMatch(/; path=\//);
      const expires = Date.parse(/expires=([^;]+)/.exec(cookie)?.[1] ?? '');
      expect(Math.abs(expires - (before + 604800 * 1000))).toBeLessThan(5000);
    }
  });

  it('reads the token without the Bearer prefix', () => {
    setSession('f00dbabe', 'local5');
    expect(getToken()).toBe('f00dbabe');
  });

  it('has no token without a strategy, with a foreign strategy, or with a logged-out value', () => {
    expect(getToken()).toBeNull();
    Cookies.set('auth.strategy', 'google');
    Cookies.set('auth._token.google', 'Bearer x');
    expect(getToken()).toBeNull();
    Cookies.set('auth.strategy', 'local');
    Cookies.set('auth._token.local', 'false');
    expect(getToken()).toBeNull();
  });

  it('announces the token on the bus when it is set and cleared', () => {
    const seen: Array<string | null> = [];
    const stop = bus.subscribe('auth/tokenChanged', ({ token }) => seen.push(token), { replay: false });
    setSession('abc', 'local3');
    clearSession();
    stop();
    expect(seen).toEqual(['abc', null]);
  });

  it('clearSession removes the token and strategy cookies', () => {
    setSession('abc', 'local1');
    clearSession();
    expect(Cookies.get('auth._token.local1')).toBeUndefined();
    expect(Cookies.get('auth.strategy')).toBeUndefined();
    expect(getToken()).toBeNull();
  });

  it('remembers a path once', () => {
    rememberPath('/goods/detail?id=4');
    expect(Cookies.get('fromPath')).toBe('/goods/detail?id=4');
    expect(takeRememberedPath()).toBe('/goods/detail?id=4');
    expect(takeRememberedPath()).toBeNull();
  });

  it('refuses a remembered path that leaves the site', () => {
    rememberPath('//evil.example/x');
    expect(takeRememberedPath()).toBeNull();
    rememberPath('https://evil.example/');
    expect(takeRememberedPath()).toBeNull();
  });
});
