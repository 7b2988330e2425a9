// Review lines and reviews as the API sends them (docs/order-center-contract.md, Reviews).
import type { MyReview, ReviewableLine } from '@mall/contract';

export function reviewableLine(overrides: Partial<ReviewableLine> = {}): ReviewableLine {
  return {
    id: 501,
    merOrderNo: 'SH100',
    merId: 3,
    merName: 'Sunny Shop',
    productId: 11,
    productName: 'Linen shirt',
    image: 'http://api.test/media/shirt.png',
    sku: 'White,M',
    price: '25.00',
    payNum: 2,
    createTime: '2025-06-01 10:00:00',
    ...overrides,
  };
}

export function myReview(overrides: Partial<MyReview> = {}): MyReview {
  return {
    id: 81,
    productId: 11,
    productName: 'Linen shirt',
    image: 'http://api.test/media/shirt.png',
    sku: 'White,M',
    star: 4,
    serviceStar: 5,
    comment: 'Soft and well cut.',
    pics: ['http://api.test/media/upload/a.png'],
    merchantReplyContent: null,
    merchantReplyTime: null,
    createTime: '2025-06-05 09:30:00',
    merId: 3,
    merName: 'Sunny Shop',
    orderInfoId: 401,
    merOrderNo: 'SH100',
    ...overrides,
  };
}
