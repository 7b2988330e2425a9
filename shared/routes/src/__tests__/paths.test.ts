// The links a shopper follows, as the address bar shows them (the contract's URLs: docs/contract.md).
import {
  activityPath,
  applicationRecordPath,
  evaluationConfirmPath,
  merchantApplyPath,
  merchantSearchPath,
  orderConfirmPath,
  orderDetailPath,
  orderListPath,
  paymentResultPath,
  productPath,
  refundConfirmPath,
  refundDetailPath,
  searchByCategoryPath,
  searchByTitlePath,
  shopPath,
  stripePaymentPath,
} from '..';

describe('links', () => {
  it('a product, a shop and its tabs', () => {
    expect(productPath(7)).toBe('/goods_detail/7');
    expect(shopPath(3)).toBe('/merchant/merchant/home?id=3');
    expect(shopPath(3, 'category', { menuCur: 1, cid: 12 })).toBe('/merchant/merchant/category?id=3&menuCur=1&cid=12');
    expect(shopPath(3, 'qualification')).toBe('/merchant/merchant/qualification?id=3');
  });

  it('searches and activities, with their text encoded', () => {
    expect(searchByTitlePath('tea & cake')).toBe('/goods/goods_search?title=tea%20%26%20cake&cid=');
    expect(searchByCategoryPath(42)).toBe('/goods/goods_search?cid=42&title=');
    expect(merchantSearchPath('Rain Shop')).toBe('/merchant/merchant_more?title=Rain%20Shop');
    expect(activityPath({ id: 2, type: 1, name: 'Autumn sale' })).toBe('/goods/activity_list?id=2&type=1&name=Autumn+sale');
  });

  it('the checkout: confirmation, card page, result', () => {
    expect(orderConfirmPath('pre/1')).toBe('/order/order_confirm?preOrderNo=pre%2F1');
    expect(stripePaymentPath('pi_1_secret_2', 'PT100')).toBe('/order/stripe_payment?clientSecret=pi_1_secret_2&orderNo=PT100');
    expect(paymentResultPath('PT100')).toBe('/order/payment_result?orderNo=PT100');
  });

  it('orders, refunds and reviews', () => {
    expect(orderListPath(1)).toBe('/users/order_list?orderStatus=1');
    expect(orderListPath(3, 2)).toBe('/users/order_list?orderStatus=3&page=2');
    expect(orderDetailPath('PT100', 0)).toBe('/order/order_detail?orderNo=PT100&orderStatus=0');
    expect(orderDetailPath('SH100')).toBe('/order/order_detail?orderNo=SH100');
    expect(refundConfirmPath('SH100')).toBe('/users/refund_confirm?orderNo=SH100');
    expect(refundDetailPath('RE100')).toBe('/order/refund_detail?orderNo=RE100');
    expect(evaluationConfirmPath(11)).toBe('/users/evaluation_confirm?orderInfoId=11');
  });

  it('the merchant application and its record, with their user-menu entries', () => {
    expect(merchantApplyPath()).toBe('/users/merchant_settled?menuCur=70');
    expect(merchantApplyPath(5)).toBe('/users/merchant_settled?id=5&menuCur=70');
    expect(applicationRecordPath()).toBe('/users/application_record?menuCur=71');
  });
});
