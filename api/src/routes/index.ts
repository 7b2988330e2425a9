import type { FastifyInstance } from 'fastify';
import login from './api/login';
import user from './api/user';
import home from './api/home';
import catalog from './api/catalog';
import activity from './api/activity';
import coupon from './api/coupon';
import collections from './api/collections';
import merchant from './api/merchant';
import settlement from './api/settlement';
import cart from './api/cart';
import address from './api/address';
import order from './api/order';
import pay from './api/pay';
import upload from './api/upload';
import refund from './api/refund';
import review from './api/review';
import points from './api/points';
import admin from './api/admin';
import dev from './api/dev';
import sitemap from './api/sitemap';
import seo from './api/seo';
import support from './api/support';

/** Every route folder, registered at the paths of the contract (each file names its full paths). */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(login);
  await app.register(user);
  await app.register(home);
  await app.register(catalog);
  await app.register(activity);
  await app.register(coupon);
  await app.register(collections);
  await app.register(merchant);
  await app.register(settlement);
  await app.register(cart);
  await app.register(address);
  await app.register(order);
  await app.register(pay);
  await app.register(upload);
  await app.register(refund);
  await app.register(review);
  await app.register(points);
  await app.register(sitemap);
  await app.register(seo);
  await app.register(support);
  // The operator surface (OPERATOR_TOKEN): moves states that merchant-side tools would move.
  await app.register(admin);
  // The dev outbox and captcha codes: development mode only (MALL_DEV_MODE), never in production.
  if (app.config.devMode) await app.register(dev);
}
