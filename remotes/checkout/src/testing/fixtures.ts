// Answers of the API as the checkout pages receive them (shapes of shared/api-client/src/types/checkout.ts).
import type {
  CartLine,
  CartMerchantGroup,
  ComputedPrice,
  MasterOrderDetail,
  OrderCoupon,
  PayMethodResponse,
  PreOrderVo,
  ProductDetailResponse,
} from '@mall/contract';

export function cartLine(id: number, overrides: Partial<CartLine> = {}): CartLine {
  return {
    id,
    productId: id * 10,
    productAttrUnique: String(id * 100),
    cartNum: 1,
    image: `http://api.test/media/products/${id}.svg`,
    storeName: `Product ${id}`,
    attrId: id * 100,
    suk: 'Red,M',
    price: '10.00',
    attrStatus: true,
    stock: 5,
    ...overrides,
  };
}

export const group = (merId: number, merName: string, lines: CartLine[]): CartMerchantGroup => ({ merId, merName, cartInfoList: lines });

/** Two merchants: Tea House with two lines, Book Nook with one. */
export const twoMerchants = (): CartMerchantGroup[] => [
  group(1, 'Tea House', [
    cartLine(11, { storeName: 'Green Tea', price: '12.50', cartNum: 2, stock: 3 }),
    cartLine(12, { storeName: 'Teapot', price: '30.00', suk: 'White' }),
  ]),
  group(2, 'Book Nook', [cartLine(21, { storeName: 'Notebook', price: '4.20', cartNum: 3, suk: 'A5', stock: 10 })]),
];

export const payMethods = (overrides: Partial<PayMethodResponse> = {}): PayMethodResponse => ({
  paypalStatus: false,
  stripeStatus: true,
  wechatPaySwitch: false,
  testCardMode: true,
  ...overrides,
});

export function preOrder(overrides: Partial<PreOrderVo> = {}): PreOrderVo {
  return {
    preOrderNo: 'PRE1',
    proTotalFee: '59.20',
    orderProNum: 4,
    freightFee: '20.00',
    totalPrice: '79.20',
    userCouponId: 0,
    couponFee: '0.00',
    integralFee: '0.00',
    payFee: '79.20',
    addressId: 2,
    realName: 'Recipient 2',
    phone: '13800000000',
    detail: '2 Garden Road',
    country: 'China',
    email: 'r2@mall.test',
    remark: '',
    cartIdList: [11, 21],
    userIntegral: 500,
    pointsRate: 100,
    orderList: [
      {
        merId: 1,
        merName: 'Tea House',
        proTotalFee: '25.00',
        freightFee: '10.00',
        orderInfoList: [
          {
            productId: 110,
            productName: 'Green Tea',
            attrValueId: 1100,
            image: 'http://api.test/t.svg',
            sku: 'Red,M',
            price: '12.50',
            payNum: 2,
          },
        ],
      },
      {
        merId: 2,
        merName: 'Book Nook',
        proTotalFee: '34.20',
        freightFee: '10.00',
        orderInfoList: [
          {
            productId: 210,
            productName: 'Notebook',
            attrValueId: 2100,
            image: 'http://api.test/n.svg',
            sku: 'A5',
            price: '4.20',
            payNum: 3,
          },
          { productId: 220, productName: 'Pen', attrValueId: 2200, image: 'http://api.test/p.svg', sku: '', price: '21.60', payNum: 1 },
        ],
      },
    ],
    ...overrides,
  };
}

export function coupon(id: number, useType: 1 | 2 | 3, merId: number | null, overrides: Partial<OrderCoupon> = {}): OrderCoupon {
  return {
    id,
    couponId: id + 1000,
    merId,
    name: `Coupon ${id}`,
    money: '5.00',
    minPrice: '20.00',
    status: 0,
    startTime: '2025-01-01 00:00:00',
    endTime: '2030-01-01 00:00:00',
    useTime: null,
    useType,
    ...overrides,
  };
}

export function computedPrice(overrides: Partial<ComputedPrice> = {}): ComputedPrice {
  return {
    proTotalFee: '59.20',
    freightFee: '20.00',
    totalPrice: '79.20',
    couponFee: '0.00',
    integralFee: '0.00',
    usedIntegral: 0,
    userIntegral: 500,
    payFee: '79.20',
    orderList: [
      { merId: 1, proTotalFee: '25.00', freightFee: '10.00', couponId: 0, couponFee: '0.00', integralFee: '0.00', payFee: '35.00' },
      { merId: 2, proTotalFee: '34.20', freightFee: '10.00', couponId: 0, couponFee: '0.00', integralFee: '0.00', payFee: '44.20' },
    ],
    ...overrides,
  };
}

export function masterOrder(overrides: Partial<MasterOrderDetail> = {}): MasterOrderDetail {
  return {
    id: 1,
    orderNo: 'PT100',
    email: 'r2@mall.test',
    realName: 'Recipient 2',
    userPhone: '13800000000',
    userAddress: 'China 2 Garden Road',
    totalNum: 6,
    proTotalPrice: '59.20',
    totalPostage: '20.00',
    totalPrice: '79.20',
    payPostage: '20.00',
    payPrice: '79.20',
    couponId: 0,
    couponPrice: '0.00',
    paid: false,
    payTime: null,
    payType: 'stripe',
    mark: '',
    isCancel: false,
    redirect: '',
    createTime: '2025-05-01 10:00:00',
    payStatus: 'unpaid',
    failReason: null,
    orderList: [
      {
        id: 1,
        orderNo: 'SH1',
        merId: 1,
        merName: 'Tea House',
        totalNum: 2,
        payPrice: '35.00',
        paid: false,
        status: 0,
        refundStatus: 0,
        createTime: '2025-05-01 10:00:00',
        orderInfoList: [],
      },
      {
        id: 2,
        orderNo: 'SH2',
        merId: 2,
        merName: 'Book Nook',
        totalNum: 4,
        payPrice: '44.20',
        paid: false,
        status: 0,
        refundStatus: 0,
        createTime: '2025-05-01 10:00:00',
        orderInfoList: [],
      },
    ],
    ...overrides,
  };
}

/** A product with three SKUs: one sold out. */
export function productDetail(productId: number): ProductDetailResponse {
  const sku = (id: number, name: string, stock: number, price: string) => ({
    id,
    productId,
    sku: name,
    stock,
    sales: 0,
    price,
    otPrice: price,
    image: '',
  });
  return {
    productInfo: {
      id: productId,
      merId: 1,
      image: '',
      storeName: 'Green Tea',
      sliderImage: '[]',
      otPrice: '15.00',
      stock: 7,
      sales: 0,
      price: '12.50',
      ficti: 0,
      storeInfo: '',
      browse: 0,
      unitName: 'box',
      guaranteeIds: '',
      content: '',
    },
    productAttr: [{ id: 1, productId, attrName: 'Size', attrValues: 'S,M,L', isDel: false }],
    productValue: { S: sku(901, 'S', 0, '11.00'), M: sku(902, 'M', 4, '12.50'), L: sku(903, 'L', 3, '14.00') },
    merchantInfo: { name: 'Tea House', avatar: '', isSelf: true, starLevel: 5, typeId: 1, isCollect: false, proList: [] },
    userCollect: false,
    guaranteeList: [],
  };
}
