import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PageQuery } from '../../../lib/paging';
import { Envelope } from '../../../schemas/common';
import { Leaderboard, ProductListQuery, ProductPage } from '../../../schemas/catalog';
import { cachedAnswer } from '../../../services/cache/public-cache';
import * as endpoints from '../../../lib/endpoints';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  // Lists show price, stock and sales: any other product change empties them, a category change may move products;
  // stock and sales counts are shown at most LISTING_LAG_MS old, a product sold out or back in stock at once.
  const cache = app.publicCache.section('product-lists', ['product', 'category'], 'lagging');

  app.get(
    endpoints.productList,
    {
      schema: {
        tags: ['catalog'],
        summary: 'Search and category results',
        description:
          'On-shelf products only. Empty parameters count as not sent. salesOrder wins over priceOrder; ' +
          'without either, a keyword search puts the closest names first. A category includes its sub-categories.',
        querystring: ProductListQuery,
        response: { 200: Envelope(ProductPage, 'PageInfo<IndexProductResponse> (otPrice null); code 400 for a bad filter') },
      },
    },
    (req, reply) => cachedAnswer(req, reply, cache, { load: () => app.catalog.products.search(req.query, req.locale) }),
  );

  app.get(
    endpoints.indexProduct,
    {
      schema: {
        tags: ['catalog'],
        summary: 'The home page’s product grid, scrolled page by page',
        querystring: PageQuery,
        response: { 200: Envelope(ProductPage, 'PageInfo<IndexProductResponse>: merchants’ sort, then best sellers') },
      },
    },
    (req, reply) => cachedAnswer(req, reply, cache, { load: () => app.catalog.products.recommended(req.query, req.locale) }),
  );

  app.get(
    endpoints.productLeaderboard,
    {
      schema: {
        tags: ['catalog'],
        summary: 'Ranking ("TOP ONE"): best sellers',
        response: { 200: Envelope(Leaderboard, 'A plain array (not paged)') },
      },
    },
    (req, reply) => cachedAnswer(req, reply, cache, { load: () => app.catalog.products.leaderboard(req.locale) }),
  );
};

export default routes;
