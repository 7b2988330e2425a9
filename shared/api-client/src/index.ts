export {
  ApiError,
  NETWORK_ERROR_CODE,
  SESSION_LOST_CODES,
  isApiError,
  isNotServed,
} from './api-error';
export {
  configureApi,
  getApiBaseUrl,
  request,
  requestEnvelope,
  type ApiRequestConfig,
  type ApiSettings,
  type CallOptions,
} from './client';
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
export { customerServiceLink, platformServiceConfig, type ServiceLink } from './customer-service';
export type * from './types';

export { checkTokenExists, logout } from './calls/session-status';
export { getLoginMethodInfo, getLoginPic, getTwitterRequestToken } from './calls/login-config';
export {
  cancelQrTicket,
  confirmQrTicket,
  createQrTicket,
  getQrTicketStatus,
  scanQrTicket,
  type QrStatus,
  type QrTicket,
  type QrTicketStatus,
} from './calls/qr-login';
export { loginWithEmail, loginWithPhoneCode, loginWithPhonePassword, loginWithTwitter } from './calls/login';
export { registerVisitor, registerWithEmail, registerWithPhone } from './calls/register';
export {
  resetPasswordByEmail,
  sendEmailForgotPasswordCode,
  sendEmailRegisterCode,
  sendSmsCode,
} from './calls/verification';
export { getUserInfo, getUserMenu } from './calls/user';
export { DEFAULT_CURRENCY_SYMBOL, forgetHomeData, getPcHomeIndex, parseCurrencySymbol } from './calls/home';
export { getCartCount } from './calls/cart';
export { getHotKeywords } from './calls/search';
export { getFollowedMerchants, getMerchantCaptcha, getMerchantCategories, getMerchantIndexInfo, getMerchantProductCategories, getMerchantProducts, getMerchantQualification, getMerchantServiceInfo, getMerchantStreet, getMerchantTypes, parseMerchantBanner, parseQualificationPictures, searchMerchants } from './calls/merchant';
export { getProductCategoryTree, normalizeCategoryTree } from './calls/category';
export { dialCodeNumber, dialCodeWithPlus } from './calls/country-code';
export * from './calls/catalog';
export type * from './types/catalog';
export type * from './types/merchant';
export * from './calls/settlement';
export type * from './types/settlement';
export * from './calls/checkout';
export type * from './types/checkout';
export * from './calls/orders';
export type * from './types/orders';
export * from './calls/account';
export type * from './types/account';
