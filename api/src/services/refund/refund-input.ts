import type { Db } from '../../infra/db';
import { badRequest, refused } from '../../lib/errors';
import type { RefundApplyBody } from '../../schemas/refund';
import { fromCents, toCents } from '../order/cents';
import { ownUploadPaths } from '../upload/upload-references';
import type { RefundPlan } from './refund-amounts';
import { isRefundReason } from './refund-reasons';
import './messages';

/** A refund request after its checks: the units, the amount in cents and the texts as stored. */
export interface RefundInput {
  reason: string;
  explain: string;
  /** Media paths of the proof pictures (the caller's own uploads). */
  pictures: string[];
  mark: string;
  num: number;
  priceCents: number;
  maxCents: number;
}

const MAX_PROOF_PICTURES = 5;
const MAX_EXPLAIN = 255;
const MAX_MARK = 100;
const AMOUNT = /^-?[0-9]{1,10}(\.[0-9]{1,2})?$/;

/** Characters as a reader counts them (an emoji is one), for the length rules. */
const length = (s: string) => [...s].length;

/**
 * Checks a refund request against the rules of docs/order-center-contract.md ("Refunds") and the order's amounts:
 * the reason is one of the server's list; instructions ≤ 255 and remark ≤ 100 characters; at most 5 pictures, each
 * the caller's JPG/PNG upload; 1..totalNum units; an amount from 0.01 to what those units paid (computed here, in
 * cents — never taken from the client). Malformed input answers 400, an amount out of bounds 500 (refused).
 */
export async function checkRefundInput(
  tx: Db,
  publicUrl: string,
  uid: number,
  body: RefundApplyBody,
  plan: RefundPlan,
): Promise<RefundInput> {
  const reason = body.text.trim();
  if (!(await isRefundReason(tx, reason))) throw badRequest('refund.reason.invalid');
  const explain = (body.refund_reason_wap_explain ?? '').trim();
  if (length(explain) > MAX_EXPLAIN) throw badRequest('refund.explain.tooLong');
  const mark = (body.mark ?? '').trim();
  if (length(mark) > MAX_MARK) throw badRequest('refund.mark.tooLong');
  const urls = (body.refund_reason_wap_img ?? '')
    .split(',')
    .map((u) => u.trim())
    .filter((u) => u !== '');
  if (urls.length > MAX_PROOF_PICTURES) throw badRequest('refund.pictures.tooMany');
  const pictures = await ownUploadPaths(tx, publicUrl, uid, urls);

  const num = body.refundNum ?? plan.totalNum;
  if (!Number.isInteger(num) || num < 1 || num > plan.totalNum) throw badRequest('refund.num.invalid', { max: plan.totalNum });
  const maxCents = plan.maxFor(num);
  let priceCents = maxCents;
  if (body.refundPrice !== undefined) {
    const text = body.refundPrice.trim();
    if (!AMOUNT.test(text)) throw badRequest('refund.price.invalid');
    priceCents = toCents(text);
  }
  if (priceCents <= 0) throw refused('refund.price.tooLow');
  if (priceCents > maxCents) throw refused('refund.price.tooHigh', { max: fromCents(maxCents) });
  return { reason, explain, pictures, mark, num, priceCents, maxCents };
}
