// Set-up and checks the checkout journeys make through the API (the demo mall is seeded deterministically, but the
// journeys look up what they need instead of hard-coding ids).
import type { BrowserContext, Page } from '@playwright/test';
import { apiCall, DEMO, expect } from '../../fixtures';
import ports from '../../../scripts/ports.json';

const HOST = `http://localhost:${ports.host}`;

async function data<T>(path: string, init: { body?: unknown; token?: string } = {}): Promise<T> {
  const answer = await apiCall<T>(path, init);
  if (answer.code !== 200) throw new Error(`${path} answered ${answer.code} ${answer.message}`);
  return answer.data;
}

/** The demo shopper's token (POST /api/front/login/email). */
export const demoToken = () =>
  data<{ token: string }>('/api/front/login/email', { body: { email: DEMO.email, password: DEMO.password } }).then((d) => d.token);

/** Signs the browser in as the login dialog would leave it: strategy local2, "Bearer <token>". */
export async function signInWithCookie(context: BrowserContext, token: string): Promise<void> {
  await context.addCookies([
    { name: 'auth.strategy', value: 'local2', url: HOST },
    { name: 'auth._token.local2', value: `Bearer%20${token}`, url: HOST },
  ]);
}

interface CartGroup {
  merId: number;
  merName: string;
  cartInfoList: Array<{ id: number; productId: number; productAttrUnique: string; cartNum: number }>;
}

export const cartGroups = (token: string, isValid = true) => data<CartGroup[]>(`/api/front/cart/list?isValid=${isValid}`, { token });

/** Empties a cart (valid and invalid lines), so a journey starts from a known state. */
export async function clearCart(token: string): Promise<void> {
  const ids = [...(await cartGroups(token, true)), ...(await cartGroups(token, false))].flatMap((g) => g.cartInfoList.map((l) => l.id));
  if (ids.length > 0) await data('/api/front/cart/delete', { token, body: { ids } });
}

export interface Buyable {
  productId: number;
  name: string;
  merId: number;
  skuId: number;
}

interface Detail {
  productInfo: { id: number; merId: number; storeName: string };
  productAttr: Array<{ attrValues: string }>;
  productValue: Record<string, { id: number; stock: number }>;
}

/**
 * Products of `count` different merchants whose preselected option (the first value of every attribute) has
 * stock to spare, so the product page's "Add to cart" can buy them as it opens.
 */
export async function buyableFromMerchants(count: number, skipMerchants: number[] = []): Promise<Buyable[]> {
  const found: Buyable[] = [];
  for (let page = 1; page <= 6 && found.length < count; page++) {
    const list = await data<{ list: Array<{ id: number }> }>(`/api/front/product/list?page=${page}&limit=50`);
    for (const { id } of list.list) {
      const detail = await data<Detail>(`/api/front/product/detail/${id}`);
      const key = detail.productAttr.map((attr) => attr.attrValues.split(',')[0]).join(',');
      const sku = detail.productValue[key];
      const merId = detail.productInfo.merId;
      if (!sku || sku.stock < 5 || skipMerchants.includes(merId) || found.some((item) => item.merId === merId)) continue;
      found.push({ productId: id, name: detail.productInfo.storeName, merId, skuId: sku.id });
      if (found.length === count) break;
    }
  }
  if (found.length < count) throw new Error(`no ${count} buyable products from different merchants`);
  return found;
}

/** Puts one of each product in a cart through the API. */
export async function addToCart(token: string, items: Buyable[]): Promise<void> {
  await data('/api/front/cart/save', {
    token,
    body: items.map((item) => ({ productId: item.productId, productAttrUnique: item.skuId, cartNum: 1 })),
  });
}

interface Address {
  id: number;
  realName: string;
  isDefault: boolean;
}

/** The shopper's default address, created first when there is none. */
export async function defaultAddress(token: string): Promise<Address> {
  const all = await data<Address[]>('/api/pc/address/all/list', { token });
  const found = all.find((address) => address.isDefault);
  if (found) return found;
  return data<Address>('/api/front/address/edit', {
    token,
    body: {
      realName: 'Demo Shopper',
      phone: '13800000000',
      countryCode: '86',
      country: 'China',
      email: DEMO.email,
      detail: '1 Garden Road, Shanghai',
      postCode: '200000',
      isDefault: true,
    },
  });
}

export interface MasterDetail {
  orderNo: string;
  paid: boolean;
  payStatus: 'paid' | 'unpaid' | 'failed' | 'cancelled';
  failReason: string | null;
  payPrice: string;
  orderList: Array<{ orderNo: string; merId: number; merName: string; paid: boolean }>;
}

export const masterDetail = (token: string, orderNo: string) => data<MasterDetail>(`/api/front/order/master/detail/${orderNo}`, { token });

/** A name as a literal inside a RegExp (product names hold dots, brackets, plus signs…). */
export const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The order number the result page was opened for. */
export function resultOrderNo(page: Page): string {
  const orderNo = new URL(page.url()).searchParams.get('orderNo');
  expect(orderNo).toMatch(/^PT/);
  return orderNo!;
}

/** Fills the test-mode card form and pays. */
export async function payByCard(page: Page, number: string): Promise<void> {
  await expect(page).toHaveURL(/\/order\/stripe_payment\?clientSecret=.+&orderNo=PT/);
  await page.getByRole('textbox', { name: 'Card number' }).fill(number);
  await page.getByRole('textbox', { name: 'Expiry date (MM/YY)' }).fill('12/34');
  await page.getByRole('textbox', { name: 'Security code (CVC)' }).fill('123');
  await page.getByRole('textbox', { name: 'Name on the card' }).fill('Demo Shopper');
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/order\/payment_result\?orderNo=PT/);
}
