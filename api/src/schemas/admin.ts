import { Type, type Static } from '@sinclair/typebox';
import { PageOf } from './common';
import { MerchantSettledResponse } from './settlement';

/** The operator's view of an application: the shopper's, plus who applied. */
export const ReviewedSettlement = Type.Intersect(
  [MerchantSettledResponse, Type.Object({ uid: Type.Integer({ description: 'The applicant (app_user.id)' }) })],
  {
    description: 'Application under the operator’s eyes',
  },
);

export const SettlementStatusName = Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected')]);
export type SettlementStatusName = Static<typeof SettlementStatusName>;

export const AdminSettlementQuery = Type.Object({
  status: Type.Optional({ ...SettlementStatusName, description: 'Only applications in this state; all when absent' }),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});

export const AdminSettlementPage = PageOf(ReviewedSettlement, 'PageInfo of applications, newest first');

export const RejectBody = Type.Object(
  { reason: Type.String({ minLength: 1, maxLength: 255, pattern: '\\S', description: 'Shown to the applicant' }) },
  { description: 'Why the application is rejected' },
);
export type RejectBody = Static<typeof RejectBody>;

export const AdminIdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

/** Checked by the folder's guard before validation; named here so the OpenAPI document shows it. */
export const OperatorHeaders = Type.Object({
  'x-operator-token': Type.Optional(Type.String({ description: 'OPERATOR_TOKEN (development default: dev-operator-token)' })),
});
