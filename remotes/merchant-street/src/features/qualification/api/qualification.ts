import { request, withOptions, type CallOptions } from '@mall/api-client';
import { getData } from '@mall/api-client/calls';
import type { MerchantCaptcha, MerchantQualification } from '@mall/contract';
import { apiPath } from '@mall/contract/endpoints';
import * as endpoints from '@mall/contract/endpoints';

/** GET /api/front/merchant/qualification/captcha/{id}: a new picture challenge. */
export function getMerchantCaptcha(merId: number, options?: CallOptions): Promise<MerchantCaptcha> {
  return getData(apiPath(endpoints.qualificationCaptcha, { id: merId }), undefined, options);
}

/**
 * GET /api/front/merchant/detail/{id}?captchaKey=&captcha=: with our server's challenge, code 400 unless the answer
 * is right (any case). `null`: no challenge (a backend of the contract's family, or ours with QUALIFICATION_CAPTCHA
 * off, where the captcha endpoint is not served and the detail is open).
 */
export function getMerchantQualification(
  merId: number,
  answer: { captchaKey: string; captcha: string } | null,
  options?: CallOptions,
): Promise<MerchantQualification> {
  return request({
    method: 'GET',
    url: apiPath(endpoints.merchantDetail, { id: merId }),
    ...(answer ? { params: { captchaKey: answer.captchaKey, captcha: answer.captcha.trim() } } : {}),
    ...withOptions(options),
  });
}

/** The JSON string array of `qualificationPicture` as URLs (nothing for a malformed value). */
export function parseQualificationPictures(value: string | null | undefined): string[] {
  try {
    const items: unknown = JSON.parse(value || '[]');
    return Array.isArray(items) ? items.filter((url): url is string => typeof url === 'string' && url !== '') : [];
  } catch {
    return [];
  }
}
