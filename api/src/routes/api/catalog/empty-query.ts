import type { FastifyRequest } from 'fastify';

/**
 * preValidation hook: a query parameter sent empty (`cid=&minPrice=`, as the contract's storefront sends unused
 * filters) counts as not sent, so it neither fails validation nor filters anything.
 */
export async function dropEmptyQuery(req: FastifyRequest): Promise<void> {
  const query = req.query as Record<string, unknown> | undefined;
  if (!query || typeof query !== 'object') return;
  for (const [key, value] of Object.entries(query)) if (value === '') delete query[key];
}
