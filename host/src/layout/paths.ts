import { MERCHANT_SETTLED_PATH, orderListPath } from '@mall/routes';

/** "My orders" from the header: the tab of paid orders waiting to ship. */
export const ORDERS_FROM_HEADER_PATH = orderListPath(1);
/** The merchant application, with its user-menu entry (row 70) marked. */
export const MERCHANT_APPLY_PATH = `${MERCHANT_SETTLED_PATH}?menuCur=70`;
