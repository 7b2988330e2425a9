// Test helpers for the remotes (import from '@mall/remote-kit/testing'; never from app code).
export { installFakeApi, ok, fail, page, type Answer, type FakeApi, type RecordedCall } from './fake-api';
// Page tests: a remote binds these once in its src/testing/render-page.tsx (its providers, routes and bus).
export { createRouteRenderer, type RenderedRoute, type RouteRendererOptions } from './route-renderer';
export { signIn } from './browser-state';
export { createBusHelpers, type TestBus } from './bus-helpers';
// Lang file checks: en.json against the messages the source defines, and the arguments of every translation.
export { describeLangSource, messagesInSource, type LangSourceOptions } from './lang-source';
// The app checks every remote makes: lang files complete and translated, pages on their routes, the session mirrored.
export {
  expectTabTitle,
  expectTitleInEveryLanguage,
  itMirrorsTheSession,
  itTranslatesEveryMessage,
  renderExposedPage,
  sampleUrl,
  type Catalogues,
} from './remote-checks';
export { address } from './address-fixture';
export { storeCoupon } from './coupon-fixture';
