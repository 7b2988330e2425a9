import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, Code } from '../../lib/errors';

export type TargetOf = (req: FastifyRequest) => string;

/**
 * Per-target limit of the code endpoints (config.rateLimit.codePerHour per hour for one email or phone, whichever
 * endpoint sends to it), beside the per-IP limit each route declares. It runs as a preHandler, once the body is
 * read and validated. Returns a factory of preHandlers, one per route, each naming how to find the target.
 */
export function targetRateLimit(app: FastifyInstance): (targetOf: TargetOf) => (req: FastifyRequest) => Promise<void> {
  const targets = new WeakMap<FastifyRequest, string>();
  const limiter = app.createRateLimit({
    max: app.config.rateLimit.codePerHour,
    timeWindow: '1 hour',
    keyGenerator: (req) => `code-target:${targets.get(req) ?? req.ip}`,
  });
  return (targetOf) => async (req) => {
    targets.set(req, targetOf(req));
    const result = await limiter(req);
    if (!result.isAllowed && result.isExceeded) {
      throw new AppError(Code.TOO_MANY, 'error.rateLimited', { seconds: result.ttlInSeconds });
    }
  };
}
