import { DEFAULT_CURRENCY_SYMBOL } from '@mall/i18n';

/**
 * The `.symbol` of the home data's `shopPayCurrency` JSON string, or '$'.
 * The vendor build meant to do exactly this but guarded it with a mistyped `typeof localstorage`
 * check, so it always showed '$'; we read the configured symbol for real.
 */
export function parseCurrencySymbol(shopPayCurrency: string | null | undefined): string {
  if (!shopPayCurrency) return DEFAULT_CURRENCY_SYMBOL;
  try {
    const parsed: unknown = JSON.parse(shopPayCurrency);
    const symbol = typeof parsed === 'object' && parsed !== null ? (parsed as { symbol?: unknown }).symbol : null;
    return typeof symbol === 'string' && symbol.trim() ? symbol.trim() : DEFAULT_CURRENCY_SYMBOL;
  } catch {
    return DEFAULT_CURRENCY_SYMBOL;
  }
}
