import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../../lib/envelope';
import { PageQuery } from '../../../lib/paging';
import { Envelope } from '../../../schemas/common';
import { ActivityIdParams, ActivityIndexList, ActivityProductPage, PcActivityInfoResponse } from '../../../schemas/activity';
import { dropEmptyQuery } from '../catalog/empty-query';
import * as endpoints from '../../../lib/endpoints';

/** Activities (public): the home page's blocks, an activity's page and its products. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preValidation', dropEmptyQuery);

  app.get(
    endpoints.activityIndexList,
    {
      schema: {
        tags: ['activity'],
        summary: 'Activity blocks of the home page',
        response: { 200: Envelope(ActivityIndexList, '[ActivityListResponse]') },
      },
    },
    async (req) => ok(await app.activities.indexList(req.locale)),
  );

  app.get(
    endpoints.activityDetail,
    {
      schema: {
        tags: ['activity'],
        summary: 'An activity’s banners and rules',
        description: 'The storefront also sends `type` and `aid` in the query; they are not needed.',
        params: ActivityIdParams,
        response: { 200: Envelope(PcActivityInfoResponse, 'PcActivityInfoResponse; code 404 for an unknown or hidden activity') },
      },
    },
    async (req) => ok(await app.activities.detail(req.params.aid, req.locale)),
  );

  app.get(
    endpoints.activityProducts,
    {
      schema: {
        tags: ['activity'],
        summary: 'Products of an activity (on shelf), in the activity’s order',
        params: ActivityIdParams,
        querystring: PageQuery,
        response: { 200: Envelope(ActivityProductPage, 'PageInfo<ActivityProductInfoVo>; code 404 for an unknown or hidden activity') },
      },
    },
    async (req) => ok(await app.activities.products(req.params.aid, req.query, req.locale)),
  );
};

export default routes;
