import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Config } from '../../../config';
import { AppError, Code, forbidden } from '../../../lib/errors';

/** The header operators (and scripts/operator.mjs) send their token in. */
export const OPERATOR_HEADER = 'x-operator-token';

/** The token of a development machine when OPERATOR_TOKEN is unset (never in production). */
export const DEV_OPERATOR_TOKEN = 'dev-operator-token';

/**
 * The token the operator routes accept: OPERATOR_TOKEN; outside production, when it is unset, the development
 * token (logged once, so whoever runs the stack knows it). Null in production without OPERATOR_TOKEN: the
 * operator surface is then closed.
 */
export function resolveOperatorToken(config: Pick<Config, 'operatorToken' | 'production'>, log: FastifyBaseLogger): string | null {
  if (config.operatorToken) return config.operatorToken;
  if (config.production) {
    log.warn('OPERATOR_TOKEN is not set: the operator routes (/api/admin/operator/**) answer 403');
    return null;
  }
  log.info(`OPERATOR_TOKEN is not set: the operator routes accept the development token "${DEV_OPERATOR_TOKEN}"`);
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
