import { DateTimeFormat, NumberFormat } from '../intl-lo';
import { routeIntl } from '../intl-route';

const nativeDateTime = Intl.DateTimeFormat;
const nativeNumber = Intl.NumberFormat;

afterEach(() => {
  Object.defineProperty(Intl, 'DateTimeFormat', { value: nativeDateTime, writable: true, configurable: true });
  Object.defineProperty(Intl, 'NumberFormat', { value: nativeNumber, writable: true, configurable: true });
});

// 25 November 2026, 02:39 UTC: the date a shopper saw as "Nov 25, 2026, 2:39 AM" on a Lao page.
const when = Date.UTC(2026, 10, 25, 2, 39);

describe('Lao dates and numbers where the browser has no Lao data', () => {
  it('formats Lao with the CLDR data of formatjs: Lao month names, day first, Lao number separators', () => {
    routeIntl('DateTimeFormat', DateTimeFormat as unknown as typeof Intl.DateTimeFormat, 'lo');
    routeIntl('NumberFormat', NumberFormat as unknown as typeof Intl.NumberFormat, 'lo');
    const date = new Intl.DateTimeFormat('lo', { dateStyle: 'long', timeZone: 'UTC' }).format(when);
    expect(date).toBe('25 ພະຈິກ 2026');
    expect(new Intl.DateTimeFormat('lo', { timeStyle: 'short', timeZone: 'Asia/Shanghai' }).format(when)).toBe('10:39');
    expect(new Intl.NumberFormat('lo').format(1234.5)).toBe('1.234,5');
    expect(Intl.DateTimeFormat.supportedLocalesOf(['lo'])).toContain('lo');
  });

  it('leaves every other language to the browser', () => {
    routeIntl('DateTimeFormat', DateTimeFormat as unknown as typeof Intl.DateTimeFormat, 'lo');
    expect(new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' })).toBeInstanceOf(nativeDateTime);
    expect(new Intl.DateTimeFormat('fr', { dateStyle: 'long', timeZone: 'UTC' }).format(when)).toBe('25 novembre 2026');
    expect(new Intl.DateTimeFormat('lo', { dateStyle: 'long', timeZone: 'UTC' })).not.toBeInstanceOf(nativeDateTime);
  });
});
