import type { ComponentType } from 'react';
import { routesOf, type PageId } from '@mall/routes';
import { MerchantSettledPage } from './pages/merchant-settled-page';
import { ApplicationRecordPage } from './pages/application-record-page';

/** Page ids of this remote, as the route table (@mall/routes) gives them: the keys of the exposed `pages` map. */
export type MerchantSettlementPageId = PageId<'merchantSettlement'>;

/** The remote's pages, without providers (exposes/pages.tsx wraps them). */
export const pageComponents: Record<MerchantSettlementPageId, ComponentType> = {
  merchantSettled: MerchantSettledPage,
  applicationRecord: ApplicationRecordPage,
};

/** The routes this remote owns, from the route table (its standalone router and its tests). */
export const routes = routesOf('merchantSettlement');
