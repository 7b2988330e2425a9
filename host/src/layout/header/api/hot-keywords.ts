import { request, withOptions, type CallOptions } from '@mall/api-client';
import type { HotKeyword } from '@mall/contract';
import * as endpoints from '@mall/contract/endpoints';

/** GET /api/front/search/keyword: hot keywords (the header shows the first 3). */
export function getHotKeywords(options?: CallOptions): Promise<HotKeyword[]> {
  return request<HotKeyword[]>({ method: 'GET', url: endpoints.searchKeyword, ...withOptions(options) });
}
