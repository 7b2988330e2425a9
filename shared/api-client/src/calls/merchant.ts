import { request, type CallOptions } from '../client';
import type { MerchantCategory, MerchantType } from '../types';
import { withOptions } from './options';

/** GET /api/front/merchant/all/type/list. */
export function getMerchantTypes(options?: CallOptions): Promise<MerchantType[]> {
  return request<MerchantType[]>({ method: 'GET', url: '/api/front/merchant/all/type/list', ...withOptions(options) });
}

/** GET /api/front/merchant/all/category/list. */
export function getMerchantCategories(options?: CallOptions): Promise<MerchantCategory[]> {
  return request<MerchantCategory[]>({
    method: 'GET',
    url: '/api/front/merchant/all/category/list',
    ...withOptions(options),
  });
}
