import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../../lib/envelope';
import { Envelope } from '../../../schemas/common';
import { MerchantProductPage, MerchantProductParams, MerchantProductQuery, StoreCategoryTree } from '../../../schemas/merchant';
import { cachedAnswer } from '../../../services/cache/public-cache';
import * as endpoints from '../../../lib/endpoints';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  // A store switched off answers refused, so merchant changes count too.
  // Stock and sales counts at most LISTING_LAG_MS old, as the product lists'.
  const cache = app.publicCache.section('merchant-products', ['product', 'merchant', 'category'], 'lagging');

  app.get(
    endpoints.storeProducts,
    {
      schema: {
        tags: ['merchant'],
        summary: 'A store’s products on sale',
        description:
          'cid includes its sub-categories. Order as the product list: salesOrder by sales + ficti, then rank, sort; ' +
          'else priceOrder by price, then rank; else rank; the newest first last. Code 404 / 500 as for the store.',
        querystring: MerchantProductQuery,
        response: { 200: Envelope(MerchantProductPage, 'PageInfo<IndexProductResponse>') },
      },
    },
    (req, reply) => cachedAnswer(req, reply, cache, { load: () => app.merchants.products.products(req.query, req.locale) }),
  );

  app.get(
    endpoints.storeCategories,
    {
      schema: {
        tags: ['merchant'],
        summary: 'A store’s own category tree',
        description: 'ProCategoryCacheVo with childList; shown categories only. Code 404 / 500 as for the store.',
        params: MerchantProductParams,
        response: { 200: Envelope(StoreCategoryTree, '[ProCategoryCacheVo]') },
      },
    },
    async (req) => ok(await app.merchants.products.categories(req.params.merId, req.locale)),
  );
};

export default routes;
