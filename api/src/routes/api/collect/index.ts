import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../../lib/envelope';
import { MessageEnvelope } from '../../../schemas/common';
import { CollectProductBody, CollectProductParams, FollowMerchantParams } from '../../../schemas/collect';
import { createCollectService } from '../../../plugins/app/collect/collect-service';

/** Favourite products and followed shops of the signed-in shopper; adding or removing twice is harmless. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const collect = createCollectService(app.db);
  const security = [{ token: [] }];

  app.post('/api/front/collect/add/product', {
    config: { auth: true },
    schema: {
      tags: ['collect'],
      summary: 'Add a product to the favourites',
      security,
      body: CollectProductBody,
      response: { 200: MessageEnvelope('"Added to favourites"; code 404 for an unknown or withdrawn product') },
    },
  }, async (req) => {
    await collect.addProduct(req.userId!, req.body.id);
    return ok(null, 'collect.product.added');
  });

  app.post('/api/front/collect/cancel/:productId', {
    config: { auth: true },
    schema: {
      tags: ['collect'],
      summary: 'Remove a product from the favourites',
      security,
      params: CollectProductParams,
      response: { 200: MessageEnvelope('"Removed from favourites" (also when it was not there)') },
    },
  }, async (req) => {
    await collect.removeProduct(req.userId!, req.params.productId);
    return ok(null, 'collect.product.removed');
  });

  app.post('/api/front/collect/add/merchant/:merId', {
    config: { auth: true },
    schema: {
      tags: ['collect'],
      summary: 'Follow a shop',
      security,
      params: FollowMerchantParams,
      response: { 200: MessageEnvelope('"Shop followed"; code 404 for an unknown shop') },
    },
  }, async (req) => {
    await collect.followMerchant(req.userId!, req.params.merId);
    return ok(null, 'collect.merchant.followed');
  });

  app.post('/api/front/collect/cancel/merchant/:merId', {
    config: { auth: true },
    schema: {
      tags: ['collect'],
      summary: 'Unfollow a shop',
      security,
      params: FollowMerchantParams,
      response: { 200: MessageEnvelope('"Shop unfollowed" (also when not followed); code 404 for an unknown shop') },
    },
  }, async (req) => {
    await collect.unfollowMerchant(req.userId!, req.params.merId);
    return ok(null, 'collect.merchant.unfollowed');
  });
};

export default routes;
