import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../../lib/envelope';
import { Envelope } from '../../../schemas/common';
import { MerchantCategoryList, MerchantTypeList } from '../../../schemas/merchant';
import { merchantQueryErrors } from '../../../services/merchant/query-errors';
import '../../../services/merchant/messages';
import street from './street';
import store from './store';
import qualification from './qualification';
import products from './products';
import * as endpoints from '../../../lib/endpoints';

/** Merchant directory data, the shop street and search, store pages, their products, and followed stores. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.setSchemaErrorFormatter(merchantQueryErrors);

  app.get(
    endpoints.merchantTypes,
    {
      schema: {
        tags: ['merchant'],
        summary: 'All merchant types, with the settlement requirements text',
        response: { 200: Envelope(MerchantTypeList, '[MerchantType]') },
      },
    },
    async (req) => ok(await app.merchants.directory.types(req.locale)),
  );

  app.get(
    endpoints.merchantCategories,
    {
      schema: {
        tags: ['merchant'],
        summary: 'All merchant categories, with the handling fee in percent',
        response: { 200: Envelope(MerchantCategoryList, '[MerchantCategory]') },
      },
    },
    async (req) => ok(await app.merchants.directory.categories(req.locale)),
  );

  await app.register(street);
  await app.register(store);
  await app.register(qualification);
  await app.register(products);
};

export default routes;
