// Data the catalog journeys look up through the API (the demo mall is seeded deterministically, but the journeys
// find what they need instead of hard-coding ids).
import type { BrowserContext } from '@playwright/test';
import { API_URL, apiCall } from '../../fixtures/api';
import { DEMO } from '../../fixtures';
import ports from '../../../scripts/ports.json';

interface Sku {
  id: number;
  sku: string;
  price: string;
  stock: number;
}

interface Detail {
  productInfo: { id: number; storeName: string; unitName: string; price: string; maxQuantity?: number };
  productAttr: Array<{ attrName: string; attrValues: string }>;
  productValue: Record<string, Sku>;
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

const data = async <T>(path: string, lang?: string): Promise<T> => {
  const answer = await apiCall<T>(path, { lang });
  if (answer.code !== 200) throw new Error(`${path} answered ${answer.code} ${answer.message}`);
  return answer.data;
};

/**
 * A product with at least two attributes whose first SKU is in stock, another in-stock SKU has a different
 * price, one SKU is sold out, and whose good and average reviews both exist (so the review tabs differ).
 */
export async function findSkuProduct(): Promise<SkuProduct> {
  for (let page = 1; page <= 6; page++) {
    const list = await data<{ list: Array<{ id: number }> }>(`/api/front/product/list?page=${page}&limit=100`);
    for (const { id } of list.list) {
      const detail = await data<Detail>(`/api/front/product/detail/${id}`);
      if (detail.productAttr.length < 2) continue;
      const attributes = detail.productAttr.map((a) => ({ name: a.attrName, values: a.attrValues.split(',') }));
      const first = detail.productValue[attributes.map((a) => a.values[0]).join(',')];
      const skus = Object.values(detail.productValue);
      const soldOut = skus.find((s) => s.stock === 0);
      const other = skus.find((s) => s.stock > 0 && s.price !== first?.price && s.sku.split(',')[0] === first?.sku.split(',')[0]);
      if (!first || first.stock === 0 || !soldOut || !other) continue;
      const reviews = await data<SkuProduct['reviews']>(`/api/front/product/reply/config/${id}`);
      if (reviews.goodCount === 0 || reviews.inCount === 0 || reviews.goodCount === reviews.sumCount) continue;
      return { id, name: detail.productInfo.storeName, unitName: detail.productInfo.unitName, attributes, first, other, soldOut, reviews };
    }
  }
  throw new Error('the demo mall has no product with a sold-out SKU and mixed reviews');
}

/**
 * A product every SKU of which has more stock than one order may hold (the API's `maxQuantity`), with its name in
 * `lang` (the catalogue's names are translated).
 */
export async function findCappedProduct(lang = 'en'): Promise<{ id: number; name: string; maxQuantity: number }> {
  for (let page = 1; page <= 6; page++) {
    const list = await data<{ list: Array<{ id: number }> }>(`/api/front/product/list?page=${page}&limit=100`);
    for (const { id } of list.list) {
      const detail = await data<Detail>(`/api/front/product/detail/${id}`, lang);
      const cap = detail.productInfo.maxQuantity;
      if (cap === undefined) throw new Error('the API sends no maxQuantity');
      if (Object.values(detail.productValue).every((sku) => sku.stock > cap))
        return { id, name: detail.productInfo.storeName, maxQuantity: cap };
    }
  }
  throw new Error('the demo mall has no product with more stock than one order may hold');
}

/**
 * A product whose first option (the first value of every attribute) is sold out while another is in stock, and the
 * combination a shopper should land on: the first in stock, in the attributes' display order.
 */
export async function findFirstSoldOutProduct(): Promise<{
  id: number;
  attributes: Array<{ name: string; values: string[] }>;
  expected: string[];
}> {
  for (let page = 1; page <= 6; page++) {
    const list = await data<{ list: Array<{ id: number }> }>(`/api/front/product/list?page=${page}&limit=100`);
    for (const { id } of list.list) {
      const detail = await data<Detail>(`/api/front/product/detail/${id}`);
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
  }
  throw new Error('the demo mall has no product whose first option is sold out while another is in stock');
}

/** The demo shopper's token (POST /api/front/login/email). */
export async function demoToken(): Promise<string> {
  const answer = await apiCall<{ token: string }>('/api/front/login/email', { body: { email: DEMO.email, password: DEMO.password } });
  if (answer.code !== 200) throw new Error(`demo sign-in failed: ${answer.message}`);
  return answer.data.token;
}

/** Signs the browser in as the login dialog would leave it: strategy local2, "Bearer <token>". */
export async function signInWithCookie(context: BrowserContext, token: string): Promise<void> {
  const url = `http://localhost:${ports.host}`;
  await context.addCookies([
    { name: 'auth.strategy', value: 'local2', url },
    { name: 'auth._token.local2', value: `Bearer%20${token}`, url },
  ]);
}

/** Valid cart lines of a shopper (the header badge's number). */
export async function cartCount(token: string): Promise<number> {
  const answer = await apiCall<{ count: number }>('/api/front/cart/count?numType=true&type=total', { token });
  return answer.data.count;
}

export { API_URL };
