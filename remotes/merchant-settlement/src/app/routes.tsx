import type { ComponentType } from 'react';
import { MerchantSettledPage } from './pages/merchant-settled-page';
import { ApplicationRecordPage } from './pages/application-record-page';

/** Page ids of the merchant settlement remote: the keys of the exposed `pages` map. */
export type MerchantSettlementPageId = 'merchantSettled' | 'applicationRecord';

/** The remote's pages, without providers (exposes/pages.tsx wraps them). */
export const pageComponents: Record<MerchantSettlementPageId, ComponentType> = {
  merchantSettled: MerchantSettledPage,
  applicationRecord: ApplicationRecordPage,
};

/** The routes this remote owns (spec section 2); the host's route table mirrors them. */
export const routes: ReadonlyArray<{ path: string; page: MerchantSettlementPageId }> = [
  { path: '/users/merchant_settled', page: 'merchantSettled' },
  { path: '/users/application_record', page: 'applicationRecord' },
];
