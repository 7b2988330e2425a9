import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { operatorGuard, resolveOperatorToken } from '../../../services/admin/operator-token';
import '../../../services/admin/messages';
import settlements from './settlements';
import orders from './orders';
import refunds from './refunds';
import reviews from './reviews';
import products from './products';
import cache from './cache';

/**
 * /api/admin/operator/**: what merchant-side tools would do, for the operator and scripts/operator.mjs.
 * The guard hook covers every route registered below (this plugin is not wrapped in fastify-plugin, so the hook
 * stays inside it): later issues add their operator routes as one file each here and one register line.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', operatorGuard(resolveOperatorToken(app.config, app.log), app.db));
  await app.register(settlements);
  await app.register(orders);
  await app.register(refunds);
  await app.register(reviews);
  await app.register(products);
  await app.register(cache);
};

export default routes;
