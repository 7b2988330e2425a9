// @mall/contract/endpoints: every path of the contract's front API (/api/front, /api/pc, /api/user), written once.
// The API registers its routes with these constants (api/src/lib/endpoints.ts re-exports this file: the one module
// of shared/ the API may import, a zone of eslint.config.mjs) and the storefront's calls request them, so renaming
// an entry fails to compile on both sides. A path parameter is written as Fastify's `:name`: the server registers
// the pattern as it is, the client fills it with `apiPath(pattern, { name })`. Dependency-free and run-time code
// (unlike the rest of this package, which is type-only): one const per path, so a bundle keeps only the paths it
// names. The linter refuses an `/api/front|pc|user/…` literal anywhere else in the API's routes and the front end.

// Catalogue and home
export const homeIndex = '/api/pc/home/index';
export const searchKeyword = '/api/front/search/keyword';
export const productCategory = '/api/front/product/category';
export const productList = '/api/front/product/list';
export const indexProduct = '/api/front/index/product';
export const productLeaderboard = '/api/front/product/leaderboard';
export const productDetail = '/api/front/product/detail/:id';
export const productReplyConfig = '/api/front/product/reply/config/:id';
export const productReplyList = '/api/front/product/reply/list/:id';
export const activityIndexList = '/api/front/activity/index/list';
export const activityDetail = '/api/pc/activity/detail/:aid';
export const activityProducts = '/api/front/activity/list/:aid';

// Merchants, stores and the merchant application
export const merchantStreet = '/api/front/merchant/street';
export const merchantSearch = '/api/front/merchant/search/list';
export const merchantTypes = '/api/front/merchant/all/type/list';
export const merchantCategories = '/api/front/merchant/all/category/list';
export const merchantDetail = '/api/front/merchant/detail/:id';
export const qualificationCaptcha = '/api/front/merchant/qualification/captcha/:id';
export const storeInfo = '/api/front/merchant/index/info/:id';
export const storeCustomerService = '/api/front/merchant/customer/service/info/:id';
export const storeProducts = '/api/front/product/merchant/pro/list';
export const storeCategories = '/api/front/product/merchant/:merId/category/list';
export const settledAgreement = '/api/front/merchant/settled/agreement';
export const settledEmailCode = '/api/front/captcha/email/merchant/settled';
export const settledApply = '/api/front/merchant/settled/apply';
export const settledReapply = '/api/front/merchant/settled/reapply/:id';
export const settledRecord = '/api/front/merchant/settled/record';
export const settledDetail = '/api/front/merchant/settled/detail/:id';

// Sign-in, registration and the session
export const loginEmail = '/api/front/login/email';
export const loginMobilePassword = '/api/front/login/mobile/password';
export const loginMobileCode = '/api/front/login/mobile/captcha';
export const loginGoogle = '/api/front/login/google';
export const loginFacebook = '/api/front/login/facebook';
export const loginTwitter = '/api/front/login/twitter';
export const twitterRequestToken = '/api/front/login/twitter/request/token';
export const loginEmailCode = '/api/front/login/email/captcha';
export const forgotPasswordCode = '/api/front/login/email/forget/password';
export const resetPassword = '/api/front/login/email/reset/password';
export const sendSmsCode = '/api/front/login/sendCode';
export const registerEmail = '/api/front/login/register/email';
export const registerMobile = '/api/front/login/register/mobile';
export const registerVisitor = '/api/front/login/register/visitor';
export const qrTicket = '/api/front/login/qr/ticket';
export const qrStatus = '/api/front/login/qr/status';
export const qrScan = '/api/front/login/qr/scan';
export const qrConfirm = '/api/front/login/qr/confirm';
export const qrCancel = '/api/front/login/qr/cancel';
export const tokenExists = '/api/front/login/token/is/exist';
export const logout = '/api/front/login/logout';
export const loginPicture = '/api/pc/login/getLoginPic';
export const loginMethods = '/api/front/login/method/info';

// The shopper's account
export const userMenu = '/api/front/user/menu/user';
export const userInfo = '/api/front/user/info';
export const userEdit = '/api/front/user/edit';
export const passwordCodeEmail = '/api/front/captcha/email/password';
export const passwordCodePhone = '/api/front/captcha/phone/password';
export const passwordChangeEmail = '/api/front/user/email/update/password';
export const passwordChangePhone = '/api/front/user/phone/update/password';
export const contactCodeEmail = '/api/front/captcha/change/email';
export const contactCodePhone = '/api/front/captcha/change/phone';
export const contactChangeEmail = '/api/user/change/email';
export const contactChangePhone = '/api/user/change/phone';
export const addressList = '/api/front/address/list';
export const addressAllList = '/api/pc/address/all/list';
export const addressDetail = '/api/front/address/detail/:id';
export const addressDefault = '/api/front/address/default';
export const addressEdit = '/api/front/address/edit';
export const addressDelete = '/api/front/address/del';
export const addressSetDefault = '/api/front/address/default/set';
export const collectedProducts = '/api/front/collect/product/list';
export const collectProduct = '/api/front/collect/add/product';
export const uncollectProduct = '/api/front/collect/cancel/:productId';
export const followedMerchants = '/api/front/collect/merchant/list';
export const followMerchant = '/api/front/collect/add/merchant/:merId';
export const unfollowMerchant = '/api/front/collect/cancel/merchant/:merId';
export const coupons = '/api/front/coupons';
export const couponReceive = '/api/front/coupon/receive';
export const couponList = '/api/front/coupon/list';
export const integralUser = '/api/front/integral/user';
export const integralList = '/api/front/integral/list';
export const uploadImage = '/api/front/upload/image';
export const chatIdentity = '/api/front/chat/identity';
export const clientErrors = '/api/front/client-errors';

// Cart, checkout and payment
export const cartCount = '/api/front/cart/count';
export const cartSave = '/api/front/cart/save';
export const cartList = '/api/front/cart/list';
export const cartNum = '/api/front/cart/num';
export const cartDelete = '/api/front/cart/delete';
export const cartReset = '/api/front/cart/resetcart';
export const cartMergeVisitor = '/api/front/cart/merge/visitor';
export const preOrder = '/api/front/order/pre/order';
export const loadPreOrder = '/api/front/order/load/pre/:preOrderNo';
export const preOrderCoupons = '/api/front/coupons/order/:preOrderNo';
export const computedPrice = '/api/front/order/computed/price';
export const orderCreate = '/api/front/order/create';
export const payMethods = '/api/front/pay/method';
export const payPayment = '/api/front/pay/payment';
export const testCardRetrieve = '/api/front/pay/test-card/retrieve';
export const testCardConfirm = '/api/front/pay/test-card/confirm';
export const testCardAuthenticate = '/api/front/pay/test-card/authenticate';
export const masterOrderDetail = '/api/front/order/master/detail/:orderNo';

// Orders, refunds and reviews
export const orderData = '/api/front/order/data';
export const awaitPayList = '/api/front/order/await/pay/list';
export const orderList = '/api/front/order/list';
export const orderDetail = '/api/front/order/detail/:orderNo';
export const orderExpress = '/api/front/order/express/:orderNo';
export const orderTake = '/api/front/order/take/:orderNo';
export const orderDelete = '/api/front/order/delete/:orderNo';
export const orderCancel = '/api/front/order/cancel/:orderNo';
export const refundApply = '/api/front/order/apply/refund/:orderNo';
export const refundReasons = '/api/front/order/refund/reason';
export const refundCreate = '/api/front/order/refund';
export const refundList = '/api/front/order/refund/list';
export const refundDetail = '/api/front/order/refund/detail/:refundOrderNo';
export const orderReplyList = '/api/front/order/reply/list';
export const orderReplyInfo = '/api/front/order/reply/info/:orderInfoId';
export const orderComment = '/api/front/order/comment';
export const myReplies = '/api/front/reply/my/list';

/** The names of a pattern's `:name` parameters ('/a/:id/b/:no' → 'id' | 'no'). */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/**
 * The URL of a pattern with its parameters filled in, each encoded as one path segment (an order number with a
 * slash stays one segment): `apiPath(productDetail, { id: 7 })` → '/api/front/product/detail/7'. A parameter the
 * pattern does not have, or one it has and is not given, fails to compile.
 */
export function apiPath<P extends string>(pattern: P, params: Record<PathParams<P>, string | number>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name as PathParams<P>])));
}
