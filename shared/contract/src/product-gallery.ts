// The product page's pictures and the SKU it opens on, read from the contract's product detail: one rule for the
// storefront's gallery (remotes/catalog) and the API's served head, which preloads the picture the gallery draws
// first (docs/pictures.md, "The product page's main picture"). Dependency-free, like ./endpoints: the API compiles it
// (api/src/lib/product-gallery.ts), the storefront imports it as @mall/contract/product-gallery. The shapes below are
// the parts of ProductDetailResponse the rule reads, so that both sides' types fit.

/** How wide the gallery draws its large picture (its `sizes`, and the served head's preload's). */
export const PRODUCT_PICTURE_SIZES = '420px';

/** An attribute of the detail's `productAttr`, as the rule reads it. */
export interface GalleryAttr {
  attrName: string;
  attrValues: string;
  isDel?: boolean;
}

/** A SKU of the detail's `productValue`, as the rule reads it. */
export interface GallerySku {
  stock: number;
  image?: string | null;
}

/** The parts of a product detail the rule reads. */
export interface GalleryDetail<S extends GallerySku = GallerySku> {
  productInfo: { image: string; sliderImage: string };
  productAttr?: readonly GalleryAttr[] | null;
  productValue?: Readonly<Record<string, S>> | null;
}

/** An attribute with its values in display order ("Colour": Red, Blue). */
export interface SkuAttribute {
  name: string;
  values: string[];
}

/** The attributes in the order the API sends them, values split on ',' (empty and deleted ones left out). */
export function skuAttributes(attrs: readonly GalleryAttr[] | null | undefined): SkuAttribute[] {
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

/** The productValue key: the chosen values joined by ',' in attribute order ('' without attributes). */
export function skuKey(selection: readonly string[]): string {
  return selection.join(',');
}

/** The SKU of a selection, or null when that combination does not exist. */
export function findSku<S extends GallerySku>(detail: Pick<GalleryDetail<S>, 'productValue'>, selection: readonly string[]): S | null {
  return detail.productValue?.[skuKey(selection)] ?? null;
}

/**
 * The choice a product page opens on: the first combination, in the attributes' display order, whose SKU is in
 * stock; the first value of every attribute (what the original always preselects) when none is. The original could
 * open on a sold-out option while others were in stock (issue 18, item 7).
 */
export function initialSelection(attributes: readonly SkuAttribute[], detail?: Pick<GalleryDetail, 'productValue'>): string[] {
  const first = attributes.map((attr) => attr.values[0]);
  if (!detail) return first;
  let combinations: string[][] = [[]];
  for (const attr of attributes) combinations = combinations.flatMap((head) => attr.values.map((value) => [...head, value]));
  return combinations.find((selection) => Number(findSku(detail, selection)?.stock) > 0) ?? first;
}

/** The gallery's pictures: the slider's (a JSON list of URLs), else the product's main picture. */
export function galleryPictures(info: GalleryDetail['productInfo']): string[] {
  let slider: unknown;
  try {
    slider = info.sliderImage.trim() ? JSON.parse(info.sliderImage) : [];
  } catch {
    slider = [];
  }
  const list = Array.isArray(slider) ? slider.filter((item): item is string => typeof item === 'string' && item.trim() !== '') : [];
  return list.length > 0 ? list : [info.image].filter(Boolean);
}

/** The SKU picture a choice shows in place of the gallery's, or null (a product without attributes has none). */
export function skuPicture(sku: GallerySku | null, attributes: readonly SkuAttribute[]): string | null {
  return attributes.length > 0 && sku?.image ? sku.image : null;
}

/**
 * The picture the gallery draws first, large: the SKU the page opens on (initialSelection) when it has a picture,
 * else the gallery's first; '' when the product has none.
 */
export function openingPicture(detail: GalleryDetail): string {
  const attributes = skuAttributes(detail.productAttr);
  const sku = attributes.length > 0 ? findSku(detail, initialSelection(attributes, detail)) : null;
  return skuPicture(sku, attributes) ?? galleryPictures(detail.productInfo)[0] ?? '';
}
