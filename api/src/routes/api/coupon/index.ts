import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../../lib/envelope';
import { Envelope, MessageEnvelope } from '../../../schemas/common';
import { CouponListQuery, CouponPage, CouponReceiveBody, MyCouponPage, MyCouponQuery } from '../../../schemas/coupon';
import { dropEmptyQuery } from '../catalog/empty-query';

/** Coupons a shopper can take (public list), taking one and the shopper's own coupons (signed in). */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preValidation', dropEmptyQuery);

  app.get(
    '/api/front/coupons',
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

  app.post(
    '/api/front/coupon/receive',
    {
      config: { auth: true },
      schema: {
        tags: ['coupon'],
        summary: 'Take a coupon',
        description:
          'Refused (code 500, with the reason) when already received up to the per-user limit, none left, ' +
          'not started or ended; code 404 for an unknown coupon. Valid in its fixed window, or `day` days from now.',
        security: [{ token: [] }],
        body: CouponReceiveBody,
        response: { 200: MessageEnvelope('"Coupon received"; code 401 without a live token') },
      },
    },
    async (req) => {
      await app.coupons.receipts.receive(req.userId!, req.body.couponId);
      return ok(null, 'coupon.receive.success');
    },
  );

  app.get(
    '/api/front/coupon/list',
    {
      config: { auth: true },
      schema: {
        tags: ['coupon'],
        summary: 'My coupons: usable, or used and expired',
        description:
          'type=usable: unused and not past the end time, including those whose period has not started ' +
          '(validStr notStart); type=unusable: used (validStr unusable) or expired (status 2, validStr overdue) — an ' +
          'unused coupon past its end reads expired at once. Only the caller’s coupons; newest first; 9 per page.',
        security: [{ token: [] }],
        querystring: MyCouponQuery,
        response: { 200: Envelope(MyCouponPage, 'PageInfo<UserCouponResponse>; code 401 without a live token') },
      },
    },
    async (req) => ok(await app.coupons.mine.list(req.userId!, req.query)),
  );
};

export default routes;
