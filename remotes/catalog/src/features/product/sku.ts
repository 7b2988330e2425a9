import type { ProductAttr, ProductDetailResponse, ProductSku } from '@mall/contract';

/** An attribute with its values in display order ("Colour": Red, Blue). */
export interface SkuAttribute {
  name: string;
  values: string[];
}

/** How a value would leave the choice: a SKU in stock, a SKU at stock 0, or no such combination. */
type ValueAvailability = 'available' | 'soldOut' | 'missing';

/** The attributes in the order the API sends them, values split on ',' (empty and deleted ones left out). */
export function skuAttributes(attrs: readonly ProductAttr[] | null | undefined): SkuAttribute[] {
  return (attrs ?? [])
    .filter((attr) => !attr.isDel)
    .map((attr) => ({
      name: attr.attrName,
      values: attr.attrValues
        .split(',')
        .map((value) => value.trim())
        .filter(Boolean),
    }))
    .filter((attr) => attr.values.length > 0);
}

/**
 * The choice a product page opens on: the first combination, in the attributes' display order, whose SKU is in
 * stock; the first value of every attribute (what the original always preselects) when none is. The original could
 * open on a sold-out option while others were in stock (issue 18, item 7).
 */
export function initialSelection(attributes: readonly SkuAttribute[], detail?: ProductDetailResponse): string[] {
  const first = attributes.map((attr) => attr.values[0]);
  if (!detail) return first;
  let combinations: string[][] = [[]];
  for (const attr of attributes) combinations = combinations.flatMap((head) => attr.values.map((value) => [...head, value]));
  return combinations.find((selection) => Number(findSku(detail, selection)?.stock) > 0) ?? first;
}

/** The productValue key: the chosen values joined by ',' in attribute order ('' without attributes). */
export function skuKey(selection: readonly string[]): string {
  return selection.join(',');
}

/** The SKU of a selection, or null when that combination does not exist. */
export function findSku(detail: ProductDetailResponse, selection: readonly string[]): ProductSku | null {
  return detail.productValue?.[skuKey(selection)] ?? null;
}

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
    image: attributes.length > 0 && sku?.image ? sku.image : null,
  };
}

/** The cart takes at most 99 of a line (the contract's cart/save accepts cartNum 1..99). */
export const MAX_LINE_QUANTITY = 99;
