import type { PcIndexInfoResponse as Wire } from '../../../api/src/schemas/home';
import type { Narrowed, WithOurFields } from './shape';

export type { CartCountResponse } from '../../../api/src/schemas/cart';
export type { HotKeyword } from '../../../api/src/schemas/home';
export type { ChatIdentity } from '../../../api/src/schemas/support';
export type { CategoryTreeNode } from '../../../api/src/schemas/catalog';

/** The platform's customer-service channel: the values `consumerType` takes (the schema types it as a string). */
export type PlatformServiceType = 'h5' | 'hotline' | 'message' | 'email';

/** GET /api/pc/home/index; the footer's site details and the mobile mall address are ours. */
export type PcIndexInfoResponse = WithOurFields<
  Narrowed<Wire, { consumerType: PlatformServiceType }>,
  'siteAddress' | 'siteRegistrationNo' | 'siteCopyrightOwner' | 'mobileMallUrl' | 'consumerHours' | 'chat'
>;
/** The customer-service chat engine of the home data (ours), when the platform has one. */
export type ChatEngineSettings = NonNullable<Wire['chat']>;
export type HomeBanner = Wire['banner'][number];
