import type { OrderCounts, OrderListType } from '@mall/contract';

/**
 * The tabs of "My orders", as the URL's orderStatus: 0 to pay, 1 to ship, 2 to receive, 3 to review, 4 after-sales,
 * 5 completed, 6 cancelled, 7 all (the list `type` of each, ours from 4 on).
 */
export type OrderTab = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** The tabs in the order they are shown: All first, the finished ones after those still moving. */
export const ORDER_TABS: readonly OrderTab[] = [7, 0, 1, 2, 3, 5, 6, 4];

/** Orders per page of every tab. */
export const ORDERS_PAGE_SIZE = 10;

/** The badge of each tab, from GET order/data. */
export const TAB_COUNT: Record<OrderTab, keyof OrderCounts> = {
  0: 'unPaidCount',
  1: 'unShippedCount',
  2: 'receivedCount',
  3: 'toReviewCount',
  4: 'refundCount',
  5: 'completedCount',
  6: 'cancelledCount',
  7: 'allCount',
};

/**
 * The `type` of GET order/list behind tabs 1–7 (tab 0 lists master orders from await/pay/list). To review lists our
 * type 8 (received, waiting for a review): the contract's type 3 also holds completed orders, which have their tab.
 */
export const tabListType = (tab: Exclude<OrderTab, 0>): OrderListType => (tab === 3 ? 8 : tab);

/** The tab of a URL's orderStatus; anything else is the first tab. */
export function tabOf(value: string | null): OrderTab {
  const n = Number(value);
  return (ORDER_TABS as readonly number[]).includes(n) && value !== null && value.trim() !== '' ? (n as OrderTab) : 0;
}

/** A page number of the URL (1 when absent or not a positive integer). */
export function pageOf(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}
