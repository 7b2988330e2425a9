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
    minimum: 1,
    maximum: Number.MAX_SAFE_INTEGER,
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

// ---- cart page (contract 2.8) ----------------------------------------------------------------------------------

export const CartListQuery = Type.Object({
  isValid: Type.Boolean({
    description:
      'true: lines that can be bought; false: lines whose product is off shelf or deleted, whose SKU is gone, or whose stock is 0',
  }),
});
export type CartListQuery = Static<typeof CartListQuery>;

export const CartInfoResponse = Type.Object(
  {
    id: Type.Integer({ description: 'The cart line' }),
    productId: Type.Integer(),
    productAttrUnique: Type.String({ description: 'The SKU id, as a string' }),
    cartNum: Type.Integer(),
    image: Type.String({ description: 'Absolute URL: the SKU picture, or the product’s' }),
    storeName: Type.String(),
    attrId: Type.Integer({ description: 'The SKU id' }),
    suk: Type.String({ description: 'The SKU text such as "Red,XL" (sic: the contract’s spelling)' }),
    price: Type.String({ description: 'SKU price from the catalogue now, a 2-decimal string' }),
    attrStatus: Type.Boolean({ description: 'The line can be bought' }),
    stock: Type.Integer({ description: 'SKU stock (0 for a gone SKU)' }),
    maxQuantity: Type.Integer({
      description: 'Ours (docs/contract.md): the most units this line may hold (ORDER_MAX_PER_SKU); the stock may be lower',
    }),
  },
  { description: 'CartInfoResponse' },
);
export type CartInfoResponse = Static<typeof CartInfoResponse>;

export const CartMerchantResponse = Type.Object(
  { merId: Type.Integer(), merName: Type.String(), cartInfoList: Type.Array(CartInfoResponse) },
  { description: 'CartMerchantResponse' },
);
export const CartListResponse = Type.Array(CartMerchantResponse, {
  description: 'Plain array (not paged), one entry per shop; shops and lines newest first',
});
export type CartListResponse = Static<typeof CartListResponse>;

const CartLineId = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description: 'A cart line of the caller' });

export const CartNumBody = Type.Object(
  { id: CartLineId, number: Type.Integer({ minimum: 1, maximum: 999, description: 'New quantity, 1 to the stock' }) },
  { description: 'Change a line’s quantity' },
);
export type CartNumBody = Static<typeof CartNumBody>;

export const CartDeleteBody = Type.Object(
  { ids: Type.Array(CartLineId, { minItems: 1, maxItems: 200 }) },
  { description: 'Remove lines (only the caller’s are touched)' },
);
export type CartDeleteBody = Static<typeof CartDeleteBody>;

export const CartResetBody = Type.Object(
  {
    id: CartLineId,
    num: Type.Integer({ minimum: 1, maximum: 999, description: 'Quantity of the new option, 1 to its stock' }),
    productId: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description: 'The line’s product' }),
    unique: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description: 'The new SKU id, of the same product' }),
  },
  { description: 'Reselect another option of the same product for a line' },
);
export type CartResetBody = Static<typeof CartResetBody>;

export const CartLineResponse = Type.Object({ cartId: Type.Integer({ description: 'The line now holding the option' }) });
export type CartLineResponse = Static<typeof CartLineResponse>;

export const VisitorMergeBody = Type.Object(
  { visitorToken: Type.String({ minLength: 20, maxLength: 128, description: 'The guest (visitor) session token of this browser' }) },
  { description: 'Move the guest cart into the signed-in account' },
);
export type VisitorMergeBody = Static<typeof VisitorMergeBody>;

export const VisitorMergeResponse = Type.Object({
  movedLines: Type.Integer({ description: 'Guest lines taken into the account' }),
  count: Type.Integer({ description: 'The account’s valid cart lines now (the header badge)' }),
});
export type VisitorMergeResponse = Static<typeof VisitorMergeResponse>;
