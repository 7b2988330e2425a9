import { Type, type Static } from '@sinclair/typebox';
import { Id, Money } from './catalog';
import { PageOf } from './common';

export const CollectProductBody = Type.Object(
  {
    id: Id('The product'),
    category: Type.Optional(Type.Literal('store', { description: 'Always "store" (product favourites)' })),
  },
  { description: 'Add a product to the favourites' },
);
export type CollectProductBody = Static<typeof CollectProductBody>;

export const CollectProductParams = Type.Object({ productId: Id('The product') });
export const FollowMerchantParams = Type.Object({ merId: Id('The merchant') });

// ---- my favourites (GET /api/front/collect/product/list) ---------------------------------------------

/** The contract's page size for favourites is 12 (a 4 × 3 grid); at most 50. */
export const MY_FAVOURITES_LIMIT = 12;

export const CollectListQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: MY_FAVOURITES_LIMIT, description: 'Default 12, at most 50' })),
});
export type CollectListQuery = Static<typeof CollectListQuery>;

export const UserRelationResponse = Type.Object(
  {
    id: Type.Integer({ description: 'The favourite' }),
    productId: Type.Integer(),
    createTime: Type.String({ description: 'Added, yyyy-MM-dd HH:mm:ss (GMT+8)' }),
    storeName: Type.String({ description: 'Product name' }),
    image: Type.String({ description: 'Absolute URL of the main picture' }),
    price: Money('Current price (lowest SKU price)'),
    stock: Type.Integer({ description: 'Units left over all SKUs' }),
    isShow: Type.Boolean({ description: 'Still on sale; false once withdrawn (the favourite stays so it can be removed)' }),
  },
  { description: 'UserRelationResponse' },
);
export type UserRelationResponse = Static<typeof UserRelationResponse>;

export const CollectProductPage = PageOf(UserRelationResponse, 'PageInfo<UserRelationResponse>: newest first');
