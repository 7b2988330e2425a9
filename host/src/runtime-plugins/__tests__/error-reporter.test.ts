import { CLIENT_ERRORS_PATH, MAX_REPORTS, reportError, startErrorReporter } from '../../lib/error-reporter';
import fallbackPlugin from '../fallback';

type FallbackArgs = Parameters<NonNullable<ReturnType<typeof fallbackPlugin>['errorLoadRemote']>>[0];

describe('the error reporter', () => {
  let fetchMock: jest.Mock;
  let stop: () => void = () => undefined;
  const bodies = () => fetchMock.mock.calls.map(([, init]) => JSON.parse((init as RequestInit).body as string));
  beforeEach(() => {
    fetchMock = jest.fn().mockResolvedValue({ ok: true, status: 200 });
    global.fetch = fetchMock;
    window.history.replaceState(null, '', '/order/confirm?token=secret#part');
  });
  afterEach(() => {
    stop();
    jest.restoreAllMocks();
  });

  it('sends uncaught errors to the API with the page path only, and reports made before the start once it starts', () => {
    reportError({ kind: 'error', message: 'before the configuration' });
    expect(fetchMock).not.toHaveBeenCalled();
    stop = startErrorReporter('https://api.shop.example/');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    window.dispatchEvent(
      new ErrorEvent('error', {
        error: new TypeError('x is undefined'),
        filename: 'https://shop.example/main.js?v=3',
        lineno: 12,
        colno: 4,
      }),
    );
    expect(fetchMock.mock.calls[1][0]).toBe(`https://api.shop.example${CLIENT_ERRORS_PATH}`);
    expect(fetchMock.mock.calls[1][1]).toMatchObject({ method: 'POST', keepalive: true, credentials: 'omit' });
    expect(bodies()).toEqual([
      { kind: 'error', message: 'before the configuration', page: '/order/confirm' },
      {
        kind: 'error',
        message: 'TypeError: x is undefined',
        source: 'https://shop.example/main.js',
        line: 12,
        column: 4,
        page: '/order/confirm',
      },
    ]);
  });

  it('reports unhandled rejections and remotes that failed to load (the fallback plugin)', async () => {
    stop = startErrorReporter('https://api.shop.example');
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.assign(rejection, { reason: new Error('network down') });
    window.dispatchEvent(rejection);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await fallbackPlugin().errorLoadRemote!({
      id: 'checkout/pages',
      error: new Error('RUNTIME-003'),
      lifecycle: 'onLoad',
      remote: { name: 'checkout' },
    } as FallbackArgs);
    expect(bodies()).toEqual([
      { kind: 'unhandledrejection', message: 'Error: network down', page: '/order/confirm' },
      { kind: 'remote-load', remote: 'checkout', message: 'remote "checkout" unavailable: RUNTIME-003', page: '/order/confirm' },
    ]);
  });

  it('sends each distinct error once and at most MAX_REPORTS per page load', () => {
    stop = startErrorReporter('https://api.shop.example');
    for (let i = 0; i < 3; i++) reportError({ kind: 'error', message: 'same' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    for (let i = 0; i < MAX_REPORTS * 2; i++) reportError({ kind: 'error', message: `error ${i}` });
    expect(fetchMock).toHaveBeenCalledTimes(MAX_REPORTS);
    expect(bodies().every((b) => b.message.length <= 500)).toBe(true);
  });

  it('never throws when the API cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    stop = startErrorReporter('https://api.shop.example');
    expect(() => reportError({ kind: 'error', message: 'x'.repeat(2000) })).not.toThrow();
    await Promise.resolve();
    expect(bodies()[0].message).toHaveLength(500);
  });
});
