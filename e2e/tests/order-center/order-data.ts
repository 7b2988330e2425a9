// Set-up of the order-center journeys through the API and the operator's command line: a freshly registered shopper
// per journey, an order placed the way the checkout places it (cart → pre-order → create), paid with the test card,
// shipped and tracked by the operator. The account journeys' helpers (registerShopper, operatorCli) are reused.
import { apiCall, expect } from '../../fixtures';
import { buyableFromMerchants, masterDetail, type Buyable } from '../checkout/checkout-data';
import { operatorCli, registerShopper } from './account-data';

export { operatorCli, registerShopper };

async function data<T>(path: string, init: { body?: unknown; token?: string; lang?: string } = {}): Promise<T> {
  const answer = await apiCall<T>(path, init);
  if (answer.code !== 200) throw new Error(`${path} answered ${answer.code} ${answer.message}`);
  return answer.data;
}

export interface PlacedOrder {
  product: Buyable;
  /** The master order (PT…). */
  masterNo: string;
}

/** A new default address for the shopper (the order is delivered there). */
async function addAddress(token: string): Promise<number> {
  const address = await data<{ id: number }>('/api/front/address/edit', {
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

/** An unpaid order of one product, placed through the cart: cart/save → pre-order (shoppingCart) → create. */
export async function unpaidOrder(token: string, quantity = 1): Promise<PlacedOrder> {
  const [product] = await buyableFromMerchants(1);
  const addressId = await addAddress(token);
  const [{ cartId }] = await data<Array<{ cartId: number }>>('/api/front/cart/save', {
    token,
    body: [{ productId: product.productId, productAttrUnique: product.skuId, cartNum: quantity }],
  });
  const { preOrderNo } = await data<{ preOrderNo: string }>('/api/front/order/pre/order', {
    token,
    body: { preOrderType: 'shoppingCart', orderDetails: [{ shoppingCartId: cartId }] },
  });
  const { orderNo: masterNo } = await data<{ orderNo: string }>('/api/front/order/create', {
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

/** Pays a master order with the test card 4242 4242 4242 4242 through the API; answers its merchant order (SH…). */
export async function payByApi(token: string, masterNo: string): Promise<string> {
  const { stripeClientSecret } = await data<{ stripeClientSecret: string }>('/api/front/pay/payment', {
    token,
    body: { orderNo: masterNo, payType: 'stripe', payChannel: 'pc' },
  });
  const paid = await data<{ status: string }>('/api/front/pay/test-card/confirm', {
    body: { clientSecret: stripeClientSecret, cardNumber: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' },
  });
  expect(paid.status).toBe('succeeded');
  return merchantOrderNo(token, masterNo);
}

/** The merchant order (SH…) of a one-shop master order, once paid. */
export async function merchantOrderNo(token: string, masterNo: string): Promise<string> {
  const master = await masterDetail(token, masterNo);
  expect(master.paid).toBe(true);
  expect(master.orderList).toHaveLength(1);
  return master.orderList[0].orderNo;
}

/** A paid order of `quantity` units of one product, waiting to ship. */
export async function paidOrder(token: string, quantity = 1): Promise<PlacedOrder & { orderNo: string }> {
  const placed = await unpaidOrder(token, quantity);
  return { ...placed, orderNo: await payByApi(token, placed.masterNo) };
}

/** The operator ships a merchant order by express with the command line. */
export function shipByExpress(orderNo: string, carrier: string, waybill: string): string {
  return operatorCli('orders', 'ship', orderNo, '--express', carrier, '--waybill', waybill);
}

/** The operator adds a tracking event (state 2: in transit, unless told). */
export function trackEvent(orderNo: string, station: string, state = 2): string {
  return operatorCli('orders', 'track', orderNo, '--station', station, '--state', String(state));
}

/** The newest refund of a merchant order (RE…), as the shopper's order detail names it. */
export async function refundOf(token: string, orderNo: string): Promise<string> {
  const detail = await data<{ refundOrderNo: string | null }>(`/api/front/order/detail/${orderNo}`, { token });
  if (!detail.refundOrderNo) throw new Error(`order ${orderNo} has no refund`);
  return detail.refundOrderNo;
}

/** The reasons a refund may give (system_config refund_reasons), in the shopper's language. */
export const refundReasons = (token: string, lang?: string) => data<string[]>('/api/front/order/refund/reason', { token, lang });
