// Stands in for '@module-federation/enhanced/runtime' in the host's single-bundle build (MALL_SINGLE_BUNDLE=1,
// see webpack.cjs): the remotes' pages are imported from their sources into the host's own bundle, so
// bench:web can compare the same pages with and without federation. Not used by the storefront's real build.
const PAGES = {
  'catalog/pages': () => import('../../remotes/catalog/src/exposes/pages.tsx'),
  'merchantStreet/pages': () => import('../../remotes/merchant-street/src/exposes/pages.tsx'),
  'checkout/pages': () => import('../../remotes/checkout/src/exposes/pages.tsx'),
  'orderCenter/pages': () => import('../../remotes/order-center/src/exposes/pages.tsx'),
  'merchantSettlement/pages': () => import('../../remotes/merchant-settlement/src/exposes/pages.tsx'),
};

/** Nothing to register: every remote is part of this bundle. */
export function registerRemotes() {}

export function loadRemote(id) {
  const load = PAGES[id];
  return load ? load() : Promise.reject(new Error(`single bundle: no remote module ${id}`));
}
