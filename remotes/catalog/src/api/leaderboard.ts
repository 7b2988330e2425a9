import type { CallOptions } from '@mall/api-client';
import { getData } from '@mall/api-client/calls';
import type { LeaderboardProduct } from '@mall/contract';
import * as endpoints from '@mall/contract/endpoints';

/** GET /api/front/product/leaderboard: at most 20, by sales (a plain array); the home page and the ranking read it. */
export function getLeaderboard(options?: CallOptions): Promise<LeaderboardProduct[]> {
  return getData(endpoints.productLeaderboard, undefined, options);
}
