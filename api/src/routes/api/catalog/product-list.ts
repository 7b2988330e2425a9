import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../../lib/envelope';
import { PageQuery } from '../../../lib/paging';
import { Envelope } from '../../../schemas/common';
import { Leaderboard, ProductListQuery, ProductPage } from '../../../schemas/catalog';
import { createProductListService } from '../../../plugins/app/catalog/product-list-service';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const products = createProductListService(app.db, app.config);

  app.get('/api/front/product/list', {
    schema: {
      tags: ['catalog'],
      summary: 'Search and category results',
      description: 'On-shelf products only. Empty parameters count as not sent. salesOrder wins over priceOrder; '
        + 'without either, a keyword search puts the closest names first. A category includes its sub-categories.',
      querystring: ProductListQuery,
      response: { 200: Envelope(ProductPage, 'PageInfo<IndexProductResponse> (otPrice null); code 400 for a bad filter') },
    },
  }, async (req) => ok(await products.search(req.query)));

  app.get('/api/front/index/product', {
    schema: {
      tags: ['catalog'],
      summary: 'The home page’s product grid, scrolled page by page',
      querystring: PageQuery,
      response: { 200: Envelope(ProductPage, 'PageInfo<IndexProductResponse>: merchants’ sort, then best sellers') },
    },
  }, async (req) => ok(await products.recommended(req.query)));

  app.get('/api/front/product/leaderboard', {
    schema: {
      tags: ['catalog'],
      summary: 'Ranking ("TOP ONE"): best sellers',
      response: { 200: Envelope(Leaderboard, 'A plain array (not paged)') },
    },
  }, async () => ok(await products.leaderboard()));
};

export default routes;
