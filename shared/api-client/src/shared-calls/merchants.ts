import type { CallOptions } from '@mall/api-client';
import type { MerchantCategory, MerchantType } from '@mall/contract';
import { getData } from './helpers';

/** GET /api/front/merchant/all/type/list. */
export function getMerchantTypes(options?: CallOptions): Promise<MerchantType[]> {
  return getData('/api/front/merchant/all/type/list', undefined, options);
}

/** GET /api/front/merchant/all/category/list. */
export function getMerchantCategories(options?: CallOptions): Promise<MerchantCategory[]> {
  return getData('/api/front/merchant/all/category/list', undefined, options);
}
