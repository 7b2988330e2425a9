/**
 * @jest-environment node
 */
// The host's build writes the route table of @mall/routes as dist/route-table.json for its server
// (scripts/serve-static.mjs): the file must hold exactly the table the router uses.
import { createRequire } from 'node:module';
import { ROUTES } from '../../routes/src';

const { readRouteTable } = createRequire(__filename)('../route-table-plugin.cjs') as { readRouteTable: () => unknown[] };

describe('route-table.json', () => {
  it('is the route table, read from its source', () => {
    expect(readRouteTable()).toEqual(JSON.parse(JSON.stringify(ROUTES)));
  });
});

describe('robots.txt', () => {
  const plugin = createRequire(__filename)('../route-table-plugin.cjs') as {
    robotsTxt: (routes: readonly unknown[]) => string;
  };
  const robots = plugin.robotsTxt(ROUTES);
  const disallowed = [...robots.matchAll(/^Disallow: (\S+)$/gm)].map((match) => match[1]);
  const blocked = (path: string) => disallowed.some((prefix) => path.startsWith(prefix));
  const sample = (path: string) => path.replace(/:\w+/g, '7').replace(/\*$/, 'home');

  it('keeps crawlers out of every private page, bare and under each locale prefix, and out of no public one', () => {
    for (const route of ROUTES) {
      for (const prefix of ['', '/zh-CN', '/fr', '/th', '/lao']) {
        const url = `${prefix}${sample(route.path)}`.replace(/(.)\/$/, '$1');
        expect({ url, blocked: blocked(url) }).toEqual({ url, blocked: 'noindex' in route });
      }
    }
    expect(disallowed).toContain('/users/');
    expect(disallowed).toContain('/lao/order/shopping_cart');
  });

  it('names the sitemap index at the API’s address, which the server fills in', () => {
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Sitemap: __API_BASE_URL__\/api\/sitemap\/index\.xml$/m);
  });
});
