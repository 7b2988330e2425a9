import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { configureApi } from '@mall/api-client';

export interface RecordedCall {
  method: string;
  url: string;
  params: Record<string, unknown>;
  body: unknown;
}

type Answer = { code: number; message: string; data: unknown };
type Handler = (call: RecordedCall) => Answer | Promise<Answer>;

export const ok = (data: unknown, message = 'Success'): Answer => ({ code: 200, message, data });
export const fail = (code: number, message = ''): Answer => ({ code, message, data: null });

/** A PageInfo as the API sends it (the fields the storefront reads). */
export const pageOf = <T>(list: T[], total = list.length, pageNum = 1, pageSize = 20) => ({
  list,
  total,
  pageNum,
  pageSize,
  pages: Math.ceil(total / pageSize),
});

/**
 * The API behind the real client: an axios adapter answering envelopes by "METHOD /path". Unknown routes answer
 * code 404. Every call is recorded with its query parameters and parsed body.
 */
export function installFakeApi() {
  const routes = new Map<string, Handler>();
  const calls: RecordedCall[] = [];

  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const call: RecordedCall = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      params: { ...((config.params as Record<string, unknown> | undefined) ?? {}) },
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
    };
    calls.push(call);
    const handler = routes.get(`${call.method} ${call.url}`);
    const body = handler ? await handler(call) : fail(404, `No fake route for ${call.method} ${call.url}`);
    return { data: body, status: 200, statusText: 'OK', headers: {}, config };
  };

  configureApi({ baseURL: 'http://api.test', adapter });

  return {
    calls,
    /** Answers `METHOD /path` with `ok(data)`, or with whatever a handler returns. */
    on(route: string, answer: unknown | Handler) {
      routes.set(route, typeof answer === 'function' ? (answer as Handler) : () => ok(answer));
    },
    callsTo(route: string) {
      const [method, url] = route.split(' ');
      return calls.filter((c) => c.method === method && c.url === url);
    },
  };
}

export type FakeApi = ReturnType<typeof installFakeApi>;
