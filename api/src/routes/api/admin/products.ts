import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../../lib/envelope';
import { Envelope } from '../../../schemas/common';
import { OperatorHeaders } from '../../../schemas/admin';
import { ProductIdParams, ProductTextBody, ProductTexts } from '../../../schemas/admin-catalogue';

/** A merchant's product texts, in the default language and per language (issue 18: the catalogue translated). */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/admin/operator/products/:id/texts',
    {
      schema: {
        tags: ['operator'],
        summary: 'Set a product’s name, summary and description, and their translations',
        description:
          'storeName, storeInfo, content: the default language (English), as a client that knows one name ' +
          'sends them; translations: per language (zh-CN, fr, th, lao), each text set, or removed with null or an ' +
          'empty string (the shopper then sees the default). Anything absent stays as it is. The storefront answers a ' +
          'shopper in their language (Accept-Language) and searches the name in it too.',
        headers: OperatorHeaders,
        params: ProductIdParams,
        body: ProductTextBody,
        response: { 200: Envelope(ProductTexts, 'The product’s texts after the change; code 404 for an unknown product') },
      },
    },
    async (req) => ok(await app.catalog.productTexts.save(req.params.id, req.body)),
  );
};

export default routes;
