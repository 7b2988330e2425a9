/**
 * SQL condition for a product the storefront may show and sell: on shelf, audited, not in the recycle bin,
 * not deleted and not forced off by the platform. `p` is the alias of the product table.
 */
export const onShelf = (p = 'p') =>
  `(${p}.is_show AND ${p}.is_audit AND NOT ${p}.is_recycle AND NOT ${p}.is_del AND NOT ${p}.is_forced_off)`;
