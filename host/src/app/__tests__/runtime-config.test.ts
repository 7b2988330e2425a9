import { parseRuntimeConfig } from '../runtime-config';

const remotes = {
  catalog: 'http://localhost:3001/mf-manifest.json',
  merchantStreet: 'http://localhost:3002/mf-manifest.json',
  checkout: 'http://localhost:3003/mf-manifest.json',
  orderCenter: 'http://localhost:3004/mf-manifest.json',
  merchantSettlement: 'http://localhost:3005/mf-manifest.json',
};

describe('parseRuntimeConfig', () => {
  it('accepts the documented shape', () => {
    const config = { apiBaseUrl: 'http://localhost:8080', remotes };
    expect(parseRuntimeConfig(config)).toEqual(config);
  });

  it('rejects a config without a remote', () => {
    const { checkout: _missing, ...rest } = remotes;
    expect(() => parseRuntimeConfig({ apiBaseUrl: 'http://localhost:8080', remotes: rest })).toThrow(/checkout/);
  });

  it('rejects anything else', () => {
    expect(() => parseRuntimeConfig(null)).toThrow();
    expect(() => parseRuntimeConfig({ remotes })).toThrow(/apiBaseUrl/);
  });
});
