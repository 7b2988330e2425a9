import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { configureApi } from '@mall/api-client';

export interface RecordedCall {
  method: string;
  url: string;
  params: Record<string, unknown> | undefined;
  headers: Record<string, unknown>;
}

type Answer = { code: number; message: string; data: unknown };
type Handler = (config: InternalAxiosRequestConfig) => Answer | Promise<Answer>;

export const ok = (data: unknown): Answer => ({ code: 200, message: 'ok', data });
export const fail = (code: number, message = ''): Answer => ({ code, message, data: null });

/**
 * A stand-in for the API behind the real client: an axios adapter answering envelopes by
 * "METHOD /path". Unknown routes answer code 404. Every call is recorded.
 */
export function installFakeApi() {
  const routes = new Map<string, Handler>();
  const calls: RecordedCall[] = [];

  const adapter: AxiosAdapter = async (config) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    calls.push({
      method,
      url,
      params: config.params as Record<string, unknown> | undefined,
      headers: { ...(config.headers as object) },
    });
    const handler = routes.get(`${method} ${url}`);
    const body = handler ? await handler(config) : fail(404, `No fake route for ${method} ${url}`);
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
      return calls.filter((call) => call.method === method && call.url === url);
    },
  };
}

export type FakeApi = ReturnType<typeof installFakeApi>;
