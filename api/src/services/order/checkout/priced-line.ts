/** One line of an order being confirmed, priced from the catalogue now (never from the client). */
export interface PricedLine {
  productId: number;
  skuId: number;
  merId: number;
  merName: string;
  productName: string;
  /** Relative media path (the SKU's picture, or the product's). */
  image: string;
  /** The SKU text, "Red,XL". */
  sku: string;
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
