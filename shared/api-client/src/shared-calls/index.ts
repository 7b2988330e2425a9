// '@mall/api-client/calls': the calls two or more apps make, and the helpers every app's calls are written with.
// Not part of the shared singleton (package.json "exports"): each app bundles what it imports (tree-shaken); the
// request function is the singleton's, through the package's own name. A call only one app makes lives in that
// app, in the feature that makes it (features/<x>/api/), or in the app's src/api/ when two of its features do.
export { compactParams, getData, pageParams, postData, postForMessage } from './helpers';
export { getAllAddresses } from './addresses';
export { getProductCategoryTree, type ProductCategory } from './category';
export { dialCodeNumber, dialCodeWithPlus } from './country-code';
export { saveCartLines } from './cart';
export { getReceivableCoupons, receiveCouponById } from './coupons';
export { collectProduct, followMerchantById, uncollectProduct, unfollowMerchantById } from './favourites';
export { getMerchantCategories, getMerchantStreet, getMerchantTypes, searchMerchants } from './merchants';
export { getMasterOrderDetail, payOrder } from './payment';
export { getProductDetail } from './product';
export { uploadImage } from './upload';
export { getUserInfo } from './user';
