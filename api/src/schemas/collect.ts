import { Type, type Static } from '@sinclair/typebox';
import { Id } from './catalog';

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
