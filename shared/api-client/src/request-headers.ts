import type { InternalAxiosRequestConfig } from 'axios';
import { localeFromCookie, type Locale } from '@mall/platform/locales';
import { getToken } from './session';

/** The shopper's language for server messages: cookie `locale`, read as the whole platform reads it. */
export function requestLocale(): Locale {
  return localeFromCookie(document.cookie);
}

/**
 * The contract's headers. An anonymous GET carries only CORS-safelisted headers (Accept-Language with a locale
 * tag is one), so the browser sends it at once instead of asking a preflight first: no empty token header and
 * no `Form-type`, which the contract's backend never reads. Calls that preflight anyway (a token, a body) keep
 * `Form-type: pc` as the original storefront sent it (docs/contract.md, "What the storefront's client relies on").
 */
export function addMallHeaders(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const token = getToken();
  const method = (config.method ?? 'get').toLowerCase();
  if (token) config.headers.set('authori-zation', token);
  else config.headers.delete('authori-zation');
  if (token || (method !== 'get' && method !== 'head')) config.headers.set('Form-type', 'pc');
  else config.headers.delete('Form-type');
  config.headers.set('Accept-Language', requestLocale());
  return config;
}
