import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope } from '../../../schemas/common';
import { ProductIdParams, ReplyConfigResponse, ReplyListQuery, ReplyPage } from '../../../schemas/catalog';
import { cachedAnswer } from '../../../services/cache/public-cache';
import * as endpoints from '../../../lib/endpoints';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  // A withdrawn product's reviews answer not-found, so product changes count too.
  const cache = app.publicCache.section('product-reviews', ['review', 'product'], 'none');

  app.get(
    endpoints.productReplyConfig,
    {
      schema: {
        tags: ['catalog'],
        summary: 'Review summary of a product: counts per rating class, share of good reviews, average star',
        params: ProductIdParams,
        response: { 200: Envelope(ReplyConfigResponse, 'Review summary; code 404 for an unknown or withdrawn product') },
      },
    },
    (req, reply) => cachedAnswer(req, reply, cache, { load: () => app.catalog.replies.summary(req.params.id) }),
  );

  app.get(
    endpoints.productReplyList,
    {
      schema: {
        tags: ['catalog'],
        summary: 'Reviews of a product, newest first, filtered by rating class',
        params: ProductIdParams,
        querystring: ReplyListQuery,
        response: { 200: Envelope(ReplyPage, 'PageInfo<ProductReplyResponse>; code 404 for an unknown or withdrawn product') },
      },
    },
    (req, reply) => cachedAnswer(req, reply, cache, { load: () => app.catalog.replies.list(req.params.id, req.query, req.locale) }),
  );
};

export default routes;
