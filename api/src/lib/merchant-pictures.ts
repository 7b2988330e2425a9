/**
 * Where a merchant's pictures live under /media: the seed draws its shops' there (seed/build/merchants.ts) and a shop
 * opened later gets its own drawings at the same paths (services/settlement/shop-pictures.ts).
 */
export const merchantPictures = (id: number) => ({
  avatar: `/media/merchants/${id}-avatar.svg`,
  back: `/media/merchants/${id}-back.svg`,
  street: `/media/merchants/${id}-street.svg`,
  pcBack: `/media/merchants/${id}-pc-back.svg`,
  banners: [1, 2, 3].map((n) => `/media/merchants/${id}-banner-${n}.svg`),
  licences: [1, 2].map((n) => `/media/merchants/${id}-licence-${n}.svg`),
});
