import * as api from '../index';
import * as calls from '@mall/api-client/calls';
import { createFakeTransport } from './fake-transport';

describe('@mall/api-client entry', () => {
  it('exports the client core, the session helpers and the shared home data', () => {
    const functions = [
      'configureApi',
      'getApiBaseUrl',
      'request',
      'requestEnvelope',
      'withOptions',
      'setSession',
      'getToken',
      'clearSession',
      'rememberPath',
      'takeRememberedPath',
      'getPcHomeIndex',
      'customerServiceLink',
    ] as const;
    for (const name of functions) expect({ name, type: typeof api[name] }).toEqual({ name, type: 'function' });
    expect(api.AUTH_STRATEGIES.email).toBe('local2');
    expect(new api.ApiError(404, 'x')).toBeInstanceOf(Error);
  });

  it('keeps every other call out of the shared entry: an app owns its calls, the shared ones are a sub-path', async () => {
    for (const name of ['getMerchantTypes', 'getUserInfo', 'getProductCategoryTree', 'loginWithEmail', 'logout', 'getUserMenu']) {
      expect({ name, inEntry: name in api }).toEqual({ name, inEntry: false });
    }
    const transport = createFakeTransport();
    api.configureApi({ baseURL: 'http://api.test', adapter: transport.adapter });
    transport.answer(200, [{ id: 1, name: 'Flagship' }]);
    await expect(calls.getMerchantTypes()).resolves.toEqual([{ id: 1, name: 'Flagship' }]);
    expect(transport.lastRequest().baseURL).toBe('http://api.test');
  });
});
