import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { DEV_OPERATOR_TOKEN, type Config } from '../../config';
import { AppError, Code, forbidden } from '../../lib/errors';

/** The header operators (and scripts/operator.mjs) send their token in. */
const OPERATOR_HEADER = 'x-operator-token';

export { DEV_OPERATOR_TOKEN };

/**
 * The token the operator routes accept: OPERATOR_TOKEN; in development mode, when it is unset, the development
 * token (logged once, so whoever runs the stack knows it). Null otherwise: without OPERATOR_TOKEN the operator
 * surface is closed, whatever NODE_ENV says.
 */
export function resolveOperatorToken(config: Pick<Config, 'operatorToken' | 'devMode'>, log: FastifyBaseLogger): string | null {
  if (config.operatorToken) return config.operatorToken;
  if (!config.devMode) {
    log.warn('OPERATOR_TOKEN is not set: the operator routes (/api/admin/operator/**) answer 403');
    return null;
  }
  log.info(`OPERATOR_TOKEN is not set: development mode, the operator routes accept the development token "${DEV_OPERATOR_TOKEN}"`);
  return DEV_OPERATOR_TOKEN;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * An onRequest hook for every operator route: 403 when operator access is not configured, 401 when the header is
 * missing or wrong. The comparison takes the same time whatever the guess.
 */
export function operatorGuard(token: string | null): (req: FastifyRequest) => Promise<void> {
  const expected = token === null ? null : digest(token);
  return async (req) => {
    if (expected === null) throw forbidden('admin.unconfigured');
    const header = req.headers[OPERATOR_HEADER];
    const given = Array.isArray(header) ? header[0] : header;
    if (!given || !timingSafeEqual(digest(given), expected)) throw new AppError(Code.UNAUTHORIZED, 'admin.token.invalid');
  };
}
