import type { CallOptions } from '@mall/api-client';
import { getData, pageParams, postData } from '@mall/api-client/calls';
import type {
  PageInfo,
  PageQuery,
  RefundApplyInfo,
  RefundApplyRequest,
  RefundApplyResponse,
  RefundDetail,
  RefundListItem,
} from '@mall/contract';
import { apiPath } from '@mall/contract/endpoints';
import * as endpoints from '@mall/contract/endpoints';

/** GET /api/front/order/apply/refund/{orderNo}: the lines and what they paid; refused orders answer 500. */
export function getRefundApplyInfo(orderNo: string, options?: CallOptions): Promise<RefundApplyInfo> {
  return getData(apiPath(endpoints.refundApply, { orderNo }), undefined, options);
}

/** GET /api/front/order/refund/reason: the reasons a shopper may choose. */
export function getRefundReasons(options?: CallOptions): Promise<string[]> {
  return getData(endpoints.refundReasons, undefined, options);
}

/** POST /api/front/order/refund: the return request → its RE number. */
export function applyRefund(body: RefundApplyRequest, options?: CallOptions): Promise<RefundApplyResponse> {
  return postData(endpoints.refundCreate, body, options);
}

/** GET /api/front/order/refund/list: the shopper's refunds, newest first. */
export function getRefundList(query: PageQuery = {}, options?: CallOptions): Promise<PageInfo<RefundListItem>> {
  return getData(endpoints.refundList, pageParams(query, 10), options);
}

/** GET /api/front/order/refund/detail/{refundOrderNo}. */
export function getRefundDetail(refundOrderNo: string, options?: CallOptions): Promise<RefundDetail> {
  return getData(apiPath(endpoints.refundDetail, { refundOrderNo }), undefined, options);
}

/** The proof pictures of a refund (a comma-joined string); [] when there are none. */
export function refundPictures(refund: Pick<RefundDetail, 'refundReasonWapImg'>): string[] {
  return (refund.refundReasonWapImg ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter((url) => url !== '');
}
