import type { CallOptions } from '@mall/api-client';
import { getData, pageParams, postForMessage } from '@mall/api-client/calls';
import type { ApiMessage, MyReview, PageInfo, PageQuery, ReviewableLine, ReviewRequest } from '@mall/contract';
import { apiPath } from '@mall/contract/endpoints';
import * as endpoints from '@mall/contract/endpoints';

/** GET /api/front/order/reply/list: the shopper's received order lines still waiting for a review. */
export function getReviewableLines(query: PageQuery, options?: CallOptions): Promise<PageInfo<ReviewableLine>> {
  return getData(endpoints.orderReplyList, pageParams(query, 10), options);
}

/** GET /api/front/order/reply/info/{orderInfoId} (ours): one line to review; 404 when it is not the shopper's. */
export function getReviewableLine(orderInfoId: number, options?: CallOptions): Promise<ReviewableLine> {
  return getData(apiPath(endpoints.orderReplyInfo, { orderInfoId }), undefined, options);
}

/** POST /api/front/order/comment: once per line; refused when already reviewed or not received. */
export function submitReview(body: ReviewRequest, options?: CallOptions): Promise<ApiMessage> {
  return postForMessage(endpoints.orderComment, body, options);
}

/** The `pics` of a review request: a JSON array of the picture URLs, or '' without any (the contract's shape). */
export function reviewPicsValue(urls: readonly string[]): string {
  return urls.length > 0 ? JSON.stringify(urls) : '';
}

/** GET /api/front/reply/my/list (ours): the shopper's reviews, newest first, with the merchants' replies. */
export function getMyReviews(query: PageQuery, options?: CallOptions): Promise<PageInfo<MyReview>> {
  return getData(endpoints.myReplies, pageParams(query, 10), options);
}
