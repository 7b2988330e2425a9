import type { ComponentType } from 'react';
import fallbackPlugin from '../fallback';
import { RemoteUnavailableError, isFallbackModule } from '../../lib/remote-unavailable-error';

type ErrorArgs = Parameters<NonNullable<ReturnType<typeof fallbackPlugin>['errorLoadRemote']>>[0];

describe('fallback runtime plugin', () => {
  const plugin = fallbackPlugin();
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('answers a failed module request with pages that report the remote as unavailable', async () => {
    const cause = new Error('RUNTIME-003');
    const module = (await plugin.errorLoadRemote!({
      id: 'checkout/pages',
      error: cause,
      lifecycle: 'onLoad',
      remote: { name: 'checkout' },
    } as ErrorArgs)) as { pages: Record<string, ComponentType> };
    expect(isFallbackModule(module)).toBe(true);
    const Page = module.pages.shoppingCart as () => null;
    expect(() => Page()).toThrow(RemoteUnavailableError);
    try {
      Page();
    } catch (error) {
      expect((error as RemoteUnavailableError).remote).toBe('checkout');
      expect((error as Error).cause).toBe(cause);
    }
  });

  it('leaves other lifecycles (a failed manifest) to the runtime', async () => {
    const result = await plugin.errorLoadRemote!({
      id: 'http://localhost:3003/mf-manifest.json',
      error: new Error('down'),
      lifecycle: 'afterResolve',
    } as ErrorArgs);
    expect(result).toBeUndefined();
  });
});
