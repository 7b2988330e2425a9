import type {
  IndexProductResponse,
  MerchantStreetItem,
  ProductDetailResponse,
  ProductReply,
  ProductReplyConfig,
  ProductSku,
  StoreCouponFront,
} from '@mall/contract';
import { storeCoupon } from '@mall/remote-kit/testing';

const sku = (id: number, key: string, price: string, stock: number, image = ''): ProductSku => ({
  id,
  productId: 7,
  sku: key,
  stock,
  sales: 0,
  price,
  otPrice: '39.90',
  image,
});

/**
 * A jacket in Colour (Red, Blue) × Size (M, L): Red,L is sold out and Blue,L does not exist.
 * Each SKU has its own price, stock and picture.
 */
export function jacketDetail(overrides: Partial<ProductDetailResponse> = {}): ProductDetailResponse {
  return {
    productInfo: {
      id: 7,
      merId: 3,
      image: 'https://img.test/jacket-1.png',
      storeName: 'Trail Jacket',
      sliderImage: JSON.stringify(['https://img.test/jacket-1.png', 'https://img.test/jacket-2.png']),
      otPrice: '39.90',
      stock: 8,
      sales: 12,
      price: '19.90',
      ficti: 30,
      storeInfo: 'A light jacket for wet days',
      browse: 100,
      unitName: 'pcs',
      guaranteeIds: '1',
      content:
        '<p>Windproof <strong>and</strong> waterproof.</p><script>window.hacked = true</script><img src="javascript:alert(1)" onerror="alert(1)">',
    },
    productAttr: [
      { id: 1, productId: 7, attrName: 'Colour', attrValues: 'Red,Blue', isDel: false },
      { id: 2, productId: 7, attrName: 'Size', attrValues: 'M,L', isDel: false },
    ],
    productValue: {
      'Red,M': sku(71, 'Red,M', '19.90', 5, 'https://img.test/red-m.png'),
      'Red,L': sku(72, 'Red,L', '21.00', 0, 'https://img.test/red-l.png'),
      'Blue,M': sku(73, 'Blue,M', '22.50', 3, 'https://img.test/blue-m.png'),
    },
    merchantInfo: {
      name: 'Mall Official Store',
      avatar: 'https://img.test/shop.png',
      isSelf: true,
      starLevel: 4,
      typeId: 2,
      isCollect: false,
      proList: [
        { id: 11, storeName: 'Rain Hat', image: 'https://img.test/hat.png', price: '9.00', sales: 1, ficti: 0 },
        { id: 12, storeName: 'Boots', image: 'https://img.test/boots.png', price: '49.00', sales: 1, ficti: 0 },
      ],
    },
    userCollect: false,
    guaranteeList: [{ id: 1, name: '7-Day Returns', icon: '', content: 'Return within seven days of delivery', sort: 1, isShow: true }],
    ...overrides,
  };
}

export const replyConfig: ProductReplyConfig = {
  sumCount: 3,
  goodCount: 2,
  inCount: 0,
  poorCount: 1,
  replyChance: '0.67',
  replyStar: 4,
};

export function review(id: number, star: number, comment: string, extra: Partial<ProductReply> = {}): ProductReply {
  return {
    id,
    uid: id,
    star,
    comment,
    pics: [],
    merchantReplyContent: null,
    nickname: `Shopper ${id}`,
    avatar: 'https://img.test/avatar.png',
    createTime: '2026-11-01 10:00:00',
    sku: 'Red,M',
    ...extra,
  };
}

export function productCard(id: number, price = '10.00', extra: Partial<IndexProductResponse> = {}): IndexProductResponse {
  return {
    id,
    image: `https://img.test/p${id}.png`,
    storeName: `Product ${id}`,
    price,
    otPrice: null,
    sales: 3,
    ficti: 2,
    unitName: 'pcs',
    stock: 9,
    ...extra,
  };
}

export function productCoupon(id: number, extra: Partial<StoreCouponFront> = {}): StoreCouponFront {
  return storeCoupon(id, {
    name: `Jacket coupon ${id}`,
    money: '5.00',
    isLimited: false,
    lastTotal: 10,
    primaryKey: '7',
    minPrice: '20.00',
    useType: 2,
    ...extra,
  });
}

/** A store as the street and the merchant search list it (no products shown with it). */
export function streetMerchant(id: number, name: string, extra: Partial<MerchantStreetItem> = {}): MerchantStreetItem {
  return {
    id,
    name,
    avatar: `https://img.test/m${id}.png`,
    isSelf: false,
    starLevel: 4,
    typeId: 1,
    categoryId: 1,
    backImage: '',
    streetBackImage: '',
    proList: [],
    ...extra,
  };
}
