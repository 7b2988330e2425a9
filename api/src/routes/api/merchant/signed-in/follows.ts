import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../../../lib/envelope';
import { Envelope } from '../../../../schemas/common';
import { FollowedMerchantPage, FollowedMerchantQuery } from '../../../../schemas/merchant';
import { merchantQueryErrors } from '../../../../services/merchant/query-errors';
import * as endpoints from '../../../../lib/endpoints';

/** The stores the signed-in shopper follows. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.setSchemaErrorFormatter(merchantQueryErrors);
  app.get(
    endpoints.followedMerchants,
    {
      schema: {
        tags: ['merchant'],
        summary: 'The stores the signed-in shopper follows',
        description: 'Most recently followed first. Code 401 without a live token.',
        querystring: FollowedMerchantQuery,
        response: { 200: Envelope(FollowedMerchantPage, 'PageInfo<{uid, merId, merName, merAvatar, createTime}>') },
      },
    },
    async (req) => ok(await app.merchants.followed.list(req.userId!, req.query)),
  );
};

export default routes;
