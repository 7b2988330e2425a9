import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope } from '../../../schemas/common';
import { ProductDetailResponse, ProductIdParams } from '../../../schemas/catalog';
import { cachedAnswer } from '../../../services/cache/public-cache';
import * as endpoints from '../../../lib/endpoints';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  // The page shows the shop's header and picks beside the product.
  // The page shows the product's own stock only (the shop's picks show no stock): an order drops just its pages.
  const cache = app.publicCache.section('product-detail', ['product', 'merchant'], 'byProduct');

  app.get(
    endpoints.productDetail,
    {
      schema: {
        tags: ['catalog'],
        summary: 'Product page',
        description:
          'Public; with a token, userCollect and merchantInfo.isCollect are the caller’s. ' +
          'An unknown or withdrawn product answers code 404.',
        params: ProductIdParams,
        response: { 200: Envelope(ProductDetailResponse, 'ProductDetailResponse') },
      },
    },
    (req, reply) =>
      cachedAnswer(req, reply, cache, {
        productId: req.params.id,
        load: () => app.catalog.productDetail.detail(req.params.id, null, req.locale),
        personal: (page, userId) => app.catalog.productDetail.forCaller(page, userId),
      }),
  );
};

export default routes;
