import { Type, type Static } from '@sinclair/typebox';
import { Nullable, PageOf } from './common';
import { Id, Money } from './catalog';
import { OrderNo } from './order';

const Timestamp = (description: string) => Type.String({ description: `${description}, yyyy-MM-dd HH:mm:ss (GMT+8)` });

// ---- lines to review ----------------------------------------------------------------------------------------------

export const PendingReviewLine = Type.Object(
  {
    id: Type.Integer({ description: 'The order line (orderInfoId)' }),
    merOrderNo: Type.String({ description: 'The merchant order, "SH…": send it as orderNo' }),
    merId: Type.Integer(),
    merName: Type.String(),
    productId: Type.Integer(),
    productName: Type.String(),
    image: Type.String({ description: 'Absolute URL' }),
    sku: Type.String(),
    price: Money('Unit price paid'),
    payNum: Type.Integer(),
    createTime: Timestamp('Ordered'),
  },
  { description: 'InfoReplyResponse: a line of a received order (status 2) not yet reviewed' },
);
export type PendingReviewLine = Static<typeof PendingReviewLine>;
export const PendingReviewPage = PageOf(PendingReviewLine, 'PageInfo<InfoReplyResponse>, newest order first');

export const OrderInfoIdParams = Type.Object({ orderInfoId: Id('The order line') });

export const CommentBody = Type.Object(
  {
    orderNo: OrderNo,
    orderInfoId: Id('The order line reviewed'),
    star: Type.Integer({ description: 'Product quality, 1–5' }),
    serviceStar: Type.Optional(Type.Integer({ description: '(ours) service attitude, 1–5; the product star when absent' })),
    comment: Type.String({ maxLength: 5000, description: 'The review, 1–512 characters once trimmed' }),
    pics: Type.Optional(
      Type.String({
        maxLength: 5000,
        description: 'JSON string array of at most 5 picture URLs from POST /api/front/upload/image (the caller’s JPG/PNG uploads), or ""',
      }),
    ),
  },
  { description: 'A review of one received order line' },
);
export type CommentBody = Static<typeof CommentBody>;

// ---- written reviews ----------------------------------------------------------------------------------------------

const reviewCommon = {
  id: Type.Integer({ description: 'The review' }),
  productId: Type.Integer(),
  productName: Type.String(),
  image: Type.String({ description: 'The product picture of the line reviewed (absolute URL)' }),
  sku: Type.String(),
  star: Type.Integer({ description: 'Product quality, 1–5' }),
  serviceStar: Type.Integer({ description: 'Service attitude, 1–5' }),
  comment: Type.String(),
  pics: Type.Array(Type.String(), { description: 'Absolute URLs' }),
  merchantReplyContent: Nullable(Type.String({ description: 'The merchant’s reply' })),
  merchantReplyTime: Nullable(Timestamp('Replied')),
  createTime: Timestamp('Written'),
  merId: Type.Integer(),
  merName: Type.String(),
  orderInfoId: Nullable(Type.Integer({ description: 'The order line it reviews (null for reviews not written from an order)' })),
  merOrderNo: Nullable(Type.String({ description: 'The merchant order it came from' })),
};

export const MyReview = Type.Object(reviewCommon, { description: 'One of the caller’s reviews' });
export type MyReview = Static<typeof MyReview>;
export const MyReviewPage = PageOf(MyReview, 'PageInfo of the caller’s reviews, newest first');

// ---- operator ------------------------------------------------------------------------------------------------------

export const AdminReview = Type.Object(
  {
    ...reviewCommon,
    uid: Nullable(Type.Integer({ description: 'The reviewer (app_user.id)' })),
    nickname: Type.String({ description: 'The reviewer’s name as shown' }),
  },
  { description: 'A review as the operator sees it' },
);
export type AdminReview = Static<typeof AdminReview>;
export const AdminReviewPage = PageOf(AdminReview, 'PageInfo of reviews, newest first');

export const AdminReviewQuery = Type.Object({
  replied: Type.Optional(
    Type.Union([Type.Literal('yes'), Type.Literal('no')], { description: 'yes: answered by the merchant; no: not yet; all when absent' }),
  ),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});

export const ReviewIdParams = Type.Object({ id: Id('The review') });

export const ReplyBody = Type.Object(
  { content: Type.String({ maxLength: 5000, description: 'The merchant’s reply, 1–512 characters once trimmed' }) },
  { description: 'The merchant’s reply (a second reply replaces the first)' },
);
