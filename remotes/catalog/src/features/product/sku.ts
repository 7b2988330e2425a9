import type { ProductDetailResponse, ProductSku } from '@mall/contract';
import { findSku, skuPicture, type SkuAttribute } from '@mall/contract/product-gallery';

// The attributes, the SKU a page opens on and its picture: the rule the API's served head shares, to preload the
// picture the gallery draws first (@mall/contract/product-gallery).
export { findSku, initialSelection, skuAttributes, skuKey, type SkuAttribute } from '@mall/contract/product-gallery';

/** How a value would leave the choice: a SKU in stock, a SKU at stock 0, or no such combination. */
type ValueAvailability = 'available' | 'soldOut' | 'missing';

/** What choosing `value` for attribute `index` (keeping the other choices) would lead to. */
export function valueAvailability(
  detail: ProductDetailResponse,
  selection: readonly string[],
  index: number,
  value: string,
): ValueAvailability {
  const next = selection.map((current, i) => (i === index ? value : current));
  const sku = findSku(detail, next);
  if (!sku) return 'missing';
  return sku.stock > 0 ? 'available' : 'soldOut';
}

/** What the purchase panel shows for the current choice. */
interface ChosenOffer {
  sku: ProductSku | null;
  price: string;
  otPrice: string | null;
  stock: number;
  /** The SKU picture, which replaces the large picture. */
  image: string | null;
}

/**
 * Price, former price and stock of the choice: the SKU's, else the product's. Without attributes the
 * product's stock counts and productValue[''] gives the SKU id (how the contract's product detail keys its SKUs). A missing combination has no stock.
 */
export function chosenOffer(detail: ProductDetailResponse, attributes: readonly SkuAttribute[], selection: readonly string[]): ChosenOffer {
  const info = detail.productInfo;
  const sku = findSku(detail, attributes.length === 0 ? [] : selection);
  const stock = attributes.length === 0 ? Number(info.stock) || 0 : sku ? Number(sku.stock) || 0 : 0;
  const otPrice = sku?.otPrice ?? info.otPrice ?? null;
  return {
    sku,
    price: sku?.price ?? info.price,
    otPrice: otPrice && Number(otPrice) > Number(sku?.price ?? info.price) ? otPrice : null,
    stock,
    image: skuPicture(sku, attributes),
  };
}

/** The cart takes at most 99 of a line (the contract's cart/save accepts cartNum 1..99). */
export const MAX_LINE_QUANTITY = 99;
