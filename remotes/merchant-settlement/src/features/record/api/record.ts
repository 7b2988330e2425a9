import type { CallOptions } from '@mall/api-client';
import { getData, pageParams } from '@mall/api-client/calls';
import type { MerchantSettled, PageInfo, PageQuery } from '@mall/contract';

/** GET /api/front/merchant/settled/record: the caller's applications, newest first. */
export function getSettledRecord(query: PageQuery = {}, options?: CallOptions): Promise<PageInfo<MerchantSettled>> {
  return getData('/api/front/merchant/settled/record', pageParams(query, 20), options);
}
