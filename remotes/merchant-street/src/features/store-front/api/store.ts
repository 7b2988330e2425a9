import type { CallOptions } from '@mall/api-client';
import { getData } from '@mall/api-client/calls';
import type { MerchantIndexInfo } from '@mall/contract';
import { apiPath } from '@mall/contract/endpoints';
import * as endpoints from '@mall/contract/endpoints';

/** GET /api/front/merchant/index/info/{id}: code 404 unknown, 500 switched off. */
export function getMerchantIndexInfo(merId: number, options?: CallOptions): Promise<MerchantIndexInfo> {
  return getData(apiPath(endpoints.storeInfo, { id: merId }), undefined, options);
}

/** The [{sattDir}] JSON string of `pcBanner` as picture URLs (nothing for a malformed value). */
export function parseMerchantBanner(pcBanner: string | null | undefined): string[] {
  try {
    const items: unknown = JSON.parse(pcBanner || '[]');
    if (!Array.isArray(items)) return [];
    return items
      .map((item) => (typeof item === 'object' && item !== null ? (item as { sattDir?: unknown }).sattDir : null))
      .filter((url): url is string => typeof url === 'string' && url !== '');
  } catch {
    return [];
  }
}
