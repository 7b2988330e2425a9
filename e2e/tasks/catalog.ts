// What the journeys look up in the catalogue through the API: the demo mall is seeded deterministically, but the
// journeys find the products they need (in stock, with a sold-out option, with mixed reviews…) instead of
// hard-coding ids.
import { apiData } from '../fixtures/api';

interface Sku {
  id: number;
  sku: string;
  price: string;
  stock: number;
}

interface Detail {
  productInfo: { id: number; merId: number; storeName: string; unitName: string; price: string; maxQuantity?: number };
  productAttr: Array<{ attrName: string; attrValues: string }>;
  productValue: Record<string, Sku>;
}

const detailOf = (id: number, lang?: string) => apiData<Detail>(`/api/front/product/detail/${id}`, { lang });

/** Every product id of the first `pages` list pages (newest first), page by page. */
async function* productIds(limit: number, pages = 6): AsyncGenerator<number> {
  for (let page = 1; page <= pages; page++) {
    const list = await apiData<{ list: Array<{ id: number }> }>(`/api/front/product/list?page=${page}&limit=${limit}`);
    for (const { id } of list.list) yield id;
  }
}

export interface Buyable {
  productId: number;
  name: string;
  merId: number;
  skuId: number;
}

/**
 * Products of `count` different merchants whose preselected option (the first value of every attribute) has
 * stock to spare, so the product page's "Add to cart" can buy them as it opens.
 */
export async function buyableFromMerchants(count: number): Promise<Buyable[]> {
  const found: Buyable[] = [];
  for await (const id of productIds(50)) {
    const detail = await detailOf(id);
    const key = detail.productAttr.map((attr) => attr.attrValues.split(',')[0]).join(',');
    const sku = detail.productValue[key];
    const merId = detail.productInfo.merId;
    if (!sku || sku.stock < 5 || found.some((item) => item.merId === merId)) continue;
    found.push({ productId: id, name: detail.productInfo.storeName, merId, skuId: sku.id });
    if (found.length === count) return found;
  }
  throw new Error(`no ${count} buyable products from different merchants`);
}

/** The first product with an option in stock (any), and that option. */
export async function firstInStock(): Promise<{ productId: number; skuId: number }> {
  for await (const id of productIds(20, 1)) {
    const sku = Object.values((await detailOf(id)).productValue).find((s) => s.stock > 0);
    if (sku) return { productId: id, skuId: sku.id };
  }
  throw new Error('no product in stock');
}

export interface SkuProduct {
  id: number;
  name: string;
  unitName: string;
  attributes: Array<{ name: string; values: string[] }>;
  /** The preselected SKU (first value of each attribute). */
  first: Sku;
  /** An in-stock SKU priced differently from the first. */
  other: Sku;
  /** A SKU with stock 0. */
  soldOut: Sku;
  reviews: { sumCount: number; goodCount: number; inCount: number; poorCount: number };
}

/**
 * A product with at least two attributes whose first SKU is in stock, another in-stock SKU has a different
 * price, one SKU is sold out, and whose good and average reviews both exist (so the review tabs differ).
 */
export async function findSkuProduct(): Promise<SkuProduct> {
  for await (const id of productIds(100)) {
    const detail = await detailOf(id);
    if (detail.productAttr.length < 2) continue;
    const attributes = detail.productAttr.map((a) => ({ name: a.attrName, values: a.attrValues.split(',') }));
    const first = detail.productValue[attributes.map((a) => a.values[0]).join(',')];
    const skus = Object.values(detail.productValue);
    const soldOut = skus.find((s) => s.stock === 0);
    const other = skus.find((s) => s.stock > 0 && s.price !== first?.price && s.sku.split(',')[0] === first?.sku.split(',')[0]);
    if (!first || first.stock === 0 || !soldOut || !other) continue;
    const reviews = await apiData<SkuProduct['reviews']>(`/api/front/product/reply/config/${id}`);
    if (reviews.goodCount === 0 || reviews.inCount === 0 || reviews.goodCount === reviews.sumCount) continue;
    return { id, name: detail.productInfo.storeName, unitName: detail.productInfo.unitName, attributes, first, other, soldOut, reviews };
  }
  throw new Error('the demo mall has no product with a sold-out SKU and mixed reviews');
}

/**
 * A product every SKU of which has more stock than one order may hold (the API's `maxQuantity`), with its name in
 * `lang` (the catalogue's names are translated).
 */
export async function findCappedProduct(lang = 'en'): Promise<{ id: number; name: string; maxQuantity: number }> {
  for await (const id of productIds(100)) {
    const detail = await detailOf(id, lang);
    const cap = detail.productInfo.maxQuantity;
    if (cap === undefined) throw new Error('the API sends no maxQuantity');
    if (Object.values(detail.productValue).every((sku) => sku.stock > cap))
      return { id, name: detail.productInfo.storeName, maxQuantity: cap };
  }
  throw new Error('the demo mall has no product with more stock than one order may hold');
}

/** A product's name as a page in `lang` shows it (the catalogue's names are translated). */
export const productNameIn = async (id: number, lang: string) => (await detailOf(id, lang)).productInfo.storeName;

/**
 * A product whose first option (the first value of every attribute) is sold out while another is in stock, and the
 * combination a shopper should land on: the first in stock, in the attributes' display order, with the options'
 * names and values as a page in `lang` shows them.
 */
export async function findFirstSoldOutProduct(lang = 'en'): Promise<{
  id: number;
  attributes: Array<{ name: string; values: string[] }>;
  expected: string[];
}> {
  for await (const id of productIds(100)) {
    const detail = await detailOf(id, lang);
    const attributes = detail.productAttr.map((a) => ({
      name: a.attrName,
      values: a.attrValues
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean),
    }));
    if (attributes.length === 0) continue;
    let combinations: string[][] = [[]];
    for (const attr of attributes) combinations = combinations.flatMap((head) => attr.values.map((value) => [...head, value]));
    const stock = (combo: string[]) => detail.productValue[combo.join(',')]?.stock ?? 0;
    const expected = combinations.find((combo) => stock(combo) > 0);
    if (stock(combinations[0]) === 0 && expected) return { id, attributes, expected };
  }
  throw new Error('the demo mall has no product whose first option is sold out while another is in stock');
}

/** A product whose shop card lists another product of the same shop (a link inside the catalog remote). */
export async function productWithNeighbour(): Promise<{ id: number; next: { id: number } }> {
  for await (const id of productIds(20, 1)) {
    const detail = await apiData<{ merchantInfo?: { proList?: Array<{ id: number }> } | null }>(`/api/front/product/detail/${id}`);
    const next = detail.merchantInfo?.proList?.slice(0, 4).find((p) => p.id !== id);
    if (next) return { id, next };
  }
  throw new Error('no product of the demo mall shows another product of its shop');
}
