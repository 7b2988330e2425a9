import type { CallOptions } from '@mall/api-client';
import { getData, pageParams } from '@mall/api-client/calls';
import type { MerchantSettled, PageInfo, PageQuery } from '@mall/contract';
import * as endpoints from '@mall/contract/endpoints';

/** GET /api/front/merchant/settled/record: the caller's applications, newest first. */
export function getSettledRecord(query: PageQuery = {}, options?: CallOptions): Promise<PageInfo<MerchantSettled>> {
  return getData(endpoints.settledRecord, pageParams(query, 20), options);
}
