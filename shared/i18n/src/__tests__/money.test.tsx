/** @jsxImportSource react */
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { bus } from '@mall/event-bus';
import { getCurrencySymbol, setCurrencySymbol } from '../currency';
import { intlLocale, type Locale } from '../locales';
import { MallIntlProvider } from '../mall-intl-provider';
import { useMoney } from '../money';

const wrapper = ({ children }: { children?: ReactNode }) => <MallIntlProvider messages={{}}>{children}</MallIntlProvider>;

const twoDecimals = (locale: Locale, value: number) =>
  new Intl.NumberFormat(intlLocale(locale), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);

describe('useMoney', () => {
  afterEach(() => act(() => setCurrencySymbol('$')));

  it('prefixes the symbol and formats two decimals for English', () => {
    act(() => bus.publish('i18n/localeChanged', { locale: 'en' }));
    const { result } = renderHook(() => useMoney(), { wrapper });
    expect(result.current('1234.5')).toBe(`$${twoDecimals('en', 1234.5)}`);
    expect(result.current(19.9)).toBe(`$${twoDecimals('en', 19.9)}`);
  });

  it('follows the active locale for grouping, decimals and placement', async () => {
    act(() => bus.publish('i18n/localeChanged', { locale: 'fr' }));
    const { result } = renderHook(() => useMoney(), { wrapper });
    // The French messages (the money pattern) load first: the hook answers once they are here.
    await waitFor(() => expect(result.current?.('1234.5')).toBe(`${twoDecimals('fr', 1234.5)}\u00a0$`));
    act(() => bus.publish('i18n/localeChanged', { locale: 'lao' }));
    // Lao brings its messages and its Intl data (a large module: its first transform on a fresh checkout can take
    // more than waitFor's default second on a busy machine).
    await waitFor(() => expect(result.current('1234.5')).toBe(`$${twoDecimals('lao', 1234.5)}`), { timeout: 15_000 });
    expect(twoDecimals('fr', 1234.5)).not.toBe(twoDecimals('en', 1234.5));
  });

  it('re-renders with a new currency symbol', () => {
    act(() => bus.publish('i18n/localeChanged', { locale: 'en' }));
    const { result } = renderHook(() => useMoney(), { wrapper });
    act(() => setCurrencySymbol('€'));
    expect(getCurrencySymbol()).toBe('€');
    expect(result.current('5')).toBe(`€${twoDecimals('en', 5)}`);
    act(() => setCurrencySymbol('  '));
    expect(result.current('5')).toBe(`$${twoDecimals('en', 5)}`);
  });

  it('shows a value that is not a number as received', () => {
    act(() => bus.publish('i18n/localeChanged', { locale: 'en' }));
    const { result } = renderHook(() => useMoney(), { wrapper });
    expect(result.current('n/a')).toBe('$n/a');
  });
});
