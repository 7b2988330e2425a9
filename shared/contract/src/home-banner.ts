// How wide the home page's first banner is drawn: the banner carousel's <Picture> `sizes` (remotes/catalog), and the
// served head's preload of that banner (api/src/services/seo/head-service.ts), so the browser picks the same file for
// both and downloads it once. Dependency-free, like ./endpoints: the API imports it through api/src/lib/home-banner.ts.
export const HOME_BANNER_SIZES = '(max-width: 960px) 100vw, 954px';

/**
 * How wide the shop street's banner is drawn: its <Picture> `sizes` (remotes/merchant-street, street-banner.tsx), the
 * served head's preload of it and the street's first screen (api/src/services/seo), so all three take the same file.
 */
export const STREET_BANNER_SIZES = '(max-width: 1200px) 100vw, 1200px';

/**
 * How wide a product card's picture is drawn (the catalog's product grids: 5 across the 1,200 px column, 2 on a
 * phone): the card's <Picture> `sizes` (remotes/catalog, product-card.tsx) and the search page's first screen
 * (api/src/services/seo/first-screen.ts), so both take the same file.
 */
export const PRODUCT_CARD_SIZES = '(max-width: 640px) 50vw, 240px';
