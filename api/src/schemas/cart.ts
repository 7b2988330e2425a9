import { Type, type Static } from '@sinclair/typebox';

export const CartCountQuery = Type.Object({
  numType: Type.Boolean({ description: 'true: valid lines (product on shelf, SKU exists, stock ≥ 1); false: invalid lines' }),
  type: Type.Union([Type.Literal('total'), Type.Literal('sum')], { description: 'total: number of lines; sum: sum of quantities' }),
});
export type CartCountQuery = Static<typeof CartCountQuery>;

export const CartCountResponse = Type.Object({ count: Type.Integer({ minimum: 0 }) });
export type CartCountResponse = Static<typeof CartCountResponse>;
