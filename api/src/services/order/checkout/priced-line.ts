import type { Translations } from '../../../i18n/localized';

/** One line of an order being confirmed, priced from the catalogue now (never from the client). */
export interface PricedLine {
  productId: number;
  skuId: number;
  merId: number;
  merName: string;
  productName: string;
  /** The product's name in the other languages (product.store_name_i18n), kept on the order line. */
  productNameI18n: Translations;
  /** Relative media path (the SKU's picture, or the product's). */
  image: string;
  /** The SKU text, "Red,XL". */
  sku: string;
  /** The SKU text in the other languages (product_sku.sku_i18n). */
  skuI18n: Translations;
  priceCents: number;
  qty: number;
  stock: number;
  weight: string;
  volume: string;
  /** The cart line it came from (shoppingCart pre-orders), or null. */
  cartId: number | null;
}

/** What a pre-order keeps of each line: the choice, not the price. */
export interface SnapshotLine {
  productId: number;
  skuId: number;
  qty: number;
  cartId: number | null;
}
