import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../../lib/envelope';
import { Envelope } from '../../../schemas/common';
import { OperatorHeaders } from '../../../schemas/admin';
import { AdminReview, AdminReviewPage, AdminReviewQuery, ReplyBody, ReviewIdParams } from '../../../schemas/review';
import '../../../services/review/messages';

/** Answering reviews (docs/order-center-contract.md "Operator"): list them, reply as the merchant. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['operator'];

  app.get(
    '/api/admin/operator/reviews',
    {
      schema: {
        tags,
        summary: 'Reviews, newest first',
        description: 'Header x-operator-token. replied=yes: answered by the merchant; replied=no: not yet; all when absent.',
        headers: OperatorHeaders,
        querystring: AdminReviewQuery,
        response: { 200: Envelope(AdminReviewPage, 'PageInfo of reviews') },
      },
    },
    async (req) => {
      const { replied, page, limit } = req.query;
      return ok(await app.reviews.replies.list({ replied: replied === undefined ? undefined : replied === 'yes', page, limit }));
    },
  );

  app.post(
    '/api/admin/operator/reviews/:id/reply',
    {
      schema: {
        tags,
        summary: 'Reply to a review as its merchant',
        description:
          'content: 1–512 characters once trimmed; a second reply replaces the first. The reply shows in the ' +
          'shopper’s reviews and the product’s reviews.',
        headers: OperatorHeaders,
        params: ReviewIdParams,
        body: ReplyBody,
        response: { 200: Envelope(AdminReview, 'The review with its reply') },
      },
    },
    async (req) => ok(await app.reviews.replies.reply(req.params.id, req.body.content), 'review.replied'),
  );
};

export default routes;
