import { Type, type Static } from '@sinclair/typebox';

export const CartCountQuery = Type.Object({
  numType: Type.Boolean({ description: 'true: valid lines (product on shelf, SKU exists, stock ≥ 1); false: invalid lines' }),
  type: Type.Union([Type.Literal('total'), Type.Literal('sum')], { description: 'total: number of lines; sum: sum of quantities' }),
});
export type CartCountQuery = Static<typeof CartCountQuery>;

export const CartCountResponse = Type.Object({ count: Type.Integer({ minimum: 0 }) });
export type CartCountResponse = Static<typeof CartCountResponse>;

export const CartSaveItem = Type.Object({
  productId: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description: 'The product' }),
  productAttrUnique: Type.Integer({
    minimum: 1, maximum: Number.MAX_SAFE_INTEGER,
    description: 'The SKU id (productValue[…].id of the detail); a numeric string is read the same',
  }),
  cartNum: Type.Integer({ minimum: 1, maximum: 99, description: 'Quantity to add, 1–99' }),
});
export type CartSaveItem = Static<typeof CartSaveItem>;

export const CartSaveBody = Type.Array(CartSaveItem, {
  minItems: 1,
  maxItems: 50,
  description: 'Lines to add; a SKU already in the cart gets the quantity added. Prices are never read from the client.',
});
export type CartSaveBody = Static<typeof CartSaveBody>;

export const CartSaveResponse = Type.Array(Type.Object({ cartId: Type.Integer({ description: 'The cart line' }) }), {
  description: 'The cart line of each item, in the order sent',
});
export type CartSaveResponse = Static<typeof CartSaveResponse>;
