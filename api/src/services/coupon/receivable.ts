/**
 * SQL condition for a coupon a shopper can take by hand right now (`c` is the coupon alias): switched on, not
 * deleted, handed out manually (type 1; new-user and gift coupons are given by the mall, not taken), inside its
 * receiving window, some left when the number is limited, and not already past a fixed period of use.
 */
export const receivable = (c = 'c') => `(${c}.status AND NOT ${c}.is_del AND ${c}.type = 1
  AND ${c}.receive_start_time <= now() AND (${c}.receive_end_time IS NULL OR ${c}.receive_end_time >= now())
  AND (NOT ${c}.is_limited OR ${c}.last_total > 0)
  AND (NOT ${c}.is_fixed_time OR ${c}.use_end_time IS NULL OR ${c}.use_end_time > now()))`;
