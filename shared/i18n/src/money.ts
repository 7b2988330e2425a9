import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useCurrencySymbol } from './currency';

/** Amounts come from the API as strings ("19.90"); the number formatting follows the active locale. */
export function useMoney(): (amount: string | number) => string {
  const intl = useIntl();
  const symbol = useCurrencySymbol();
  const numberFormat = useMemo(
    () => new Intl.NumberFormat(intl.locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    [intl.locale],
  );
  return useCallback(
    (amount: string | number) => {
      const text = String(amount).trim();
      const value = typeof amount === 'number' ? amount : Number(text);
      // Something that is not a number is shown as received rather than as a made-up 0.00.
      const formatted = text !== '' && Number.isFinite(value) ? numberFormat.format(value) : text;
      return intl.formatMessage(
        { id: 'common.money', defaultMessage: '{symbol}{amount}', description: 'Price: currency symbol and amount' },
        { symbol, amount: formatted },
      );
    },
    [intl, numberFormat, symbol],
  );
}
