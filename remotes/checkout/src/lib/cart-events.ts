import { createAction } from '@reduxjs/toolkit';

/**
 * A guest cart was carried into the account the shopper just signed in to: the visitor-cart saga puts it, the
 * visitor-cart slice records it and the cart reloads on it. Here, below both features, so neither imports the other.
 */
export const visitorCartMerged = createAction('checkout/visitorCart/visitorCartMerged');
