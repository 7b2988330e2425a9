// Typed calls of the order center's account pages (docs/order-center-contract.md): reviews (facts 2.15), the
// address book (2.12), coupons (2.13), favourites (2.14), points (ours) and settings (2.4). Calls that end with a
// message the shopper reads (saved, deleted, password updated) resolve `{message}` in the shopper's language.
// Not part of the shared singleton: each remote bundles the calls it uses (package.json "exports"); the
// request function is the singleton's, through the package's own name.
import { request, requestEnvelope, withOptions, type CallOptions } from '@mall/api-client';
import type {
  AddressEditRequest,
  ApiMessage,
  CollectedProduct,
  CouponListType,
  MyReview,
  NewContact,
  PageInfo,
  PageQuery,
  PasswordChangeRequest,
  PointsListType,
  PointsRecord,
  PointsSummary,
  ReviewableLine,
  ReviewRequest,
  UserCoupon,
  UserEditRequest,
} from '@mall/contract';
import { dialCodeWithPlus } from './country-code';

const get = <T>(url: string, params: Record<string, unknown> | undefined, options?: CallOptions) =>
  request<T>({ method: 'GET', url, params, ...withOptions(options) });

async function postForMessage(url: string, data: unknown, options?: CallOptions): Promise<ApiMessage> {
  const { message } = await requestEnvelope<unknown>({ method: 'POST', url, data, ...withOptions(options) });
  return { message };
}

const paging = (query: PageQuery) => ({ page: query.page ?? 1, limit: query.limit ?? 10 });

// ---- reviews --------------------------------------------------------------------------------------------

/** GET /api/front/order/reply/list: the shopper's received order lines still waiting for a review. */
export function getReviewableLines(query: PageQuery, options?: CallOptions): Promise<PageInfo<ReviewableLine>> {
  return get('/api/front/order/reply/list', paging(query), options);
}

/** GET /api/front/order/reply/info/{orderInfoId} (ours): one line to review; 404 when it is not the shopper's. */
export function getReviewableLine(orderInfoId: number, options?: CallOptions): Promise<ReviewableLine> {
  return get(`/api/front/order/reply/info/${orderInfoId}`, undefined, options);
}

/** POST /api/front/order/comment: once per line; refused when already reviewed or not received. */
export function submitReview(body: ReviewRequest, options?: CallOptions): Promise<ApiMessage> {
  return postForMessage('/api/front/order/comment', body, options);
}

/** The `pics` of a review request: a JSON array of the picture URLs, or '' without any (the contract's shape). */
export function reviewPicsValue(urls: readonly string[]): string {
  return urls.length > 0 ? JSON.stringify(urls) : '';
}

/** GET /api/front/reply/my/list (ours): the shopper's reviews, newest first, with the merchants' replies. */
export function getMyReviews(query: PageQuery, options?: CallOptions): Promise<PageInfo<MyReview>> {
  return get('/api/front/reply/my/list', paging(query), options);
}

// ---- addresses (calls/checkout.ts has the plain list and the save that resolves the address) ---------------

/** POST /api/front/address/edit: creates (no id) or updates an address, resolving the server's "saved" message. */
export function editAddress(body: AddressEditRequest, options?: CallOptions): Promise<ApiMessage> {
  return postForMessage('/api/front/address/edit', body, options);
}

/** POST /api/front/address/del {id}. */
export function deleteAddress(id: number, options?: CallOptions): Promise<ApiMessage> {
  return postForMessage('/api/front/address/del', { id }, options);
}

/** POST /api/front/address/default/set {id}. */
export function setDefaultAddress(id: number, options?: CallOptions): Promise<ApiMessage> {
  return postForMessage('/api/front/address/default/set', { id }, options);
}

// ---- coupons and favourites -----------------------------------------------------------------------------

/** GET /api/front/coupon/list?type=usable|unusable: the shopper's coupons (the original pages by 9). */
export function getMyCoupons(type: CouponListType, query: PageQuery, options?: CallOptions): Promise<PageInfo<UserCoupon>> {
  return get('/api/front/coupon/list', { type, page: query.page ?? 1, limit: query.limit ?? 9 }, options);
}

/** GET /api/front/collect/product/list: the products in the shopper's favourites. */
export function getCollectedProducts(query: PageQuery, options?: CallOptions): Promise<PageInfo<CollectedProduct>> {
  return get('/api/front/collect/product/list', paging(query), options);
}

// ---- points ---------------------------------------------------------------------------------------------

/** GET /api/front/integral/user (ours): points now, earned in all, money spent in all, points held. */
export function getPointsSummary(options?: CallOptions): Promise<PointsSummary> {
  return get('/api/front/integral/user', undefined, options);
}

/** GET /api/front/integral/list?type=all|earn (ours): the points records, newest first. */
export function getPointsRecords(type: PointsListType, query: PageQuery, options?: CallOptions): Promise<PageInfo<PointsRecord>> {
  return get('/api/front/integral/list', { type, ...paging(query) }, options);
}

// ---- settings -------------------------------------------------------------------------------------------

/** POST /api/front/user/edit {nickname, avatar}. */
export function editUser(body: UserEditRequest, options?: CallOptions): Promise<ApiMessage> {
  return postForMessage('/api/front/user/edit', body, options);
}

/** Where a password-change code goes: the account's own phone for phone accounts, its email otherwise. */
export type PasswordCodeChannel = 'email' | 'phone';

/** Phone accounts change their password by SMS code, every other account by email code (docs/contract.md). */
export function passwordCodeChannel(userType: string): PasswordCodeChannel {
  return userType === 'phone' ? 'phone' : 'email';
}

/** POST /api/front/captcha/{email|phone}/password (no body): a 6-digit code to the account's own email or phone. */
export function sendPasswordCode(channel: PasswordCodeChannel, options?: CallOptions): Promise<ApiMessage> {
  return postForMessage(`/api/front/captcha/${channel}/password`, undefined, options);
}

/** POST /api/front/user/{email|phone}/update/password {captcha, newPassword, passwordAgain}. */
export function changePassword(channel: PasswordCodeChannel, body: PasswordChangeRequest, options?: CallOptions): Promise<ApiMessage> {
  return postForMessage(`/api/front/user/${channel}/update/password`, body, options);
}

/**
 * POST /api/front/captcha/change/{email|phone} (ours): a 6-digit code to the NEW email or phone of the signed-in
 * shopper; refused for an address another account has.
 */
export function sendContactChangeCode(to: NewContact, options?: CallOptions): Promise<ApiMessage> {
  return 'email' in to
    ? postForMessage('/api/front/captcha/change/email', { email: to.email.trim() }, options)
    : postForMessage('/api/front/captcha/change/phone', { countryCode: dialCodeWithPlus(to.countryCode), phone: to.phone.trim() }, options);
}

/**
 * POST /api/user/change/phone {phone, sms_code, countryCode} (the contract's path and body, facts 2.4; countryCode
 * ours) or POST /api/user/change/email {email, captcha} (ours): sets the new address with the code sent to it.
 */
export function changeContact(to: NewContact, code: string, options?: CallOptions): Promise<ApiMessage> {
  return 'email' in to
    ? postForMessage('/api/user/change/email', { email: to.email.trim(), captcha: code }, options)
    : postForMessage(
        '/api/user/change/phone',
        { phone: to.phone.trim(), sms_code: code, countryCode: dialCodeWithPlus(to.countryCode) },
        options,
      );
}
