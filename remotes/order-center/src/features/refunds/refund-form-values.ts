import type { RefundApplyInfo, RefundApplyRequest } from '@mall/contract';
import { fromCents, toCents } from '@mall/remote-kit';
import { mostRefundableCents } from '../../lib/refund-amount';

/** Limits of the return request (contract: instructions ≤ 255; spec: remark ≤ 100, 5 pictures). */
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

/**
 * Whether the backend takes part of an order back: ours sends what each number of units may take (`maxRefundPrices`,
 * `refundablePrice`). A backend of the contract's family sends neither and always refunds the whole order (docs/contract.md, "Order center"),
 * so the form then asks for no quantity or amount.
 */
export function offersPartialRefund(info: Pick<RefundApplyInfo, 'maxRefundPrices' | 'orderInfoList'>): boolean {
  return info.maxRefundPrices !== undefined || info.orderInfoList.some((line) => line.refundablePrice !== undefined);
}

/**
 * The body of POST order/refund: pictures comma-joined (as the contract takes them), the amount normalised to 2 decimals; without
 * partial refunds (`partial` false) the contract's body alone: the whole order.
 */
export function refundRequestOf(orderNo: string, values: RefundFormValues, partial = true): RefundApplyRequest {
  const request: RefundApplyRequest = {
    orderNo,
    text: values.text.trim(),
    refund_reason_wap_explain: values.explain.trim(),
    refund_reason_wap_img: values.pictures.join(','),
    mark: values.mark.trim(),
  };
  return partial ? { ...request, refundNum: Number(values.refundNum), refundPrice: normalAmount(values.refundPrice) } : request;
}
