import retryPlugin from '../retry';

type Plugin = ReturnType<typeof retryPlugin>;
type LoadEntryErrorArgs = Parameters<NonNullable<Plugin['loadEntryError']>>[0];

describe('retry runtime plugin', () => {
  const plugin = retryPlugin();
  const realFetch = global.fetch;

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    global.fetch = realFetch;
  });

  it('asks for a manifest again twice, with backoff', async () => {
    const ok = { ok: true, status: 200 } as Response;
    const fetchMock = jest
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce({ ok: false, status: 503 } as Response)
      .mockResolvedValueOnce(ok);
    global.fetch = fetchMock;
    const result = plugin.fetch!('http://localhost:3003/mf-manifest.json', {});
    await jest.advanceTimersByTimeAsync(400);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(1200);
    await expect(result).resolves.toBe(ok);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('gives up after the second retry, and at once on a 404', async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const down = plugin.fetch!('http://localhost:3003/mf-manifest.json', {});
    const assertion = expect(down).rejects.toThrow('Failed to fetch');
    await jest.advanceTimersByTimeAsync(2000);
    await assertion;
    expect(global.fetch).toHaveBeenCalledTimes(3);

    global.fetch = jest.fn().mockResolvedValue({ ok: false, status: 404 } as Response);
    await expect(plugin.fetch!('http://localhost:3003/mf-manifest.json', {})).rejects.toThrow('HTTP 404');
    expect(global.fetch).toHaveBeenCalledTimes(1);
  });

  it('loads a failed remote entry again, forgetting the failed attempt first', async () => {
    const entry = { get: jest.fn(), init: jest.fn() };
    const globalLoading: Record<string, Promise<undefined> | undefined> = { 'checkout:entry': Promise.resolve(undefined) };
    const getRemoteEntry = jest
      .fn()
      .mockImplementationOnce(() => {
        expect(globalLoading['checkout:entry']).toBeUndefined();
        return Promise.reject(new Error('ScriptNetworkError'));
      })
      .mockResolvedValueOnce(entry);
    const args = { getRemoteEntry, globalLoading, uniqueKey: 'checkout:entry' } as unknown as LoadEntryErrorArgs;
    const result = plugin.loadEntryError!(args);
    await jest.advanceTimersByTimeAsync(400 + 1200);
    await expect(result).resolves.toBe(entry);
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
  });
});
