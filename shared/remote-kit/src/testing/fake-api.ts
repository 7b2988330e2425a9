import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { configureApi } from '@mall/api-client';

export interface RecordedCall {
  method: string;
  url: string;
  params: Record<string, unknown>;
  /** JSON bodies parsed (a raw string body stays a string); FormData as sent. */
  body: unknown;
  /** Request headers, names in lower case. */
  headers: Record<string, string>;
}

export type Answer = { code: number; message: string; data: unknown };
type Handler = (call: RecordedCall, config: InternalAxiosRequestConfig) => Answer | Promise<Answer>;

export const ok = (data: unknown, message = 'ok'): Answer => ({ code: 200, message, data });
export const fail = (code: number, message = ''): Answer => ({ code, message, data: null });

/** A PageInfo as the API sends it (the pages read list and total); `pageNum` is the page it answers. */
export const page = <T>(list: T[], total = list.length, limit = 10, pageNum = 1) => ({
  list,
  total,
  pageNum,
  pageSize: limit,
  pages: Math.max(1, Math.ceil(total / limit)),
});

/**
 * The API behind the real client: an axios adapter answering envelopes by "METHOD /path". Unknown routes
 * answer code 404 (or `otherwise`), every call is recorded with its query and body.
 */
export function installFakeApi({ otherwise }: { otherwise?: Answer } = {}) {
  const routes = new Map<string, Handler>();
  const unserved = new Set<string>();
  const calls: RecordedCall[] = [];

  const adapter: AxiosAdapter = async (config) => {
    let body: unknown = config.data;
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body);
      } catch {
        // Not JSON: keep the text.
      }
    }
    const call: RecordedCall = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      params: { ...((config.params as Record<string, unknown>) ?? {}) },
      body,
      headers: Object.fromEntries(
        Object.entries(config.headers?.toJSON() ?? {}).map(([name, value]) => [name.toLowerCase(), String(value)]),
      ),
    };
    calls.push(call);
    if (unserved.has(`${call.method} ${call.url}`)) {
      // What a backend of the contract's family answers for a path it does not have (Spring's own 404 page).
      const response = {
        data: { status: 404, error: 'Not Found', path: call.url },
        status: 404,
        statusText: 'Not Found',
        headers: {},
        config,
      };
      throw new AxiosError('Request failed with status code 404', AxiosError.ERR_BAD_REQUEST, config, null, response);
    }
    const handler = routes.get(`${call.method} ${call.url}`);
    const answer = handler ? await handler(call, config) : (otherwise ?? fail(404, `No fake route for ${call.method} ${call.url}`));
    return { data: answer, status: 200, statusText: 'OK', headers: {}, config };
  };

  configureApi({ baseURL: 'http://api.test', adapter });

  return {
    calls,
    /** Answers `METHOD /path` with `ok(data)`, or with whatever a handler returns. */
    on(route: string, answer: unknown) {
      routes.set(route, typeof answer === 'function' ? (answer as Handler) : () => ok(answer));
    },
    /** `METHOD /path` is not served at all: HTTP 404, as a backend of the contract's family answers our extensions. */
    notServed(route: string) {
      unserved.add(route);
    },
    callsTo(route: string) {
      const [method, url] = route.split(' ');
      return calls.filter((call) => call.method === method && call.url === url);
    },
  };
}

export type FakeApi = ReturnType<typeof installFakeApi>;
