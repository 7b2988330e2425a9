import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../../lib/envelope';
import { Envelope, MessageEnvelope } from '../../../schemas/common';
import { CenterPageQuery } from '../../../schemas/refund';
import { CommentBody, MyReviewPage, OrderInfoIdParams, PendingReviewLine, PendingReviewPage } from '../../../schemas/review';
import '../../../services/review/messages';
import * as endpoints from '../../../lib/endpoints';

/** Reviews (docs/order-center-contract.md "Reviews"): every route is the signed-in shopper's own. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['review'];

  app.get(
    endpoints.orderReplyList,
    {
      schema: {
        tags,
        summary: 'Order lines waiting for the caller’s review',
        description: 'Lines of the caller’s received orders (status 2) not yet reviewed, newest order first.',
        querystring: CenterPageQuery,
        response: { 200: Envelope(PendingReviewPage, 'PageInfo<InfoReplyResponse>') },
      },
    },
    async (req) => ok(await app.reviews.pending.list(req.userId!, req.query, req.locale)),
  );

  app.get(
    endpoints.orderReplyInfo,
    {
      config: { extension: 'review-line' },
      schema: {
        tags,
        summary: '(ours) One order line to review, for the review form',
        description: 'Code 404 for another shopper’s line; 500 when it was reviewed already or its order is not received.',
        params: OrderInfoIdParams,
        response: { 200: Envelope(PendingReviewLine, 'InfoReplyResponse') },
      },
    },
    async (req) => ok(await app.reviews.pending.info(req.userId!, req.params.orderInfoId, req.locale)),
  );

  app.post(
    endpoints.orderComment,
    {
      schema: {
        tags,
        summary: 'Review one received order line',
        description:
          'Once per line, also under concurrent submits (500 "already reviewed"); 500 when the order is not ' +
          'received; 400 for stars out of 1–5, an empty or over-512-character comment, more than 5 pictures or a ' +
          'picture that is not the caller’s upload; 404 for another shopper’s line. The order becomes completed (3) when ' +
          'its last line is reviewed; the review shows at once in /api/front/product/reply/*.',
        body: CommentBody,
        response: { 200: MessageEnvelope('"Thank you for your review"') },
      },
    },
    async (req) => {
      await app.reviews.submission.comment(req.userId!, req.body);
      return ok(null, 'review.thanks');
    },
  );

  app.get(
    endpoints.myReplies,
    {
      config: { extension: 'my-reviews' },
      schema: {
        tags,
        summary: '(ours) The caller’s reviews, newest first, with the merchant’s replies',
        querystring: CenterPageQuery,
        response: { 200: Envelope(MyReviewPage, 'PageInfo of reviews') },
      },
    },
    async (req) => ok(await app.reviews.mine.list(req.userId!, req.query, req.locale)),
  );
};

export default routes;
