// Each remote exposes exactly the pages the route table (@mall/routes) gives it: read from the remote's own
// federation config (module-federation.config.js, what its build gets), so a page the host routes to but the remote
// lacks, or one it exposes that no route reaches, fails here.
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROUTES, routesOf, type RemoteName } from '../../shared/routes/src';

interface FederationConfig {
  name: RemoteName;
  exposes: Record<string, string>;
}

const remotesDir = join(__dirname, '..');
// The configs are CommonJS files named at run time (one per remote directory).
const load = createRequire(__filename);
const configs = readdirSync(remotesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== '__tests__' && entry.name !== 'node_modules')
  .map((entry) => ({
    dir: join(remotesDir, entry.name),
    config: load(join(remotesDir, entry.name, 'module-federation.config.js')) as FederationConfig,
  }));

describe('the remotes and the route table', () => {
  it('has one remote per owner the table names besides the host', () => {
    const owners = new Set(ROUTES.map((route) => route.remote).filter((owner) => owner !== 'host'));
    expect(configs.map(({ config }) => config.name).sort()).toEqual([...owners].sort());
  });

  it.each(configs.map(({ dir, config }) => [config.name, dir, config] as const))(
    '%s exposes one module, ./pages, with exactly its pages of the table',
    (name, dir, config) => {
      expect(Object.keys(config.exposes)).toEqual(['./pages']);
      const { pages } = load(join(dir, config.exposes['./pages'])) as { pages: Record<string, unknown> };
      expect(Object.keys(pages).sort()).toEqual(
        routesOf(name)
          .map((route) => route.page)
          .sort(),
      );
    },
  );
});
