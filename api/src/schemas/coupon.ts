import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './common';
import { PageQuery } from '../lib/paging';
import { PageOf } from './common';
import { Id, Money } from './catalog';

const Timestamp = (description: string) => Type.String({ description: `${description}, yyyy-MM-dd HH:mm:ss (GMT+8)` });

export const CouponListQuery = Type.Object({
  ...PageQuery.properties,
  useType: Type.Integer({ minimum: 1, maximum: 3, description: '1 merchant coupons, 2 product coupons, 3 platform coupons' }),
  merId: Type.Optional(Id('Only this merchant’s coupons')),
  productId: Type.Optional(Id('Only coupons for this product (product coupons name their products in primaryKey)')),
});
export type CouponListQuery = Static<typeof CouponListQuery>;

export const StoreCouponFrontResponse = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    money: Money('Reduction'),
    minPrice: Money('Minimum order amount'),
    isLimited: Type.Boolean({ description: 'Limited number of coupons' }),
    lastTotal: Type.Integer({ description: 'Coupons left (when limited)' }),
    primaryKey: Type.String({ description: 'Product ids (product coupons), comma-separated; "" otherwise' }),
    receiveStartTime: Timestamp('Receiving opens'),
    receiveEndTime: Nullable(Timestamp('Receiving closes; null: no end')),
    isFixedTime: Type.Boolean({ description: 'true: usable in a fixed window; false: `day` days after receipt' }),
    day: Type.Integer({ description: 'Days of validity after receipt (0 when fixed time)' }),
    type: Type.Integer({ description: '1 manual, 2 new-user, 3 gift' }),
    isUse: Type.Boolean({
      description: 'The caller cannot take another: holds an unused one, or has reached the per-user limit (false when not signed in)',
    }),
    useType: Type.Integer({ description: '1 merchant, 2 product, 3 platform' }),
    useStartTimeStr: Nullable(Timestamp('Usable from (fixed time); null otherwise')),
    useEndTimeStr: Nullable(Timestamp('Usable until (fixed time); null otherwise')),
  },
  { description: 'StoreCouponFrontResponse' },
);
export type StoreCouponFrontResponse = Static<typeof StoreCouponFrontResponse>;

export const CouponPage = PageOf(
  StoreCouponFrontResponse,
  'PageInfo<StoreCouponFrontResponse>: coupons a shopper can take now (manual, on, in the receiving window, some left)',
);

export const CouponReceiveBody = Type.Object({ couponId: Id('The coupon to take') }, { description: 'Receive a coupon' });
export type CouponReceiveBody = Static<typeof CouponReceiveBody>;

// ---- my coupons (GET /api/front/coupon/list) -------------------------------------------------------

/** The contract's page size for my coupons is 9 (a 3 × 3 grid); at most 50. */
export const MY_COUPONS_LIMIT = 9;

export const MyCouponQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: MY_COUPONS_LIMIT, description: 'Default 9, at most 50' })),
  type: Type.Optional(
    Type.Union([Type.Literal('usable'), Type.Literal('unusable')], {
      default: 'usable',
      description: 'usable: unused and not past the end (also those not started yet); unusable: used or expired',
    }),
  ),
});
export type MyCouponQuery = Static<typeof MyCouponQuery>;

export const CouponValidStr = Type.Union(
  [Type.Literal('usable'), Type.Literal('unusable'), Type.Literal('overdue'), Type.Literal('notStart')],
  { description: 'usable now; unusable: used; overdue: past its end; notStart: usable from startTime' },
);

export const UserCouponResponse = Type.Object(
  {
    id: Type.Integer({ description: 'The shopper’s coupon (what an order sends as couponId)' }),
    couponId: Type.Integer({ description: 'The coupon it was taken from' }),
    uid: Type.Integer(),
    name: Type.String(),
    useType: Type.Integer({ description: '1 merchant, 2 product, 3 platform' }),
    category: Type.Integer({ description: '1 general, 2 merchant, 3 goods, 4 category' }),
    merId: Type.Integer({ description: 'The shop of a merchant or product coupon; 0 for a platform coupon' }),
    merName: Type.String({ description: 'The shop’s name; "" for a platform coupon' }),
    money: Money('Reduction'),
    minPrice: Money('Minimum order amount ("0.00": none)'),
    status: Type.Integer({ description: '0 unused, 1 used, 2 expired (also an unused coupon past its end time)' }),
    startTime: Timestamp('Usable from'),
    endTime: Nullable(Timestamp('Usable until; null: no end')),
    useTime: Nullable(Timestamp('Used at; null when not used')),
    day: Type.Integer({ description: 'Valid this many days after receipt; 0 for a fixed period' }),
    validStr: CouponValidStr,
  },
  { description: 'UserCouponResponse' },
);
export type UserCouponResponse = Static<typeof UserCouponResponse>;

export const MyCouponPage = PageOf(UserCouponResponse, 'PageInfo<UserCouponResponse>: the caller’s coupons, newest first');
