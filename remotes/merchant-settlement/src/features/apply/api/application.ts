import { requestEnvelope, withOptions, type CallOptions } from '@mall/api-client';
import { getData, postForMessage } from '@mall/api-client/calls';
import type { ApiMessage, MerchantSettled, MerchantSettledApplyRequest, SettledAgreement } from '@mall/contract';
import { apiPath } from '@mall/contract/endpoints';
import * as endpoints from '@mall/contract/endpoints';

/** GET /api/front/merchant/settled/agreement. */
export function getSettledAgreement(options?: CallOptions): Promise<SettledAgreement> {
  return getData(endpoints.settledAgreement, undefined, options);
}

/** POST /api/front/captcha/email/merchant/settled: the body is the raw email as a JSON string. */
export async function sendSettledEmailCode(email: string, options?: CallOptions): Promise<ApiMessage> {
  const { message } = await requestEnvelope<boolean>({
    method: 'POST',
    url: endpoints.settledEmailCode,
    data: JSON.stringify(email),
    headers: { 'Content-Type': 'application/json' },
    ...withOptions(options),
  });
  return { message };
}

/** POST /api/front/merchant/settled/apply. */
export function applyMerchantSettled(body: MerchantSettledApplyRequest, options?: CallOptions): Promise<ApiMessage> {
  return postForMessage(endpoints.settledApply, body, options);
}

/** POST /api/front/merchant/settled/reapply/{id}: a rejected application, edited (ours; not in the contract). */
export function reapplyMerchantSettled(id: number, body: MerchantSettledApplyRequest, options?: CallOptions): Promise<ApiMessage> {
  return postForMessage(apiPath(endpoints.settledReapply, { id }), body, options);
}

/** GET /api/front/merchant/settled/detail/{id}: one of the caller's applications with its history (ours). */
export function getSettledDetail(id: number, options?: CallOptions): Promise<MerchantSettled> {
  return getData(apiPath(endpoints.settledDetail, { id }), undefined, options);
}

/** The picture URLs of an application (its `qualificationPicture` JSON string); [] when unreadable. */
export function settledPictures(application: Pick<MerchantSettled, 'qualificationPicture'>): string[] {
  try {
    const value: unknown = JSON.parse(application.qualificationPicture);
    return Array.isArray(value) ? value.filter((url): url is string => typeof url === 'string') : [];
  } catch {
    return [];
  }
}
