import axios, { type AxiosAdapter, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { bus } from '@mall/event-bus';
import { ApiError, canceledError, envelopeError, malformedAnswerError, networkError } from './api-error';
import { addMallHeaders } from './request-headers';
import { handleSessionLost } from './session-lost';
import type { ApiEnvelope } from '@mall/contract';

export interface ApiRequestConfig<D = unknown> extends AxiosRequestConfig<D> {
  /** No toast and no login dialog for this call (session clean-up still happens). */
  silent?: boolean;
}

/** What every typed call accepts. */
export interface CallOptions {
  silent?: boolean;
  signal?: AbortSignal;
}

/** Turns a call's options into request config fields. */
export function withOptions(options: CallOptions | undefined): Pick<ApiRequestConfig, 'silent' | 'signal'> {
  return { silent: options?.silent, signal: options?.signal };
}

export interface ApiSettings {
  baseURL: string;
  timeout?: number;
  /** Replaces the transport (tests, server rendering). */
  adapter?: AxiosAdapter;
}

const DEFAULT_TIMEOUT_MS = 30000;

const instance = axios.create({
  timeout: DEFAULT_TIMEOUT_MS,
  // The API answers 200 for every outcome; any other status means no usable answer.
  validateStatus: (status) => status === 200,
});
instance.interceptors.request.use(addMallHeaders);

let configuration = 0;

/** Changes with every configureApi: answers kept for a page (e.g. the shared home data) belong to one setting. */
export function apiConfiguration(): number {
  return configuration;
}

export function configureApi({ baseURL, timeout, adapter }: ApiSettings): void {
  configuration += 1;
  instance.defaults.baseURL = baseURL;
  instance.defaults.timeout = timeout ?? DEFAULT_TIMEOUT_MS;
  if (adapter) instance.defaults.adapter = adapter;
}

export function getApiBaseUrl(): string {
  return instance.defaults.baseURL ?? '';
}

function isEnvelope(body: unknown): body is ApiEnvelope<unknown> {
  return typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'number';
}

function transportError(error: unknown): ApiError {
  if (axios.isCancel(error)) return canceledError();
  if (axios.isAxiosError(error) && error.response) return networkError(error.response.status);
  return networkError();
}

function reject(error: ApiError, silent: boolean): never {
  let toast = !silent && !error.canceled;
  if (error.isSessionLost) {
    // The session is gone: the dialog and the toast appear only off the home page (the home page works signed out).
    toast = handleSessionLost({ requestLogin: !silent }) && toast;
  }
  if (toast) {
    bus.publish('ui/toast', { kind: 'error', message: error.message, messageId: error.messageId });
  }
  throw error;
}

/** Sends one call and resolves the whole envelope of a code-200 answer; everything else rejects with ApiError. */
export async function requestEnvelope<T>(config: ApiRequestConfig): Promise<ApiEnvelope<T>> {
  const { silent = false, ...axiosConfig } = config;
  let response: AxiosResponse<unknown>;
  try {
    response = await instance.request<unknown>(axiosConfig);
  } catch (error) {
    return reject(transportError(error), silent);
  }
  const body = response.data;
  if (!isEnvelope(body)) return reject(malformedAnswerError(), silent);
  if (body.code !== 200) return reject(envelopeError(body.code, body.message), silent);
  return body as ApiEnvelope<T>;
}

/** Sends one call and resolves the envelope's `data`. */
export async function request<T>(config: ApiRequestConfig): Promise<T> {
  return (await requestEnvelope<T>(config)).data;
}
