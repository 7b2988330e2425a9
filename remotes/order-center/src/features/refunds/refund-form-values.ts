import type { RefundApplyInfo, RefundApplyRequest } from '@mall/api-client';
import { fromCents, toCents } from '../../lib/money';
import { mostRefundableCents } from '../../lib/refund-amount';

/** Limits of the return request (contract: reason 1..255, instructions ≤ 255; spec: remark ≤ 100, 5 pictures). */
export const REASON_LIMIT = 255;
export const EXPLAIN_LIMIT = 255;
export const REMARK_LIMIT = 100;

export interface RefundFormValues {
  /** Units returned, as the select's value. */
  refundNum: string;
  /** The amount asked for, as typed. */
  refundPrice: string;
  text: string;
  explain: string;
  pictures: string[];
  mark: string;
}

/** The most `units` units of the order may ask for, as a 2-decimal string. */
export const mostRefundable = (info: RefundApplyInfo, units: number): string => fromCents(mostRefundableCents(info, units));

/** Everything returned, for the most those units paid. */
export function initialRefundValues(info: RefundApplyInfo): RefundFormValues {
  return {
    refundNum: String(info.totalNum),
    refundPrice: mostRefundable(info, info.totalNum),
    text: '',
    explain: '',
    pictures: [],
    mark: '',
  };
}

/** An amount as typed ("12.5", "12,50" with a decimal comma) in the API's form; '' when it is not one. */
export function normalAmount(typed: string | undefined): string {
  const text = (typed ?? '').trim().replace(',', '.');
  return /^\d+(\.\d{1,2})?$/.test(text) ? fromCents(toCents(text)) : '';
}

/** The characters a text counts, as the server counts them (code points). */
export const textLength = (value: string | undefined) => [...(value ?? '')].length;

/** The body of POST order/refund: pictures comma-joined (facts 2.11), the amount normalised to 2 decimals. */
export function refundRequestOf(orderNo: string, values: RefundFormValues): RefundApplyRequest {
  return {
    orderNo,
    text: values.text.trim(),
    refund_reason_wap_explain: values.explain.trim(),
    refund_reason_wap_img: values.pictures.join(','),
    refundNum: Number(values.refundNum),
    refundPrice: normalAmount(values.refundPrice),
    mark: values.mark.trim(),
  };
}
