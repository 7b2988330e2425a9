import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { DEV_OPERATOR_TOKEN, type Config } from '../../config';
import type { Db } from '../../infra/db';
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
    log.warn(
      'OPERATOR_TOKEN is not set: the operator routes (/api/admin/operator/**) accept the operators created with cli/operator-account (none yet: 403)',
    );
    return null;
  }
  log.info(`OPERATOR_TOKEN is not set: development mode, the operator routes accept the development token "${DEV_OPERATOR_TOKEN}"`);
  return DEV_OPERATOR_TOKEN;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** An operator of operator_account (migration 029): a name and a secret of their own, kept as its SHA-256. */
export interface OperatorAccount {
  id: number;
  name: string;
  createdAt: string;
  revokedAt: string | null;
}

/** Creates an operator and returns their secret, shown once (only its SHA-256 is stored). */
export async function createOperator(db: Db, name: string): Promise<{ operator: OperatorAccount; token: string }> {
  const token = randomBytes(24).toString('base64url');
  const r = await db.query<OperatorAccount>(
    `INSERT INTO operator_account (name, token_sha256) VALUES ($1, $2)
     RETURNING id, name, created_at::text AS "createdAt", revoked_at::text AS "revokedAt"`,
    [name, digest(token).toString('hex')],
  );
  return { operator: r.rows[0], token };
}

export async function listOperators(db: Db): Promise<OperatorAccount[]> {
  const r = await db.query<OperatorAccount>(
    'SELECT id, name, created_at::text AS "createdAt", revoked_at::text AS "revokedAt" FROM operator_account ORDER BY id',
  );
  return r.rows;
}

/** Revokes an operator's secret; false when there is no such active operator. */
export async function revokeOperator(db: Db, name: string): Promise<boolean> {
  const r = await db.query('UPDATE operator_account SET revoked_at = now() WHERE name = $1 AND revoked_at IS NULL', [name]);
  return r.rowCount > 0;
}

/**
 * An onRequest hook for every operator route: the header must be OPERATOR_TOKEN (when set) or the secret of an
 * operator not revoked. 403 when neither exists (operator access not configured), 401 when the header is missing or
 * wrong. The shared token is compared in constant time; an operator's secret is looked up by its SHA-256 (the
 * lookup reveals nothing about a secret of 24 random bytes).
 */
export function operatorGuard(token: string | null, db: Db): (req: FastifyRequest) => Promise<void> {
  const expected = token === null ? null : digest(token);
  return async (req) => {
    const header = req.headers[OPERATOR_HEADER];
    const given = Array.isArray(header) ? header[0] : header;
    if (given && expected !== null && timingSafeEqual(digest(given), expected)) return;
    if (given) {
      const r = await db.query<{ name: string }>('SELECT name FROM operator_account WHERE token_sha256 = $1 AND revoked_at IS NULL', [
        digest(given).toString('hex'),
      ]);
      if (r.rows[0]) {
        req.log.info({ operator: r.rows[0].name }, 'operator request');
        return;
      }
    }
    if (expected === null) {
      const any = await db.query('SELECT 1 FROM operator_account WHERE revoked_at IS NULL LIMIT 1');
      if (any.rows.length === 0) throw forbidden('admin.unconfigured');
    }
    throw new AppError(Code.UNAUTHORIZED, 'admin.token.invalid');
  };
}
