// DTOs of the order center's account pages: reviews, coupons, favourites, points and settings
// (docs/order-center-contract.md; facts 2.4, 2.13–2.15). Money is a 2-decimal string, dates `yyyy-MM-dd HH:mm:ss`,
// pictures absolute URLs, as the API sends them.

/** GET /api/front/order/reply/list and /order/reply/info/{id}: an order line waiting for its review. */
export interface ReviewableLine {
  /** The order line id (orderInfoId of the review). */
  id: number;
  /** The merchant order number (SH…): the review's `orderNo`. */
  merOrderNo: string;
  merId: number;
  merName: string;
  productId: number;
  productName: string;
  image: string;
  sku: string;
  /** Unit price. */
  price: string;
  payNum: number;
  createTime: string;
}

/** POST /api/front/order/comment. */
export interface ReviewRequest {
  orderNo: string;
  orderInfoId: number;
  /** Product quality, 1..5. */
  star: number;
  /** Service attitude, 1..5 (ours; the server defaults it to `star`). */
  serviceStar: number;
  /** 1..512 characters, not blank. */
  comment: string;
  /** JSON string of at most 5 upload URLs, or '' without pictures (the contract's shape). */
  pics: string;
}

/** GET /api/front/reply/my/list (ours): one of the shopper's reviews. */
export interface MyReview {
  id: number;
  productId: number;
  productName: string;
  image: string;
  sku: string;
  star: number;
  serviceStar: number;
  comment: string;
  pics: string[];
  /** The merchant's answer, '' or null until there is one. */
  merchantReplyContent: string | null;
  merchantReplyTime: string | null;
  createTime: string;
  merName: string;
}

/** The `type` of GET /api/front/coupon/list. */
export type CouponListType = 'usable' | 'unusable';

/** UserCouponResponse: a coupon the shopper holds. */
export interface UserCoupon {
  id: number;
  couponId: number;
  uid: number;
  name: string;
  /** 1 merchant, 2 product, 3 platform. */
  useType: number;
  /** 1 general, 2 merchant, 3 goods, 4 category. */
  category: number;
  merId: number;
  merName: string;
  money: string;
  /** '0.00' when there is no minimum spend. */
  minPrice: string;
  /** 0 unused, 1 used, 2 expired. */
  status: number;
  startTime: string;
  endTime: string;
  useTime: string | null;
  /** Valid this many days after receipt; 0 for fixed dates. */
  day: number;
  validStr: 'usable' | 'unusable' | 'overdue' | 'notStart';
}

/** GET /api/front/collect/product/list item (UserRelationResponse). */
export interface CollectedProduct {
  id: number;
  productId: number;
  createTime: string;
  storeName: string;
  image: string;
  price: string;
  stock: number;
  isShow: boolean;
}

/** GET /api/front/integral/user (ours). */
export interface PointsSummary {
  /** Points now. */
  integral: number;
  /** Points earned in all. */
  totalIntegral: number;
  /** Money paid in all, refunds deducted. */
  consumption: string;
  /** Points held by unpaid orders. */
  frozenIntegral: number;
}

/** The `type` of GET /api/front/integral/list: every record, or only what was earned. */
export type PointsListType = 'all' | 'earn';

/** The keys a points record's `title` holds. */
export type PointsRecordTitle = 'order_spend' | 'order_cancel_refund' | 'order_paid_gain' | 'order_refund_deduct' | 'order_refund_return';

/** GET /api/front/integral/list item (ours). */
export interface PointsRecord {
  id: number;
  /** The order the points came from or went to. */
  linkId: string;
  /** 1 in, 2 out. */
  type: number;
  /** A key (PointsRecordTitle); shown translated. */
  title: string;
  integral: number;
  /** The balance after this record. */
  balance: number;
  createTime: string;
}

/** POST /api/front/user/edit. */
export interface UserEditRequest {
  /** 1..20 characters after trimming. */
  nickname: string;
  /** Absolute URL of the picture. */
  avatar: string;
}

/** POST /api/front/user/{email|phone}/update/password. */
export interface PasswordChangeRequest {
  /** The 6-digit code sent to the account's own email or phone. */
  captcha: string;
  newPassword: string;
  passwordAgain: string;
}

/** Where a password-change code goes: the account's own phone for phone accounts, its email otherwise. */
export type PasswordCodeChannel = 'email' | 'phone';

/** The new email or phone of a contact change (ours; the contract has only the dead `user/change/phone`). */
export type NewContact = { email: string } | { countryCode: string | number; phone: string };
