/**
 * @jest-environment node
 */
// The skew rule of the shared singletons (docs/deploying-a-remote.md): an app requires the major of what it declares,
// strictly, so a remote ahead of the host by a minor loads and one a major ahead is refused.
import { join } from 'node:path';

import { majorRange, sharedSingletons } from '../shared-deps.cjs';

const catalog = join(__dirname, '..', '..', '..', 'remotes', 'catalog');

describe('shared singletons', () => {
  it('require the major of the declared range (the minor below 1.0.0)', () => {
    expect(majorRange('^12.3.0')).toBe('^12.0.0');
    expect(majorRange('19.3.1')).toBe('^19.0.0');
    expect(majorRange('~11.14.1')).toBe('^11.0.0');
    expect(majorRange('^0.1.4')).toBe('^0.1.0');
    expect(() => majorRange('latest')).toThrow(/cannot read a version/);
  });

  it('are strict singletons of the major the app declares', () => {
    const shared = sharedSingletons(catalog);
    expect(shared['react-intl']).toEqual({ singleton: true, strictVersion: true, requiredVersion: '^12.0.0' });
    expect(shared.react).toEqual({ singleton: true, strictVersion: true, requiredVersion: '^19.0.0' });
    // workspace:* packages: their own version (0.x: the minor is the breaking part).
    expect(shared['@mall/event-bus']).toEqual({ singleton: true, strictVersion: true, requiredVersion: '^0.1.0' });
  });

  it('build a skewed remote: what it declares and the version it offers', () => {
    const shared = sharedSingletons(catalog, { 'react-intl': { declared: '^13.1.0', installed: '13.1.0' } });
    expect(shared['react-intl']).toEqual({ singleton: true, strictVersion: true, requiredVersion: '^13.0.0', version: '13.1.0' });
    expect(shared.react.requiredVersion).toBe('^19.0.0');
  });
});
