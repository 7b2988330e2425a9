import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../../lib/envelope';
import { Envelope } from '../../../schemas/common';
import { CouponListQuery, CouponPage } from '../../../schemas/coupon';
import * as endpoints from '../../../lib/endpoints';

/** Coupons a shopper can take (public list); taking one and the shopper's own coupons: signed-in/. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    endpoints.coupons,
    {
      schema: {
        tags: ['coupon'],
        summary: 'Coupons to take: merchant (useType 1), product (2) or platform (3) coupons',
        description:
          'Public; with a token, isUse is the caller’s. Product detail sends merId, productId and useType 2; ' +
          'a shop’s coupon tab sends merId and useType 1 or 2.',
        querystring: CouponListQuery,
        response: { 200: Envelope(CouponPage, 'PageInfo<StoreCouponFrontResponse>, by sort then newest') },
      },
    },
    async (req) => ok(await app.coupons.onOffer.list(req.query, req.userId)),
  );
};

export default routes;
