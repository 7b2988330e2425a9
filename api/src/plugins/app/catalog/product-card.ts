import { mediaUrl, money } from '../../../lib/format';
import type { IndexProductResponse } from '../../../schemas/catalog';

/** The product columns a list card needs (`p` is the product alias). */
export const CARD_COLUMNS = 'p.id, p.image, p.store_name, p.price, p.ot_price, p.sales, p.ficti, p.unit_name, p.stock';

export interface CardRow {
  id: number;
  image: string;
  store_name: string;
  price: string;
  ot_price: string;
  sales: number;
  ficti: number;
  unit_name: string;
  stock: number;
}

/** IndexProductResponse; search results carry no original price (`otPrice` null), as the contract's backend. */
export function toIndexProduct(row: CardRow, publicUrl: string, withOtPrice: boolean): IndexProductResponse {
  return {
    id: row.id,
    image: mediaUrl(publicUrl, row.image),
    storeName: row.store_name,
    price: money(row.price),
    otPrice: withOtPrice ? money(row.ot_price) : null,
    sales: row.sales,
    ficti: row.ficti,
    unitName: row.unit_name,
    stock: row.stock,
  };
}
