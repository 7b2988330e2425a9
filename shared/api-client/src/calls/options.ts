import type { ApiRequestConfig, CallOptions } from '../client';

/** Turns a call's options into request config fields. */
export function withOptions(options: CallOptions | undefined): Pick<ApiRequestConfig, 'silent' | 'signal'> {
  return { silent: options?.silent, signal: options?.signal };
}
