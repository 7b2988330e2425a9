export { ApiError, NETWORK_ERROR_CODE, SESSION_LOST_CODES, isApiError, isNotServed } from './api-error';
export { configureApi, getApiBaseUrl, request, requestEnvelope, type ApiRequestConfig, type ApiSettings, type CallOptions } from './client';
export {
  AUTH_STRATEGIES,
  FROM_PATH_COOKIE,
  SESSION_MAX_AGE_SECONDS,
  STRATEGY_COOKIE,
  clearSession,
  getStrategy,
  getToken,
  rememberPath,
  setSession,
  takeRememberedPath,
  tokenCookieName,
  type AuthStrategy,
} from './session';
export { isHomePath } from './home-path';
export { withOptions } from './calls/options';
export {
  customerServiceLink,
  platformServiceConfig,
  type CustomerServiceConfig,
  type ServiceLink,
  type ServiceType,
} from './customer-service';
// The contract's types (derived from the API's schemas), for the calls' callers.
export type * from '@mall/contract';

export { checkTokenExists, logout } from './calls/session-status';
export { getLoginMethodInfo, getLoginPic, getTwitterRequestToken } from './calls/login-config';
// Signing in and registering: the sub-path '@mall/api-client/sign-in' (calls/sign-in.ts).
export { getUserInfo, getUserMenu } from './calls/user';
export { DEFAULT_CURRENCY_SYMBOL, forgetHomeData, getPcHomeIndex, parseCurrencySymbol } from './calls/home';
export { getCartCount } from './calls/cart';
export { getHotKeywords } from './calls/search';
export { getProductCategoryTree, normalizeCategoryTree, type ProductCategory } from './calls/category';
export { dialCodeNumber, dialCodeWithPlus } from './calls/country-code';
// The calls of each remote's own pages are sub-paths, outside the shared singleton (each remote bundles only what it
// calls): '@mall/api-client/catalog', '/merchant', '/checkout', '/orders', '/account', '/settlement'. Their types stay
// here.
export type * from './calls/catalog';
export type * from './calls/merchant';
export type * from './calls/checkout';
export type * from './calls/orders';
export type * from './calls/account';
export type * from './calls/settlement';
