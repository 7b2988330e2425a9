import { Type, type Static } from '@sinclair/typebox';
import { PageOf } from './common';
import { Money } from './catalog';

/** The shopper's points in four figures (ours: the contract has no points endpoint, facts 2.4). */
export const IntegralUserResponse = Type.Object(
  {
    integral: Type.Integer({ description: 'Points available now' }),
    totalIntegral: Type.Integer({ description: 'Points ever earned by paying orders (records order_paid_gain)' }),
    consumption: Money('Money paid in all, refunds deducted'),
    frozenIntegral: Type.Integer({ description: 'Points held by the caller’s unpaid, not cancelled orders' }),
  },
  { description: 'IntegralUserResponse' },
);
export type IntegralUserResponse = Static<typeof IntegralUserResponse>;

export const IntegralListQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10, description: 'Default 10, at most 50' })),
  type: Type.Optional(
    Type.Union([Type.Literal('all'), Type.Literal('earn')], {
      default: 'all',
      description: 'all: every movement; earn: the points earned by paying orders (they add up to totalIntegral)',
    }),
  ),
});
export type IntegralListQuery = Static<typeof IntegralListQuery>;

export const IntegralTitle = Type.String({
  description:
    'What moved the points, a key the storefront translates: order_spend (spent on an order), ' +
    'order_cancel_refund (given back by its cancellation), order_paid_gain (earned by paying it), ' +
    'order_refund_deduct (earned points taken back by a refund), order_refund_return (spent points returned by a refund)',
  examples: ['order_paid_gain'],
});

export const IntegralRecord = Type.Object(
  {
    id: Type.Integer(),
    linkId: Type.String({ description: 'The order number the movement belongs to' }),
    type: Type.Integer({ description: '1 in, 2 out' }),
    title: IntegralTitle,
    integral: Type.Integer({ description: 'Points moved (always positive; `type` gives the direction)' }),
    balance: Type.Integer({ description: 'Points available after the movement' }),
    createTime: Type.String({ description: 'yyyy-MM-dd HH:mm:ss (GMT+8)' }),
  },
  { description: 'UserIntegralRecord' },
);
export type IntegralRecord = Static<typeof IntegralRecord>;

export const IntegralPage = PageOf(IntegralRecord, 'PageInfo<UserIntegralRecord>: newest first');
