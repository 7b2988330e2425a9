/** The tabs of /users/collection_list: favourite products and followed stores (facts 2.14). */
export const COLLECTION_TABS = ['products', 'stores'] as const;
export type CollectionTab = (typeof COLLECTION_TABS)[number];

/** Favourites page by 12 (facts 2.14), followed stores likewise. */
export const COLLECTIONS_PAGE_SIZE = 12;
