import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope } from '../../../schemas/common';
import { CategoryTree } from '../../../schemas/catalog';
import { dropEmptyQuery } from './empty-query';
import { cachedAnswer } from '../../../services/cache/public-cache';
import productList from './product-list';
import productDetail from './product-detail';
import productReply from './product-reply';
import * as endpoints from '../../../lib/endpoints';

/** The platform catalogue (public): categories, search, home lists, ranking, product detail and its reviews. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preValidation', dropEmptyQuery);
  const cache = app.publicCache.section('category-tree', ['category']);

  app.get(
    endpoints.productCategory,
    {
      schema: {
        tags: ['catalog'],
        summary: 'Platform category tree (three levels) for the header mega-menu',
        response: { 200: Envelope(CategoryTree, 'ProCategoryCacheVo tree') },
      },
    },
    (req, reply) => cachedAnswer(req, reply, cache, { load: () => app.catalog.categories.tree(req.locale) }),
  );

  await app.register(productList);
  await app.register(productDetail);
  await app.register(productReply);
};

export default routes;
