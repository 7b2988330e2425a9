import type { ComponentType } from 'react';
import { routesOf, type PageId } from '@mall/routes';
import { MerchantStreetPage } from './pages/merchant-street-page';
import { MerchantMorePage } from './pages/merchant-more-page';
import { MerchantPage } from './pages/merchant-page';

/** Page ids of this remote, as the route table (@mall/routes) gives them: the keys of the exposed `pages` map. */
export type MerchantStreetPageId = PageId<'merchantStreet'>;

/** The remote's pages, without providers (exposes/pages.tsx wraps them). */
export const pageComponents: Record<MerchantStreetPageId, ComponentType> = {
  merchantStreet: MerchantStreetPage,
  merchantMore: MerchantMorePage,
  merchant: MerchantPage,
};

/** The routes this remote owns, from the route table (its standalone router and its tests). */
export const routes = routesOf('merchantStreet');
