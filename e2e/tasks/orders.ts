// Orders placed through the API the way the checkout places them (cart → pre-order → create), paid with the test
// card, received and reviewed: the history a journey needs before it opens a page.
import { expect } from '@playwright/test';
import { apiCall, apiData } from '../fixtures/api';
import type { Shopper } from './accounts';
import { addToCart } from './cart';
import { buyableFromMerchants, type Buyable } from './catalog';
import { shipByExpress, trackEvent } from './operator';

interface Address {
  id: number;
  realName: string;
  isDefault: boolean;
}

/** The shopper's default address, created first when there is none. */
export async function defaultAddress(shopper: Pick<Shopper, 'token' | 'email'>): Promise<Address> {
  const all = await apiData<Address[]>('/api/pc/address/all/list', { token: shopper.token });
  const found = all.find((address) => address.isDefault);
  if (found) return found;
  return apiData<Address>('/api/front/address/edit', {
    token: shopper.token,
    body: {
      realName: 'Demo Shopper',
      phone: '13800000000',
      countryCode: '86',
      country: 'China',
      email: shopper.email,
      detail: '1 Garden Road, Shanghai',
      postCode: '200000',
      isDefault: true,
    },
  });
}

/** A new default address in Bangkok (the order is delivered there). */
async function addAddress(token: string): Promise<number> {
  const address = await apiData<{ id: number }>('/api/front/address/edit', {
    token,
    body: {
      realName: 'Journey Shopper',
      phone: '812345678',
      countryCode: '66',
      country: 'Thailand',
      email: '',
      detail: '99 Sukhumvit Road, Bangkok',
      postCode: '10110',
      isDefault: true,
    },
  });
  return address.id;
}

export interface PlacedOrder {
  product: Buyable;
  /** The master order (PT…). */
  masterNo: string;
}

/** The confirmation of a cart line, as the cart's "Check out" asks for it: answers its preOrderNo. */
export async function cartPreOrder(token: string, cartId: number): Promise<string> {
  const { preOrderNo } = await apiData<{ preOrderNo: string }>('/api/front/order/pre/order', {
    token,
    body: { preOrderType: 'shoppingCart', orderDetails: [{ shoppingCartId: cartId }] },
  });
  return preOrderNo;
}

/** An unpaid order of one product, placed through the cart: cart/save → pre-order (shoppingCart) → create. */
export async function unpaidOrder(token: string, quantity = 1): Promise<PlacedOrder> {
  const [product] = await buyableFromMerchants(1);
  const addressId = await addAddress(token);
  const [cartId] = await addToCart(token, [product], quantity);
  const preOrderNo = await cartPreOrder(token, cartId);
  const { orderNo: masterNo } = await apiData<{ orderNo: string }>('/api/front/order/create', {
    token,
    body: {
      preOrderNo,
      addressId,
      couponId: 0,
      merchantCoupons: [],
      useIntegral: false,
      payType: 'stripe',
      payChannel: 'pc',
      mark: 'Ring twice',
    },
  });
  expect(masterNo).toMatch(/^PT/);
  return { product, masterNo };
}

export interface MasterDetail {
  orderNo: string;
  paid: boolean;
  payStatus: 'paid' | 'unpaid' | 'failed' | 'cancelled';
  failReason: string | null;
  payPrice: string;
  orderList: Array<{ orderNo: string; merId: number; merName: string; paid: boolean }>;
}

export const masterDetail = (token: string, orderNo: string) =>
  apiData<MasterDetail>(`/api/front/order/master/detail/${orderNo}`, { token });

/** The merchant order (SH…) of a one-shop master order, once paid. */
export async function merchantOrderNo(token: string, masterNo: string): Promise<string> {
  const master = await masterDetail(token, masterNo);
  expect(master.paid).toBe(true);
  expect(master.orderList).toHaveLength(1);
  return master.orderList[0].orderNo;
}

/** Pays a master order with the test card 4242 4242 4242 4242 through the API; answers its merchant order (SH…). */
export async function payByApi(token: string, masterNo: string): Promise<string> {
  const { stripeClientSecret } = await apiData<{ stripeClientSecret: string }>('/api/front/pay/payment', {
    token,
    body: { orderNo: masterNo, payType: 'stripe', payChannel: 'pc' },
  });
  const paid = await apiData<{ status: string }>('/api/front/pay/test-card/confirm', {
    body: { clientSecret: stripeClientSecret, cardNumber: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' },
  });
  expect(paid.status).toBe('succeeded');
  return merchantOrderNo(token, masterNo);
}

/** A paid order of `quantity` units of one product, waiting to ship. */
export async function paidOrder(token: string, quantity = 1): Promise<PlacedOrder & { orderNo: string }> {
  const placed = await unpaidOrder(token, quantity);
  return { ...placed, orderNo: await payByApi(token, placed.masterNo) };
}

/** The shopper confirms receipt of a shipped merchant order. */
export async function confirmReceipt(token: string, orderNo: string): Promise<void> {
  expect((await apiCall(`/api/front/order/take/${orderNo}`, { method: 'POST', token, body: {} })).code).toBe(200);
}

/** A paid order the operator shipped by express and the shopper received (its lines wait for a review). */
export async function receivedOrder(token: string): Promise<PlacedOrder & { orderNo: string }> {
  const paid = await paidOrder(token);
  shipByExpress(paid.orderNo, 'DHL', `WB${Date.now()}`);
  await confirmReceipt(token, paid.orderNo);
  return paid;
}

/** The received line of a merchant order that waits for a review (its orderInfoId). */
export async function lineToReview(token: string, orderNo: string): Promise<number> {
  const waiting = await apiData<{ list: Array<{ id: number; merOrderNo: string }> }>('/api/front/order/reply/list?page=1&limit=50', {
    token,
  });
  const line = waiting.list.find((item) => item.merOrderNo === orderNo);
  expect(line).toBeDefined();
  return line!.id;
}

/**
 * A paid order received and every line reviewed: it completes (status 3). The carrier's last word was "in transit"
 * (its delivery event never came).
 */
export async function completedOrder(token: string): Promise<PlacedOrder & { orderNo: string }> {
  const paid = await paidOrder(token);
  shipByExpress(paid.orderNo, 'DHL', `WB${Date.now()}`);
  trackEvent(paid.orderNo, 'Shanghai hub');
  await confirmReceipt(token, paid.orderNo);
  const detail = await apiData<{ orderInfoList: Array<{ id: number }> }>(`/api/front/order/detail/${paid.orderNo}`, { token });
  for (const line of detail.orderInfoList) {
    const review = await apiCall('/api/front/order/comment', {
      method: 'POST',
      token,
      body: { orderNo: paid.orderNo, orderInfoId: line.id, star: 5, comment: 'Arrived well packed', pics: '' },
    });
    expect(review.code).toBe(200);
  }
  return paid;
}

/** The newest refund of a merchant order (RE…), as the shopper's order detail names it. */
export async function refundOf(token: string, orderNo: string): Promise<string> {
  const detail = await apiData<{ refundOrderNo: string | null }>(`/api/front/order/detail/${orderNo}`, { token });
  if (!detail.refundOrderNo) throw new Error(`order ${orderNo} has no refund`);
  return detail.refundOrderNo;
}

/** The reasons a refund may give (system_config refund_reasons), in the shopper's language. */
export const refundReasons = (token: string, lang?: string) => apiData<string[]>('/api/front/order/refund/reason', { token, lang });
