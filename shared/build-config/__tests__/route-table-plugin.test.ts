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
