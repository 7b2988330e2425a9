import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../../lib/envelope';
import { Envelope } from '../../../schemas/common';
import { CartCountQuery, CartCountResponse } from '../../../schemas/cart';
import { createCartService } from '../../../plugins/app/cart/cart-service';

/** The signed-in shopper's cart. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const cart = createCartService(app.db);

  app.get('/api/front/cart/count', {
    config: { auth: true },
    schema: {
      tags: ['cart'],
      summary: 'Cart badge: number of lines (total) or of items (sum), of valid or invalid lines',
      security: [{ token: [] }],
      querystring: CartCountQuery,
      response: { 200: Envelope(CartCountResponse, '{count}; code 401 without a live token') },
    },
  }, async (req) => ok({ count: await cart.count(req.userId!, req.query) }));
};

export default routes;
