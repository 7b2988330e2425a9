import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import Cookies from 'js-cookie';

type Reply = { status: number; body: unknown } | { networkError: true };

/** An axios adapter that records each request and answers from a queue (default: code 200, data null). */
export function createFakeTransport() {
  const requests: InternalAxiosRequestConfig[] = [];
  const replies: Reply[] = [];

  const adapter: AxiosAdapter = async (config) => {
    requests.push(config);
    const reply = replies.shift() ?? { status: 200, body: { code: 200, message: 'ok', data: null } };
    if ('networkError' in reply) throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    const response: AxiosResponse = {
      data: reply.body,
      status: reply.status,
      statusText: String(reply.status),
      headers: new AxiosHeaders(),
      config,
    };
    // Built-in adapters settle through validateStatus; so does this one.
    if (config.validateStatus && !config.validateStatus(reply.status)) {
      throw new AxiosError('Request failed', AxiosError.ERR_BAD_RESPONSE, config, null, response);
    }
    return response;
  };

  return {
    adapter,
    requests,
    lastRequest: () => requests[requests.length - 1],
    answer(code: number, data: unknown = null, message = '') {
      replies.push({ status: 200, body: { code, message, data } });
    },
    answerRaw(status: number, body: unknown) {
      replies.push({ status, body });
    },
    failNetwork() {
      replies.push({ networkError: true });
    },
  };
}

export function clearAllCookies(): void {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
}
