import type { ComponentType } from 'react';
import { MerchantStreetPage } from './pages/merchant-street-page';
import { MerchantMorePage } from './pages/merchant-more-page';
import { MerchantPage } from './pages/merchant-page';

/** Page ids of the merchant street remote: the keys of the exposed `pages` map. */
export type MerchantStreetPageId = 'merchantStreet' | 'merchantMore' | 'merchant';

/** The remote's pages, without providers (exposes/pages.tsx wraps them). */
export const pageComponents: Record<MerchantStreetPageId, ComponentType> = {
  merchantStreet: MerchantStreetPage,
  merchantMore: MerchantMorePage,
  merchant: MerchantPage,
};

/** The routes this remote owns (spec section 2); the host's route table mirrors them. */
export const routes: ReadonlyArray<{ path: string; page: MerchantStreetPageId }> = [
  { path: '/merchant/merchant_street', page: 'merchantStreet' },
  { path: '/merchant/merchant_more', page: 'merchantMore' },
  { path: '/merchant/merchant/*', page: 'merchant' },
];
