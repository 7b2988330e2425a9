// Orders and refunds as the API sends them (docs/order-center-contract.md), for the component tests.
import type {
  AwaitPayOrder,
  OrderCounts,
  OrderLine,
  OrderLogistics,
  RefundApplyInfo,
  RefundDetail,
  RefundListItem,
  StoreOrderDetail,
  StoreOrderItem,
} from '@mall/contract';

export const COUNTS: OrderCounts = {
  unPaidCount: 1,
  unShippedCount: 2,
  receivedCount: 3,
  completeCount: 5,
  toReviewCount: 4,
  refundCount: 6,
  completedCount: 8,
  cancelledCount: 9,
  allCount: 30,
};

export function line(overrides: Partial<OrderLine> = {}): OrderLine {
  return {
    id: 501,
    merOrderNo: 'SH100',
    productId: 11,
    productName: 'Linen shirt',
    image: 'http://api.test/media/shirt.png',
    attrValueId: 71,
    sku: 'White,M',
    price: '25.00',
    payNum: 2,
    isReply: false,
    ...overrides,
  };
}

export function unpaidOrder(overrides: Partial<AwaitPayOrder> = {}): AwaitPayOrder {
  return {
    id: 1,
    orderNo: 'PT900',
    totalNum: 3,
    payPrice: '62.50',
    paid: false,
    payType: 'stripe',
    payChannel: 'pc',
    redirect: '',
    createTime: '2025-06-01 10:00:00',
    cancelTime: '2025-06-01 10:30:00',
    orderList: [
      { merId: 3, merName: 'Sunny Shop', orderInfoList: [line({ id: 1, merOrderNo: 'SH901' })] },
      {
        merId: 4,
        merName: 'Moon Mart',
        orderInfoList: [
          line({ id: 2, merOrderNo: 'SH902', productId: 12, productName: 'Tea cup', sku: 'Blue', price: '12.50', payNum: 1 }),
        ],
      },
    ],
    ...overrides,
  };
}

export function merchantOrder(overrides: Partial<StoreOrderItem> = {}): StoreOrderItem {
  return {
    id: 7,
    orderNo: 'SH100',
    masterOrderNo: 'PT100',
    merId: 3,
    merName: 'Sunny Shop',
    createTime: '2025-06-01 10:00:00',
    paid: true,
    payTime: '2025-06-01 10:05:00',
    payPrice: '55.00',
    payPostage: '5.00',
    status: 0,
    refundStatus: 0,
    totalNum: 2,
    deliveryType: null,
    deliveryName: null,
    deliveryId: null,
    orderInfoList: [line()],
    ...overrides,
  };
}

export function orderDetail(overrides: Partial<StoreOrderDetail> = {}): StoreOrderDetail {
  return {
    ...merchantOrder(),
    uid: 9,
    email: 'ann@mall.test',
    realName: 'Ann Lee',
    userPhone: '+86 13800000001',
    userAddress: 'China 1 Garden Road 100000',
    proTotalPrice: '50.00',
    totalPostage: '5.00',
    totalPrice: '55.00',
    couponId: 0,
    couponPrice: '0.00',
    useIntegral: 0,
    integralPrice: '0.00',
    payType: 'stripe',
    userRemark: 'Leave at the door',
    receivingTime: null,
    refundOrderNo: null,
    ...overrides,
  };
}

export function logistics(overrides: Partial<OrderLogistics> = {}): OrderLogistics {
  return {
    id: 7,
    orderNo: 'SH100',
    deliveryType: 'express',
    expName: 'DHL',
    expCode: 'dhl',
    expNo: 'WB123456',
    courier: null,
    courierPhone: null,
    virtualInfo: null,
    trackTime: '2025-06-02 18:00:00',
    state: 2,
    reason: null,
    createTime: '2025-06-02 09:00:00',
    updateTime: '2025-06-02 18:00:00',
    logisticsInfo: JSON.stringify([
      { AcceptStation: 'Parcel handed to DHL', AcceptTime: '2025-06-02 09:00:00' },
      { AcceptStation: 'Arrived at Bangkok hub', AcceptTime: '2025-06-02 18:00:00' },
    ]),
    ...overrides,
  };
}

export function applyInfo(overrides: Partial<RefundApplyInfo> = {}): RefundApplyInfo {
  return {
    id: 7,
    orderNo: 'SH100',
    merId: 3,
    merName: 'Sunny Shop',
    paid: true,
    payPrice: '55.00',
    totalNum: 3,
    status: 2,
    // The dearest unit paid 18.00 (two shirts, 36.00), the cup 14.00; all three pay back 55.00 with the freight.
    maxRefundPrices: ['18.00', '36.00', '55.00'],
    orderInfoList: [
      { ...line({ id: 501, price: '20.00', payNum: 2 }), refundablePrice: '36.00' },
      { ...line({ id: 502, productId: 12, productName: 'Tea cup', sku: 'Blue', price: '15.00', payNum: 1 }), refundablePrice: '14.00' },
    ],
    ...overrides,
  };
}

export function refundItem(overrides: Partial<RefundListItem> = {}): RefundListItem {
  return {
    id: 31,
    refundOrderNo: 'RE700',
    merOrderNo: 'SH100',
    masterOrderNo: 'PT100',
    merId: 3,
    merName: 'Sunny Shop',
    totalNum: 2,
    refundStatus: 0,
    refundPrice: '36.00',
    createTime: '2025-06-03 08:00:00',
    orderInfoList: [line()],
    ...overrides,
  };
}

export function refundDetail(overrides: Partial<RefundDetail> = {}): RefundDetail {
  return {
    ...refundItem(),
    refundReasonWap: 'Wrong size',
    refundReasonWapImg: 'http://api.test/media/uploads/a.png,http://api.test/media/uploads/b.png',
    refundReasonWapExplain: 'The collar is too tight',
    mark: 'Please hurry',
    refundReason: null,
    refundTime: null,
    orderStatus: 2,
    ...overrides,
  };
}
