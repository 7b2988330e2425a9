import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ok } from '../../../lib/envelope';
import { Envelope } from '../../../schemas/common';
import { OperatorHeaders } from '../../../schemas/admin';

const SectionStats = Type.Object({
  name: Type.String({ description: 'The section (home, product-lists, product-detail, …)' }),
  entries: Type.Integer({ description: 'Entries held now' }),
  hits: Type.Integer({ description: 'Answers served from a stored entry' }),
  joined: Type.Integer({ description: 'Answers that shared a load in flight for the same key' }),
  misses: Type.Integer({ description: 'Answers read from the database (all of them with CACHE_ENTRIES=0)' }),
  dropped: Type.Integer({ description: 'Of the misses: the entry had been dropped by a data change' }),
  evicted: Type.Integer({ description: 'Of the misses: the entry had been evicted to make room' }),
});

/**
 * The in-process public cache's counters, for `npm run bench:api` (hit ratio per mix) and an operator's look: an
 * internal route of this process (not the contract's), counters since the process started.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/admin/operator/cache',
    {
      schema: {
        tags: ['operator'],
        summary: 'Hit and miss counters of this API process’s public cache, per section',
        description: 'Since this process started. Internal: the bench reads it before and after each load to print the hit ratio.',
        headers: OperatorHeaders,
        response: { 200: Envelope(Type.Array(SectionStats), 'One row per cache section') },
      },
    },
    async () => ok(app.publicCache.stats()),
  );
};

export default routes;
