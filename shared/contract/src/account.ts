// The order center's account pages: reviews, coupons, favourites, points and settings. Money is a 2-decimal string,
// dates `yyyy-MM-dd HH:mm:ss`, pictures absolute URLs, as the API sends them.
import type { MyCouponQuery } from '../../../api/src/schemas/coupon';
import type { IntegralListQuery } from '../../../api/src/schemas/integral';

export type { CommentBody as ReviewRequest, MyReview, PendingReviewLine as ReviewableLine } from '../../../api/src/schemas/review';
export type { UserCouponResponse as UserCoupon } from '../../../api/src/schemas/coupon';
export type { UserRelationResponse as CollectedProduct } from '../../../api/src/schemas/collect';
export type { IntegralRecord as PointsRecord, IntegralUserResponse as PointsSummary } from '../../../api/src/schemas/integral';

/** The `type` of GET /api/front/coupon/list. */
export type CouponListType = NonNullable<MyCouponQuery['type']>;
/** The `type` of GET /api/front/integral/list: every record, or only what was earned. */
export type PointsListType = NonNullable<IntegralListQuery['type']>;
