import { runtimeConfigFromEnv } from '@mall/platform/runtime-config';
import { fetchRuntimeConfig } from '../runtime-config';

// Every remote's manifest on localhost: what the servers write without an environment.
const { remotes } = runtimeConfigFromEnv({});

describe('fetchRuntimeConfig', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
  });
  afterEach(() => {
    document.getElementById('mall-runtime-config')?.remove();
  });

  /** The data block the server writes into the page's head. */
  function writeIntoPage(text: string) {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'mall-runtime-config';
    block.textContent = text;
    document.head.append(block);
  }

  it('takes the configuration the server wrote into the page without asking for it', async () => {
    writeIntoPage(JSON.stringify({ apiBaseUrl: 'https://api.example.com', remotes }));
    await expect(fetchRuntimeConfig()).resolves.toEqual({ apiBaseUrl: 'https://api.example.com', remotes });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['none', undefined],
    ['an incomplete one', JSON.stringify({ remotes })],
    ['one that is not JSON', '{"apiBaseUrl":'],
  ])('asks /runtime-config.json when the page holds %s', async (_case, text) => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    if (text !== undefined) writeIntoPage(text);
    fetchMock.mockResolvedValue({ ok: true, json: async () => ({ apiBaseUrl: 'http://localhost:8080', remotes }) });
    await expect(fetchRuntimeConfig()).resolves.toEqual({ apiBaseUrl: 'http://localhost:8080', remotes });
    expect(fetchMock).toHaveBeenCalledWith('/runtime-config.json', { cache: 'no-cache' });
  });
});
