import type { CallOptions } from '@mall/api-client';
import type { UserAddress } from '@mall/contract';
import { getData } from './helpers';
import * as endpoints from '@mall/contract/endpoints';

/** GET /api/pc/address/all/list: every address of the shopper (a plain array). */
export function getAllAddresses(options?: CallOptions): Promise<UserAddress[]> {
  return getData(endpoints.addressAllList, undefined, options);
}
