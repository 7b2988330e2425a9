/**
 * The API's home data (GET /api/pc/home/index) of a shop whose customer service is an H5 chat and which fills every
 * contact channel; a test overrides the fields it looks at.
 */
export function testHomeData<T extends object>(overrides?: T) {
  return {
    banner: [],
    logoUrl: '',
    shopPayCurrency: '',
    recommendImage: '',
    bastBanner: [],
    consumerType: 'h5',
    consumerHotline: '400-111-2222',
    consumerH5Url: 'https://chat.shop.test/h5',
    consumerMessage: 'https://m.me/shop',
    consumerEmail: 'help@shop.test',
    shopStreetHeaderImag: '',
    ...overrides,
  };
}
