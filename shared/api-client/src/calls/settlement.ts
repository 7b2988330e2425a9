// Typed calls of the merchant settlement pages (facts 2.17) and the picture upload (facts 2.18).
// Not part of the shared singleton: each remote bundles the calls it uses (package.json "exports"); the
// request function is the singleton's, through the package's own name.
import { request, requestEnvelope, withOptions, type CallOptions } from '@mall/api-client';
import type {
  ApiMessage,
  FileResult,
  MerchantSettled,
  MerchantSettledApplyRequest,
  PageInfo,
  SettledAgreement,
  UploadModel,
} from '@mall/contract';

/** GET /api/front/merchant/settled/agreement. */
export function getSettledAgreement(options?: CallOptions): Promise<SettledAgreement> {
  return request<SettledAgreement>({ method: 'GET', url: '/api/front/merchant/settled/agreement', ...withOptions(options) });
}

/** POST /api/front/captcha/email/merchant/settled: the body is the raw email as a JSON string. */
export async function sendSettledEmailCode(email: string, options?: CallOptions): Promise<ApiMessage> {
  const { message } = await requestEnvelope<boolean>({
    method: 'POST',
    url: '/api/front/captcha/email/merchant/settled',
    data: JSON.stringify(email),
    headers: { 'Content-Type': 'application/json' },
    ...withOptions(options),
  });
  return { message };
}

/** POST /api/front/merchant/settled/apply. */
export async function applyMerchantSettled(body: MerchantSettledApplyRequest, options?: CallOptions): Promise<ApiMessage> {
  const { message } = await requestEnvelope<null>({
    method: 'POST',
    url: '/api/front/merchant/settled/apply',
    data: body,
    ...withOptions(options),
  });
  return { message };
}

/** POST /api/front/merchant/settled/reapply/{id}: a rejected application, edited (our API; not in the contract). */
export async function reapplyMerchantSettled(id: number, body: MerchantSettledApplyRequest, options?: CallOptions): Promise<ApiMessage> {
  const { message } = await requestEnvelope<null>({
    method: 'POST',
    url: `/api/front/merchant/settled/reapply/${id}`,
    data: body,
    ...withOptions(options),
  });
  return { message };
}

/** GET /api/front/merchant/settled/record: the caller's applications, newest first. */
export function getSettledRecord(query: { page?: number; limit?: number } = {}, options?: CallOptions): Promise<PageInfo<MerchantSettled>> {
  return request<PageInfo<MerchantSettled>>({
    method: 'GET',
    url: '/api/front/merchant/settled/record',
    params: { page: query.page ?? 1, limit: query.limit ?? 20 },
    ...withOptions(options),
  });
}

/** GET /api/front/merchant/settled/detail/{id}: one of the caller's applications with its history (our API). */
export function getSettledDetail(id: number, options?: CallOptions): Promise<MerchantSettled> {
  return request<MerchantSettled>({ method: 'GET', url: `/api/front/merchant/settled/detail/${id}`, ...withOptions(options) });
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

/** POST /api/front/upload/image?model=&pid=: one picture in the multipart field "multipart". */
export function uploadImage(
  file: Blob,
  fileName: string,
  target: { model?: UploadModel; pid?: number } = {},
  options?: CallOptions,
): Promise<FileResult> {
  const form = new FormData();
  form.append('multipart', file, fileName);
  return request<FileResult>({
    method: 'POST',
    url: '/api/front/upload/image',
    params: { model: target.model ?? 'product', pid: target.pid ?? 1 },
    data: form,
    ...withOptions(options),
  });
}
