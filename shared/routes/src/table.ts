// Every route of the storefront: its bare path (paths.ts), the app that owns it and the page id that app renders it
// with (docs/architecture.md, "Routes and locale prefix"). The host routes by this table (and registers each path
// under every locale prefix), each remote exposes exactly its pages of it, the host's server preloads by it (the
// build writes it as dist/route-table.json: shared/build-config/route-table-plugin.cjs) and the journeys navigate
// with its paths.
import {
  ACTIVITY_LIST_PATH,
  ADDRESS_LIST_PATH,
  APPLICATION_RECORD_PATH,
  CALLBACK_TWITTER_PATH,
  COLLECTION_LIST_PATH,
  COUPON_LIST_PATH,
  EVALUATION_CONFIRM_PATH,
  EVALUATION_LIST_PATH,
  GOODS_DETAIL_PATH,
  GOODS_SEARCH_PATH,
  HOME_PATH,
  LOGIN_PATH,
  MERCHANT_MORE_PATH,
  MERCHANT_PATH,
  MERCHANT_SETTLED_PATH,
  MERCHANT_STREET_PATH,
  ORDER_CONFIRM_PATH,
  ORDER_DETAIL_PATH,
  ORDER_LIST_PATH,
  PAYMENT_RESULT_PATH,
  PRIVACY_AGREEMENT_PATH,
  QR_LOGIN_PATH,
  REFUND_CONFIRM_PATH,
  REFUND_DETAIL_PATH,
  REFUND_LIST_PATH,
  SHOPPING_CART_PATH,
  STRIPE_PAYMENT_PATH,
  TOP_ONE_PATH,
  USER_INFO_PATH,
  USER_INTEGRAL_PATH,
} from './paths';
import * as endpoints from '@mall/contract/endpoints';
import type { RemoteName } from '@mall/platform/runtime-config';

/** The remotes, by their federation names: the platform's list, the one the runtime configuration names. */
export type { RemoteName };
/** Who renders a route: a remote's exposed `pages`, or the host itself. */
export type RouteOwner = RemoteName | 'host';

/** How wide the home page's first banner is drawn (the banner carousel's `sizes`, and the served head's preload's). */
export { HOME_BANNER_SIZES } from '@mall/contract/home-banner';

/**
 * The storefront's routes (the URLs of the original storefront, which links from outside keep reaching), in the order
 * the router tries them. Pages under /users/ render inside the host's
 * users layout. `data`: the API reads the page starts with, `:params` from the path; the host's server preloads them
 * for an anonymous visitor so the answer is on its way while the page's code loads (a page's largest picture is
 * preloaded by the API's served head, for both servers: docs/serving.md). `noindex`: a private page (the
 * cart, checkout, the account pages, the application, sign-in) that search engines keep out of their results: the
 * servers answer it with `X-Robots-Tag: noindex` and the build lists it in robots.txt (route-table-plugin.cjs).
 */
export const ROUTES = [
  {
    path: HOME_PATH,
    remote: 'catalog',
    page: 'home',
    // The home page's own reads beside the shell's home data (remotes/catalog home saga; its test checks they match).
    data: [
      endpoints.activityIndexList,
      endpoints.productLeaderboard,
      `${endpoints.merchantStreet}?page=1&limit=20`,
      `${endpoints.indexProduct}?page=1&limit=13`,
    ],
  },
  { path: GOODS_DETAIL_PATH, remote: 'catalog', page: 'goodsDetail', data: [endpoints.productDetail] },
  { path: GOODS_SEARCH_PATH, remote: 'catalog', page: 'goodsSearch' },
  { path: TOP_ONE_PATH, remote: 'catalog', page: 'topOne' },
  { path: ACTIVITY_LIST_PATH, remote: 'catalog', page: 'activityList' },
  { path: MERCHANT_STREET_PATH, remote: 'merchantStreet', page: 'merchantStreet' },
  { path: MERCHANT_MORE_PATH, remote: 'merchantStreet', page: 'merchantMore' },
  { path: MERCHANT_PATH, remote: 'merchantStreet', page: 'merchant' },
  { path: SHOPPING_CART_PATH, remote: 'checkout', page: 'shoppingCart', noindex: true },
  { path: ORDER_CONFIRM_PATH, remote: 'checkout', page: 'orderConfirm', noindex: true },
  { path: STRIPE_PAYMENT_PATH, remote: 'checkout', page: 'stripePayment', noindex: true },
  { path: PAYMENT_RESULT_PATH, remote: 'checkout', page: 'paymentResult', noindex: true },
  { path: ORDER_DETAIL_PATH, remote: 'orderCenter', page: 'orderDetail', noindex: true },
  { path: REFUND_DETAIL_PATH, remote: 'orderCenter', page: 'refundDetail', noindex: true },
  { path: ORDER_LIST_PATH, remote: 'orderCenter', page: 'orderList', noindex: true },
  { path: REFUND_LIST_PATH, remote: 'orderCenter', page: 'refundList', noindex: true },
  { path: REFUND_CONFIRM_PATH, remote: 'orderCenter', page: 'refundConfirm', noindex: true },
  { path: EVALUATION_LIST_PATH, remote: 'orderCenter', page: 'evaluationList', noindex: true },
  { path: EVALUATION_CONFIRM_PATH, remote: 'orderCenter', page: 'evaluationConfirm', noindex: true },
  { path: ADDRESS_LIST_PATH, remote: 'orderCenter', page: 'addressList', noindex: true },
  { path: COLLECTION_LIST_PATH, remote: 'orderCenter', page: 'collectionList', noindex: true },
  { path: COUPON_LIST_PATH, remote: 'orderCenter', page: 'couponList', noindex: true },
  { path: USER_INFO_PATH, remote: 'orderCenter', page: 'userInfo', noindex: true },
  { path: USER_INTEGRAL_PATH, remote: 'orderCenter', page: 'userIntegral', noindex: true },
  { path: MERCHANT_SETTLED_PATH, remote: 'merchantSettlement', page: 'merchantSettled', noindex: true },
  { path: APPLICATION_RECORD_PATH, remote: 'merchantSettlement', page: 'applicationRecord', noindex: true },
  { path: PRIVACY_AGREEMENT_PATH, remote: 'host', page: 'privacyAgreement' },
  { path: CALLBACK_TWITTER_PATH, remote: 'host', page: 'callbackTwitter', noindex: true },
  { path: QR_LOGIN_PATH, remote: 'host', page: 'qrLogin', noindex: true },
  { path: LOGIN_PATH, remote: 'host', page: 'login', noindex: true },
] as const satisfies ReadonlyArray<{
  path: string;
  remote: RouteOwner;
  page: string;
  data?: readonly string[];
  noindex?: true;
}>;
