import fp from 'fastify-plugin';
import { createActivityService } from '../../services/activity/activity-service';
import { createAddressService } from '../../services/address/address-service';
import { createAccountServices } from '../../services/auth';
import { createCartServices } from '../../services/cart';
import { createCatalogServices } from '../../services/catalog';
import { createCodeBudget } from '../../services/codes/code-budget';
import { createCodeDelivery } from '../../services/codes/code-delivery';
import { createCodeService } from '../../services/codes/code-service';
import { createOutboxService } from '../../services/codes/outbox-service';
import { createCollectionServices } from '../../services/collections';
import { createCouponServices } from '../../services/coupon';
import { createHomeService } from '../../services/home/home-service';
import { createMerchantServices } from '../../services/merchant';
import { createOrderServices } from '../../services/order';
import { createPaymentServices } from '../../services/pay';
import { createPaymentProvider } from '../../services/pay/payment-provider-factory';
import { createPointsService } from '../../services/points/points-service';
import { createRefundServices } from '../../services/refund';
import { createReviewServices } from '../../services/review';
import { createSeoHeadService } from '../../services/seo/head-service';
import { createSettlementServices } from '../../services/settlement';
import { createChatIdentityService } from '../../services/support/chat-identity';
import { createUploadService } from '../../services/upload/upload-service';

/**
 * Every domain's services, composed once and decorated on the app (their types: types.d.ts), so a route reads
 * `app.orders.creation.create(...)`. One payment provider serves paying, cancelling intents and refunds; one code
 * service sends every one-time code (sign-up, password, contact change, settlement) within the same budgets.
 */
export default fp(
  async (app) => {
    const { db, config, log } = app;
    const provider = createPaymentProvider(db, config, log);
    const codes = createCodeService(db, createCodeDelivery(app.mailer), createCodeBudget(app));
    const orders = createOrderServices(db, config, provider, log);

    app.decorate('codes', codes);
    app.decorate('outbox', createOutboxService(db));
    app.decorate('accounts', createAccountServices(app, codes));
    app.decorate('home', createHomeService(db, config));
    app.decorate('catalog', createCatalogServices(db, config));
    app.decorate('activities', createActivityService(db, config));
    app.decorate('coupons', createCouponServices(db));
    app.decorate('collections', createCollectionServices(db, config));
    app.decorate('merchants', createMerchantServices(db, config));
    app.decorate('settlements', createSettlementServices(db, config, codes));
    app.decorate('cart', createCartServices(db, config));
    app.decorate('addressBook', createAddressService(db));
    app.decorate('orders', orders);
    app.decorate('payments', createPaymentServices(db, config, provider, orders.cancels, log));
    app.decorate('uploads', createUploadService(db, config));
    app.decorate('refunds', createRefundServices(db, config, provider));
    app.decorate('reviews', createReviewServices(db, config));
    app.decorate('points', createPointsService(db));
    app.decorate('chatIdentity', createChatIdentityService(db, config));
    // The search page's first screen reads the first results as the product list answers them.
    app.decorate('seoHead', createSeoHeadService(db, config, app.catalog.products));
  },
  { name: 'services', dependencies: ['db', 'mailer', 'counters'] },
);
