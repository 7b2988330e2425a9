import Cookies from 'js-cookie';
import type { InternalAxiosRequestConfig } from 'axios';
import { isLocale, type Locale } from '@mall/event-bus';
import { getToken } from './session';

/** The shopper's language for server messages: cookie `locale`, default en. */
export function requestLocale(): Locale {
  const value = Cookies.get('locale');
  return isLocale(value) ? value : 'en';
}

export function addMallHeaders(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const token = getToken();
  if (token) config.headers.set('authori-zation', token);
  else config.headers.delete('authori-zation');
  config.headers.set('Form-type', 'pc');
  config.headers.set('Accept-Language', requestLocale());
  return config;
}
