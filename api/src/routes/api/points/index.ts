import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../../lib/envelope';
import { Envelope } from '../../../schemas/common';
import { IntegralListQuery, IntegralPage, IntegralUserResponse } from '../../../schemas/integral';
import { dropEmptyQuery } from '../catalog/empty-query';
import * as endpoints from '../../../lib/endpoints';

/** The signed-in shopper's points (ours: the contract has no points endpoint; docs/order-center-contract.md). */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['integral'];
  app.addHook('preValidation', dropEmptyQuery);

  app.get(
    endpoints.integralUser,
    {
      config: { extension: 'points' },
      schema: {
        tags,
        summary: 'My points: available, earned in all, money paid in all, frozen',
        description:
          'integral: available now; totalIntegral: earned by paying orders, in all (order_paid_gain records); ' +
          'consumption: money paid in all, refunds deducted; frozenIntegral: points spent on orders still waiting for ' +
          'payment (they come back if the order is cancelled).',
        response: { 200: Envelope(IntegralUserResponse, 'IntegralUserResponse; code 401 without a live token') },
      },
    },
    async (req) => ok(await app.points.summary(req.userId!)),
  );

  app.get(
    endpoints.integralList,
    {
      config: { extension: 'points' },
      schema: {
        tags,
        summary: 'My points movements',
        description:
          'type=all: every movement (in and out); type=earn: the points earned by paying orders (their sum ' +
          'is totalIntegral). Only the caller’s records, newest first, 10 per page.',
        querystring: IntegralListQuery,
        response: { 200: Envelope(IntegralPage, 'PageInfo<UserIntegralRecord>; code 401 without a live token') },
      },
    },
    async (req) => ok(await app.points.records(req.userId!, req.query)),
  );
};

export default routes;
