import type { Config } from './config';
import type { Db } from './infra/db';
import type { Locale } from './i18n/locale';
import type { Mailer } from './services/messaging/mailer';
import type { PublicCache } from './services/cache/public-cache';
import type { Redis } from 'ioredis';
import type { Counters } from './services/limits/counter';
import type { AccountServices } from './services/auth';
import type { ActivityService } from './services/activity/activity-service';
import type { AddressService } from './services/address/address-service';
import type { CartServices } from './services/cart';
import type { CatalogServices } from './services/catalog';
import type { CodeService } from './services/codes/code-service';
import type { OutboxService } from './services/codes/outbox-service';
import type { CollectionServices } from './services/collections';
import type { CouponServices } from './services/coupon';
import type { HomeService } from './services/home/home-service';
import type { MerchantServices } from './services/merchant';
import type { OrderServices } from './services/order';
import type { PaymentServices } from './services/pay';
import type { PointsService } from './services/points/points-service';
import type { RefundServices } from './services/refund';
import type { ReviewServices } from './services/review';
import type { SeoHeadService } from './services/seo/head-service';
import type { SettlementServices } from './services/settlement';
import type { ChatIdentityService } from './services/support/chat-identity';
import type { UploadService } from './services/upload/upload-service';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    mailer: Mailer;
    /** Public catalogue answers, emptied by every committed write to what they were built from. */
    publicCache: PublicCache;
    /** The shared Redis of a scaled-out deployment (REDIS_URL), or null for one process. */
    redis: Redis | null;
    /** Named counters in the rate-limit store (shared by all processes with REDIS_URL): the abuse limits. */
    counters: Counters;
    /** The Prometheus registry and the database's instrumentation (plugins/app/metrics.ts). */
    metrics: import('./plugins/app/metrics').Metrics;
    /** Marks the process as shutting down: /health/ready answers 503 from now on (plugins/app/health.ts, server.ts). */
    drain: () => void;
    /** preHandler: answers 401 unless the request carries a live token. */
    requireUser: (req: FastifyRequest) => Promise<void>;
    // The domains' services, composed once by plugins/app/services.ts.
    codes: CodeService;
    outbox: OutboxService;
    accounts: AccountServices;
    home: HomeService;
    catalog: CatalogServices;
    activities: ActivityService;
    coupons: CouponServices;
    collections: CollectionServices;
    merchants: MerchantServices;
    settlements: SettlementServices;
    cart: CartServices;
    addressBook: AddressService;
    orders: OrderServices;
    payments: PaymentServices;
    uploads: UploadService;
    refunds: RefundServices;
    reviews: ReviewServices;
    points: PointsService;
    chatIdentity: ChatIdentityService;
    seoHead: SeoHeadService;
  }
  interface FastifyRequest {
    locale: Locale;
    /** The signed-in shopper's id, or null. */
    userId: number | null;
    /** Hash of the token the request came with (for logout). */
    tokenHash: string | null;
  }
  interface FastifyContextConfig {
    /** Routes that need a signed-in shopper. */
    auth?: boolean;
    /** The JSON body may be an unquoted string (the contract's raw email bodies), see raw-string-json.ts. */
    rawStringBody?: boolean;
    /** One of our endpoints beyond the contract, switched off by CONTRACT_STRICT (see plugins/app/extensions.ts). */
    extension?: import('./plugins/app/extensions').Extension;
  }
}
