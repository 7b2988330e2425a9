import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../../lib/envelope';
import { Envelope } from '../../../schemas/common';
import { CategoryTree } from '../../../schemas/catalog';
import { createCategoryService } from '../../../plugins/app/catalog/category-service';

/** The platform catalogue (public). */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const categories = createCategoryService(app.db, app.config);

  app.get('/api/front/product/category', {
    schema: {
      tags: ['catalog'],
      summary: 'Platform category tree (three levels) for the header mega-menu',
      response: { 200: Envelope(CategoryTree, 'ProCategoryCacheVo tree') },
    },
  }, async () => ok(await categories.tree()));
};

export default routes;
