import Cookies from 'js-cookie';
import { bus } from '@mall/event-bus';
import { getLocale, setLocale } from '../locale-cookie';
import { MENU_LOCALES, intlLocale } from '../locales';

describe('locale cookie', () => {
  beforeEach(() => Cookies.remove('locale', { path: '/' }));

  it('defaults to English without a cookie', () => {
    expect(getLocale()).toBe('en');
  });

  it('falls back to English for an unknown value', () => {
    Cookies.set('locale', 'es', { path: '/' });
    expect(getLocale()).toBe('en');
  });

  it('reads a supported locale', () => {
    Cookies.set('locale', 'lao', { path: '/' });
    expect(getLocale()).toBe('lao');
  });

  it('setLocale writes the cookie for a year and publishes the change', () => {
    const published: string[] = [];
    const stop = bus.subscribe('i18n/localeChanged', ({ locale }) => published.push(locale), { replay: false });
    const written: string[] = [];
    const setter = jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
    });
    const before = Date.now();
    setLocale('th');
    setter.mockRestore();
    stop();
    expect(published).toEqual(['th']);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(/^locale=th; path=\/;/);
    const expires = Date.parse(/expires=([^;]+)/.exec(written[0])?.[1] ?? '');
    expect(Math.abs(expires - (before + 365 * 86400 * 1000))).toBeLessThan(5000);
  });
});

describe('locales', () => {
  it('maps lao to lo for Intl and keeps the others', () => {
    expect(intlLocale('lao')).toBe('lo');
    expect(intlLocale('zh-CN')).toBe('zh-CN');
    expect(intlLocale('en')).toBe('en');
  });

  it('orders the header menu as the original', () => {
    expect(MENU_LOCALES).toEqual(['zh-CN', 'en', 'fr', 'th', 'lao']);
  });
});
