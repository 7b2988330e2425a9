import { mediaUrl, money } from '../../lib/format';
import type { IndexProductResponse } from '../../schemas/catalog';
import type { Locale } from '../../i18n/locale';
import { localized } from '../../i18n/localized';

/** The product columns a list card needs (`p` is the product alias), the name in the request's language. */
export const cardColumns = (locale: Locale) =>
  `p.id, p.image, ${localized('p.store_name', locale)}, p.price, p.ot_price, p.sales, p.ficti, p.unit_name, p.stock`;

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

/** A list card with its original price: IndexProductResponse of product lists and of a store's products. */
export function toProductCard(row: CardRow, publicUrl: string) {
  return {
    id: row.id,
    image: mediaUrl(publicUrl, row.image),
    storeName: row.store_name,
    price: money(row.price),
    otPrice: money(row.ot_price),
    sales: row.sales,
    ficti: row.ficti,
    unitName: row.unit_name,
    stock: row.stock,
  };
}

/** IndexProductResponse; search results carry no original price (`otPrice` null), as the contract's backend. */
export function toIndexProduct(row: CardRow, publicUrl: string, withOtPrice: boolean): IndexProductResponse {
  const card: IndexProductResponse = toProductCard(row, publicUrl);
  if (!withOtPrice) card.otPrice = null;
  return card;
}
