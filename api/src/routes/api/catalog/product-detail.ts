import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../../lib/envelope';
import { Envelope } from '../../../schemas/common';
import { ProductDetailResponse, ProductIdParams } from '../../../schemas/catalog';
import { createProductDetailService } from '../../../plugins/app/catalog/product-detail-service';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const service = createProductDetailService(app.db, app.config);

  app.get('/api/front/product/detail/:id', {
    schema: {
      tags: ['catalog'],
      summary: 'Product page',
      description: 'Public; with a token, userCollect and merchantInfo.isCollect are the caller’s. '
        + 'An unknown or withdrawn product answers code 404.',
      params: ProductIdParams,
      response: { 200: Envelope(ProductDetailResponse, 'ProductDetailResponse') },
    },
  }, async (req) => ok(await service.detail(req.params.id, req.userId)));
};

export default routes;
