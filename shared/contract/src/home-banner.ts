// How wide the home page's first banner is drawn: the banner carousel's <Picture> `sizes` (remotes/catalog), and the
// served head's preload of that banner (api/src/services/seo/head-service.ts), so the browser picks the same file for
// both and downloads it once. Dependency-free, like ./endpoints: the API imports it through api/src/lib/home-banner.ts.
export const HOME_BANNER_SIZES = '(max-width: 960px) 100vw, 954px';

/**
 * How wide the shop street's banner is drawn: its <Picture> `sizes` (remotes/merchant-street, street-banner.tsx), the
 * served head's preload of it and the street's first screen (api/src/services/seo), so all three take the same file.
 */
export const STREET_BANNER_SIZES = '(max-width: 1200px) 100vw, 1200px';
