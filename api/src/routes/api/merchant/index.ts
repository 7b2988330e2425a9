import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../../lib/envelope';
import { Envelope } from '../../../schemas/common';
import { MerchantCategoryList, MerchantTypeList } from '../../../schemas/merchant';
import { createMerchantDirectoryService } from '../../../plugins/app/merchant/merchant-directory-service';

/** Merchant directory data (public). */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const directory = createMerchantDirectoryService(app.db);

  app.get('/api/front/merchant/all/type/list', {
    schema: {
      tags: ['merchant'],
      summary: 'All merchant types, with the settlement requirements text',
      response: { 200: Envelope(MerchantTypeList, '[MerchantType]') },
    },
  }, async () => ok(await directory.types()));

  app.get('/api/front/merchant/all/category/list', {
    schema: {
      tags: ['merchant'],
      summary: 'All merchant categories, with the handling fee in percent',
      response: { 200: Envelope(MerchantCategoryList, '[MerchantCategory]') },
    },
  }, async () => ok(await directory.categories()));
};

export default routes;
