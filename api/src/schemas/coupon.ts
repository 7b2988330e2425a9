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
