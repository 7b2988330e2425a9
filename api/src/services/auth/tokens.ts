import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../infra/db';

const TOKEN_TTL_SECONDS = 7 * 24 * 3600;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The token as the contract carries it: the `authori-zation` header, optionally prefixed `Bearer ` or `TOKEN_USER:`. */
export function tokenFromHeader(header: string | string[] | undefined): string | null {
  const raw = Array.isArray(header) ? header[0] : header;
  if (!raw) return null;
  const token = raw
    .trim()
    .replace(/^Bearer\s+/i, '')
    .replace(/^TOKEN_USER:/, '')
    .trim();
  return /^[A-Za-z0-9_-]{20,128}$/.test(token) ? token : null;
}

/** Issues a fresh 256-bit token for a sign-in; only its hash is stored. */
export async function issueToken(db: Db, userId: number, strategy: string): Promise<string> {
  const token = randomBytes(32).toString('hex');
  await db.query(
    `INSERT INTO auth_token (token_hash, user_id, strategy, expires_at) VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
    [hashToken(token), userId, strategy, TOKEN_TTL_SECONDS],
  );
  return token;
}

export async function revokeToken(db: Db, tokenHash: string): Promise<void> {
  await db.query('UPDATE auth_token SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL', [tokenHash]);
}

/** Signs the user out everywhere (after a password reset). */
export async function revokeUserTokens(db: Db, userId: number): Promise<number> {
  const r = await db.query('UPDATE auth_token SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [userId]);
  return r.rowCount;
}

/** Signs the user out everywhere but the session `keepHash` (after a password change made in that session). */
export async function revokeOtherTokens(db: Db, userId: number, keepHash: string): Promise<number> {
  const r = await db.query('UPDATE auth_token SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL AND token_hash <> $2', [
    userId,
    keepHash,
  ]);
  return r.rowCount;
}
