import { request, withOptions, type CallOptions } from '@mall/api-client';
import type { FileResult, UploadModel } from '@mall/contract';
import * as endpoints from '@mall/contract/endpoints';

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
    url: endpoints.uploadImage,
    params: { model: target.model ?? 'product', pid: target.pid ?? 1 },
    data: form,
    ...withOptions(options),
  });
}
