import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../../lib/envelope';
import { Envelope, MessageEnvelope } from '../../../schemas/common';
import {
  CartCountQuery,
  CartCountResponse,
  CartDeleteBody,
  CartLineResponse,
  CartListQuery,
  CartListResponse,
  CartNumBody,
  CartResetBody,
  CartSaveBody,
  CartSaveResponse,
  VisitorMergeBody,
  VisitorMergeResponse,
} from '../../../schemas/cart';
import * as endpoints from '../../../lib/endpoints';

/** The signed-in shopper's cart. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    endpoints.cartCount,
    {
      schema: {
        tags: ['cart'],
        summary: 'Cart badge: number of lines (total) or of items (sum), of valid or invalid lines',
        querystring: CartCountQuery,
        response: { 200: Envelope(CartCountResponse, '{count}; code 401 without a live token') },
      },
    },
    async (req) => ok({ count: await app.cart.items.count(req.userId!, req.query) }),
  );

  app.post(
    endpoints.cartSave,
    {
      schema: {
        tags: ['cart'],
        summary: 'Add to cart (also "buy again")',
        description:
          'All lines or none: an unknown or withdrawn product or SKU answers code 404, a quantity beyond the ' +
          'stock (counting what the cart already holds) is refused with code 500 and the stock left.',
        body: CartSaveBody,
        response: { 200: Envelope(CartSaveResponse, '[{cartId}] in the order sent; code 401 without a live token') },
      },
    },
    async (req) => ok(await app.cart.saving.save(req.userId!, req.body), 'cart.add.success'),
  );

  app.get(
    endpoints.cartList,
    {
      schema: {
        tags: ['cart'],
        summary: 'The cart page: valid or invalid lines, grouped by shop',
        description:
          'Invalid lines: product off shelf or deleted, SKU withdrawn, or stock 0; reselect them with ' +
          '/cart/resetcart. Prices are the SKU prices now.',
        querystring: CartListQuery,
        response: { 200: Envelope(CartListResponse, '[{merId, merName, cartInfoList:[CartInfoResponse]}]') },
      },
    },
    async (req) => ok(await app.cart.listing.list(req.userId!, req.query.isValid, req.locale)),
  );

  app.post(
    endpoints.cartNum,
    {
      schema: {
        tags: ['cart'],
        summary: 'Change a line’s quantity (1 to the stock)',
        body: CartNumBody,
        response: { 200: MessageEnvelope('"Quantity updated"; code 400 below 1, 500 beyond the stock, 404 for another shopper’s line') },
      },
    },
    async (req) => {
      await app.cart.lines.setNumber(req.userId!, req.body);
      return ok(null, 'cart.num.success');
    },
  );

  app.post(
    endpoints.cartDelete,
    {
      schema: {
        tags: ['cart'],
        summary: 'Remove lines (one, or all invalid lines)',
        description: 'Only the caller’s lines are removed; other ids are ignored.',
        body: CartDeleteBody,
        response: { 200: MessageEnvelope('"Deleted"') },
      },
    },
    async (req) => {
      await app.cart.lines.remove(req.userId!, req.body);
      return ok(null, 'cart.delete.success');
    },
  );

  app.post(
    endpoints.cartReset,
    {
      schema: {
        tags: ['cart'],
        summary: 'Reselect another option of the same product for a line',
        description:
          'When the cart already holds that option the lines merge (quantities added, within the stock). The ' +
          'original storefront never called this; the contract’s backend had it.',
        body: CartResetBody,
        response: { 200: Envelope(CartLineResponse, '{cartId}; code 404 for another shopper’s line or an option of another product') },
      },
    },
    async (req) => ok(await app.cart.lines.reset(req.userId!, req.body), 'cart.reset.success'),
  );

  app.post(
    endpoints.cartMergeVisitor,
    {
      config: { extension: 'cart-merge' },
      schema: {
        tags: ['cart'],
        summary: 'After signing in: move this browser’s guest cart into the account',
        description:
          'The token in the header is the account’s; the body carries the guest session’s token, which is ' +
          'revoked afterwards. Quantities of a SKU in both carts are added, bounded by the stock.',
        body: VisitorMergeBody,
        response: { 200: Envelope(VisitorMergeResponse, '{movedLines, count}; code 404 for an unknown or ended guest session') },
      },
    },
    async (req) => ok(await app.cart.visitorMerge.merge(req.userId!, req.body.visitorToken), 'cart.merge.success'),
  );
};

export default routes;
