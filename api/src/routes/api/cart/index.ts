import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../../lib/envelope';
import { Envelope } from '../../../schemas/common';
import { CartCountQuery, CartCountResponse, CartSaveBody, CartSaveResponse } from '../../../schemas/cart';
import { createCartService } from '../../../plugins/app/cart/cart-service';
import { createCartSaveService } from '../../../plugins/app/cart/cart-save-service';

/** The signed-in shopper's cart. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const cart = createCartService(app.db);
  const saver = createCartSaveService(app.db);

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

  app.post('/api/front/cart/save', {
    config: { auth: true },
    schema: {
      tags: ['cart'],
      summary: 'Add to cart (also "buy again")',
      description: 'All lines or none: an unknown or withdrawn product or SKU answers code 404, a quantity beyond the '
        + 'stock (counting what the cart already holds) is refused with code 500 and the stock left.',
      security: [{ token: [] }],
      body: CartSaveBody,
      response: { 200: Envelope(CartSaveResponse, '[{cartId}] in the order sent; code 401 without a live token') },
    },
  }, async (req) => ok(await saver.save(req.userId!, req.body), 'cart.add.success'));
};

export default routes;
