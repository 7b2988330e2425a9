import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../../lib/envelope';
import { Envelope } from '../../../schemas/common';
import { MerchantPage, MerchantSearchQuery, MerchantStreetQuery } from '../../../schemas/merchant';
import { cachedAnswer } from '../../../services/cache/public-cache';
import * as endpoints from '../../../lib/endpoints';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  // Shop cards carry three products on sale each (name, picture, price, sales: no stock); their sales counts are
  // shown at most LISTING_LAG_MS old.
  const cache = app.publicCache.section('merchant-street', ['merchant', 'product'], 'lagging');

  app.get(
    endpoints.merchantStreet,
    {
      schema: {
        tags: ['merchant'],
        summary: 'Shop street: open stores, recommended first',
        description:
          'Stores switched on and not deleted, by isRecommend desc, sort (higher first), id; each with 3 products on ' +
          'sale. `total` is the real count (the original front end never read it, so its pager never showed).',
        querystring: MerchantStreetQuery,
        response: { 200: Envelope(MerchantPage, 'PageInfo<MerchantSearchResponse>') },
      },
    },
    (req, reply) => cachedAnswer(req, reply, cache, { load: () => app.merchants.street.street(req.query, req.locale) }),
  );

  app.get(
    endpoints.merchantSearch,
    {
      schema: {
        tags: ['merchant'],
        summary: 'Merchant search with type, category and self-run filters',
        description:
          'keywords matches part of the name (case-insensitive) or one keyword exactly; empty filters mean all. ' +
          'Order: starLevel desc, sort (higher first), id.',
        querystring: MerchantSearchQuery,
        response: { 200: Envelope(MerchantPage, 'PageInfo<MerchantSearchResponse>') },
      },
    },
    async (req) => ok(await app.merchants.street.search(req.query, req.locale)),
  );
};

export default routes;
