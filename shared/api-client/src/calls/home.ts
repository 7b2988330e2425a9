import { request, type CallOptions } from '../client';
import type { PcIndexInfoResponse } from '../types';
import { withOptions } from './options';

export const DEFAULT_CURRENCY_SYMBOL = '$';

/** GET /api/pc/home/index: home carousels, logo, currency and platform service settings. */
export function getPcHomeIndex(options?: CallOptions): Promise<PcIndexInfoResponse> {
  return request<PcIndexInfoResponse>({ method: 'GET', url: '/api/pc/home/index', ...withOptions(options) });
}

/**
 * The `.symbol` of the `shopPayCurrency` JSON string, or '$'.
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
