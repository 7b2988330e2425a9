import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../../lib/envelope';
import { Envelope, MessageEnvelope } from '../../../schemas/common';
import {
  CollectListQuery,
  CollectProductBody,
  CollectProductPage,
  CollectProductParams,
  FollowMerchantParams,
} from '../../../schemas/collect';
import * as endpoints from '../../../lib/endpoints';

/** Favourite products and followed shops of the signed-in shopper; adding or removing twice is harmless. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    endpoints.collectedProducts,
    {
      schema: {
        tags: ['collect'],
        summary: 'My favourite products',
        description:
          'Only the caller’s favourites, newest first, 12 per page. A product withdrawn since it was added ' +
          'stays listed with isShow false, so it can still be removed.',
        querystring: CollectListQuery,
        response: { 200: Envelope(CollectProductPage, 'PageInfo<UserRelationResponse>; code 401 without a live token') },
      },
    },
    async (req) => ok(await app.collections.favourites.products(req.userId!, req.query, req.locale)),
  );

  app.post(
    endpoints.collectProduct,
    {
      schema: {
        tags: ['collect'],
        summary: 'Add a product to the favourites',
        body: CollectProductBody,
        response: { 200: MessageEnvelope('"Added to favourites"; code 404 for an unknown or withdrawn product') },
      },
    },
    async (req) => {
      await app.collections.items.addProduct(req.userId!, req.body.id);
      return ok(null, 'collections.product.added');
    },
  );

  app.post(
    endpoints.uncollectProduct,
    {
      schema: {
        tags: ['collect'],
        summary: 'Remove a product from the favourites',
        params: CollectProductParams,
        response: { 200: MessageEnvelope('"Removed from favourites" (also when it was not there)') },
      },
    },
    async (req) => {
      await app.collections.items.removeProduct(req.userId!, req.params.productId);
      return ok(null, 'collections.product.removed');
    },
  );

  app.post(
    endpoints.followMerchant,
    {
      schema: {
        tags: ['collect'],
        summary: 'Follow a shop',
        params: FollowMerchantParams,
        response: { 200: MessageEnvelope('"Shop followed"; code 404 for an unknown shop') },
      },
    },
    async (req) => {
      await app.collections.items.followMerchant(req.userId!, req.params.merId);
      return ok(null, 'collections.merchant.followed');
    },
  );

  app.post(
    endpoints.unfollowMerchant,
    {
      schema: {
        tags: ['collect'],
        summary: 'Unfollow a shop',
        params: FollowMerchantParams,
        response: { 200: MessageEnvelope('"Shop unfollowed" (also when not followed); code 404 for an unknown shop') },
      },
    },
    async (req) => {
      await app.collections.items.unfollowMerchant(req.userId!, req.params.merId);
      return ok(null, 'collections.merchant.unfollowed');
    },
  );
};

export default routes;
