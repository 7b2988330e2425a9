import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../../../lib/envelope';
import { Envelope, MessageEnvelope } from '../../../../schemas/common';
import { CouponReceiveBody, MyCouponPage, MyCouponQuery } from '../../../../schemas/coupon';
import * as endpoints from '../../../../lib/endpoints';

/** Taking a coupon and the shopper's own coupons. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    endpoints.couponReceive,
    {
      schema: {
        tags: ['coupon'],
        summary: 'Take a coupon',
        description:
          'Refused (code 500, with the reason) when already received up to the per-user limit, none left, ' +
          'not started or ended; code 404 for an unknown coupon. Valid in its fixed window, or `day` days from now.',
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
    endpoints.couponList,
    {
      schema: {
        tags: ['coupon'],
        summary: 'My coupons: usable, or used and expired',
        description:
          'type=usable: unused and not past the end time, including those whose period has not started ' +
          '(validStr notStart); type=unusable: used (validStr unusable) or expired (status 2, validStr overdue) — an ' +
          'unused coupon past its end reads expired at once. Only the caller’s coupons; newest first; 9 per page.',
        querystring: MyCouponQuery,
        response: { 200: Envelope(MyCouponPage, 'PageInfo<UserCouponResponse>; code 401 without a live token') },
      },
    },
    async (req) => ok(await app.coupons.mine.list(req.userId!, req.query)),
  );
};

export default routes;
