import type { PointsListType } from '@mall/contract';

/** The tabs of /users/user_integral: every points record, and only what was earned. */
export const POINTS_TABS = ['all', 'earn'] as const satisfies readonly PointsListType[];

export const POINTS_PAGE_SIZE = 10;
