import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../../lib/envelope';
import { Envelope } from '../../../schemas/common';
import {
  AdminIdParams,
  AdminSettlementPage,
  AdminSettlementQuery,
  OperatorHeaders,
  RejectBody,
  ReviewedSettlement,
} from '../../../schemas/admin';
import { badRequest } from '../../../lib/errors';
import { AuditStatus } from '../../../services/settlement/settlement-repository';
import '../../../services/settlement/messages';

const STATUS = { pending: AuditStatus.PENDING, approved: AuditStatus.APPROVED, rejected: AuditStatus.REJECTED } as const;

/** Reviewing merchant applications: list, approve (opens the shop), reject with a reason. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/admin/operator/settlements',
    {
      schema: {
        tags: ['operator'],
        summary: 'Merchant applications, newest first',
        description: 'Header x-operator-token. status: pending, approved or rejected (all when absent).',
        headers: OperatorHeaders,
        querystring: AdminSettlementQuery,
        response: { 200: Envelope(AdminSettlementPage, 'PageInfo of applications') },
      },
    },
    async (req) => {
      const { status, page, limit } = req.query;
      return ok(await app.settlements.review.list({ status: status ? STATUS[status] : undefined, page, limit }));
    },
  );

  app.post(
    '/api/admin/operator/settlements/:id/approve',
    {
      schema: {
        tags: ['operator'],
        summary: 'Approve a pending application and open its shop',
        description:
          'In one transaction: a merchant from the application (switched on, 5 stars, drawn avatar and backgrounds), ' +
          'the application approved with its merId, the history step. The shop then shows on the street.',
        headers: OperatorHeaders,
        params: AdminIdParams,
        response: { 200: Envelope(ReviewedSettlement, 'The approved application') },
      },
    },
    async (req) => ok(await app.settlements.review.approve(req.params.id), 'settlement.approved'),
  );

  app.post(
    '/api/admin/operator/settlements/:id/reject',
    {
      // A missing, blank or too long reason answers the same words.
      schemaErrorFormatter: (errors, context) =>
        context === 'body' ? badRequest('settlement.reason.invalid') : new Error(errors[0]?.message ?? 'invalid request'),
      schema: {
        tags: ['operator'],
        summary: 'Reject a pending application with a reason',
        description: 'The reason (1–255 characters) is shown to the applicant, who may edit and resubmit.',
        headers: OperatorHeaders,
        params: AdminIdParams,
        body: RejectBody,
        response: { 200: Envelope(ReviewedSettlement, 'The rejected application') },
      },
    },
    async (req) => ok(await app.settlements.review.reject(req.params.id, req.body.reason.trim()), 'settlement.rejected'),
  );
};

export default routes;
