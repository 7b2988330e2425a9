/** Orders as the bench places them: guest shoppers with an address, and fresh buy-now confirmations (not timed). */
import type { OpenLoopRequest } from './open-loop';
import { post } from './http';

export type Shopper = { token: string; addressId: number };
export type Line = { productId: number; skuId: number };

export async function guest(url: string, n: number): Promise<{ token: string; addressId: number }> {
  const login = await post<{ token: string }>(`${url}/api/front/login/register/visitor`, { email: `bench-${Date.now()}-${n}@mall.test` });
  const address = await post<{ id: number }>(
    `${url}/api/front/address/edit`,
    {
      realName: 'Bench Shopper',
      detail: '1 Load Street',
      postCode: '01234',
      email: 'bench@mall.test',
      country: 'United Kingdom',
      countryCode: '44',
      phone: '2079460000',
    },
    login.token,
  );
  return { token: login.token, addressId: address.id };
}

export async function inBatches<T>(n: number, width: number, make: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = new Array(n);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < n) {
        const i = next++;
        out[i] = await make(i);
      }
    }),
  );
  return out;
}

export interface PreOrder {
  who: { token: string; addressId: number };
  preOrderNo: string;
}

/** Fresh buy-now confirmations (not timed), spread over the shoppers and SKUs. */
export function prepareOrders(
  url: string,
  count: number,
  shoppers: Array<{ token: string; addressId: number }>,
  lines: Array<{ productId: number; skuId: number }>,
): Promise<PreOrder[]> {
  return inBatches(count, 10, async (i) => {
    const who = shoppers[i % shoppers.length];
    const line = lines[i % lines.length];
    const pre = await post<{ preOrderNo: string }>(
      `${url}/api/front/order/pre/order`,
      {
        preOrderType: 'buyNow',
        orderDetails: [{ productId: line.productId, attrValueId: line.skuId, productNum: 1 }],
      },
      who.token,
    );
    return { who, preOrderNo: pre.preOrderNo };
  });
}

/** The order creation request of one confirmation. */
export const orderRequest = (p: PreOrder): OpenLoopRequest => ({
  method: 'POST',
  path: '/api/front/order/create',
  headers: { 'content-type': 'application/json', 'authori-zation': p.who.token },
  body: JSON.stringify({ preOrderNo: p.preOrderNo, addressId: p.who.addressId, payType: 'stripe', payChannel: 'pc', couponId: 0 }),
});
