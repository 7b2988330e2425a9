import type { PcIndexInfoResponse as Wire } from '../../../api/src/schemas/home';
import type { Narrowed, WithOurFields } from './shape';

export type { CartCountResponse } from '../../../api/src/schemas/cart';
export type { HotKeyword } from '../../../api/src/schemas/home';
export type { CategoryTreeNode } from '../../../api/src/schemas/catalog';

/** The platform's customer-service channel: the values `consumerType` takes (the schema types it as a string). */
export type PlatformServiceType = 'h5' | 'hotline' | 'message' | 'email';

/** GET /api/pc/home/index; the footer's site details and the mobile mall address are ours. */
export type PcIndexInfoResponse = WithOurFields<
  Narrowed<Wire, { consumerType: PlatformServiceType }>,
  'siteAddress' | 'siteRegistrationNo' | 'siteCopyrightOwner' | 'mobileMallUrl' | 'consumerHours'
>;
export type HomeBanner = Wire['banner'][number];
export type HomeAdBanner = Wire['bastBanner'][number];
