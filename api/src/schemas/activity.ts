import { Type, type Static } from '@sinclair/typebox';
import { PageOf } from './common';
import { Id, Money } from './catalog';

export const ActivityType = Type.Integer({ minimum: 1, maximum: 3, description: '1 carousel, 2 big + small grid, 3 big picture' });

export const ActivityProductInfoVo = Type.Object(
  {
    proId: Type.Integer({ description: 'The product id (links to /goods_detail/{proId})' }),
    proImage: Type.String({ description: 'Activity picture of the product (absolute URL; the product picture when none)' }),
    image: Type.String({ description: 'Product picture (absolute URL)' }),
    storeName: Type.String(),
    price: Money('Lowest SKU price'),
    otPrice: Money('Original price'),
  },
  { description: 'ActivityProductInfoVo' },
);
export type ActivityProductInfoVo = Static<typeof ActivityProductInfoVo>;

export const ActivityListResponse = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    type: ActivityType,
    productList: Type.Array(ActivityProductInfoVo, { description: 'On-shelf products: up to 8 (3 for type 2)' }),
  },
  { description: 'ActivityListResponse' },
);
export type ActivityListResponse = Static<typeof ActivityListResponse>;
export const ActivityIndexList = Type.Array(ActivityListResponse, {
  description: 'Shown activities by sort; activities without an on-shelf product are left out',
});

export const PcActivityInfoResponse = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    type: ActivityType,
    banner: Type.String({ description: 'A JSON string: array of absolute picture URLs' }),
    instruction: Type.String({ description: 'Rules of the activity' }),
  },
  { description: 'PcActivityInfoResponse' },
);
export type PcActivityInfoResponse = Static<typeof PcActivityInfoResponse>;

export const ActivityIdParams = Type.Object({ aid: Id('Activity id') });

export const ActivityProductPage = PageOf(ActivityProductInfoVo, 'PageInfo<ActivityProductInfoVo>, in the activity’s order');
