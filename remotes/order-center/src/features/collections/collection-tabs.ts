/** The tabs of /users/collection_list: favourite products and followed stores. */
export const COLLECTION_TABS = ['products', 'stores'] as const;
export type CollectionTab = (typeof COLLECTION_TABS)[number];

/** Favourites page by 12 (the contract's client asks 12), followed stores likewise. */
export const COLLECTIONS_PAGE_SIZE = 12;
