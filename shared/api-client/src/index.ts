// '@mall/api-client', a federation singleton: the axios instance, its interceptors, the error catalogue, the session,
// and the home data every app reads while a page loads (one shared answer). No other call lives here: the calls two
// or more apps make are the sub-path '@mall/api-client/calls' (src/shared-calls), outside the singleton; a call only
// one app makes lives in that app (features/<x>/api/).
export { ApiError, NETWORK_ERROR_CODE, SESSION_LOST_CODES, isApiError, isNotServed } from './api-error';
export {
  configureApi,
  getApiBaseUrl,
  request,
  requestEnvelope,
  withOptions,
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
  isLocalPath,
  rememberPath,
  setSession,
  takeRememberedPath,
  tokenCookieName,
  type AuthStrategy,
} from './session';
export { isHomePath } from './home-path';
export { getPcHomeIndex } from './home-data';
export {
  chatEngineOf,
  customerServiceLink,
  platformServiceConfig,
  type CustomerServiceConfig,
  type ServiceLink,
  type ServiceType,
} from './customer-service';
