import { LRUCache } from 'lru-cache';
import type { Db } from '../../infra/db';
import type { CacheInvalidation } from '../cache/invalidation';

/** Signed-in shoppers remembered, most recently seen first out of the window. */
const MAX_SESSIONS = 20_000;
/**
 * The longest a remembered session is trusted without asking the database again. Revocations reach every process
 * through the cache invalidation at once, and nothing is remembered while that channel is down (below); this only
 * bounds the harm of a message lost on a channel that looked up.
 */
const TRUST_MS = 60_000;

interface Session {
  userId: number;
  /** When the token expires (ms since the epoch). */
  expiresAt: number;
}

export interface TokenCache {
  /** The shopper a live token (by its hash) stands for, or null for an unknown, revoked or expired one. */
  userIdFor(tokenHash: string): Promise<number | null>;
}

/**
 * Which shopper a token stands for, asked on every signed-in request. It used to be a query per request (one of
 * the five round trips of an order); live tokens are now remembered in this process. Only found tokens are
 * remembered, so a new sign-in needs no invalidation. Every write that revokes or removes a token (sign-out,
 * password change or reset, a guest cart merged: any UPDATE or DELETE of auth_token, seen by the write watch) is
 * published as the `auth` change, which empties this cache in every process, like the catalogue caches; a lookup
 * read before that change is not stored after it. An expired token is refused from its remembered expiry. While
 * the invalidation channel is down, nothing is remembered and every lookup asks the database, so a token signed out on
 * any process is refused by every process at once, Redis up or down.
 */
export function createTokenCache(db: Db, invalidation: CacheInvalidation): TokenCache {
  const sessions = new LRUCache<string, Session>({ max: MAX_SESSIONS, ttl: TRUST_MS });
  let generation = 0;
  invalidation.subscribe((m) => {
    if (!m.tags.includes('auth')) return;
    generation++;
    sessions.clear();
  });
  return {
    async userIdFor(tokenHash) {
      // While changes from other processes cannot reach this one (Redis or the LISTEN connection down), a revocation
      // made elsewhere would go unseen: every lookup asks the database, and nothing is remembered (the channel's
      // loss, and its return, both empty the cache).
      const trusted = invalidation.live;
      const known = trusted ? sessions.get(tokenHash) : undefined;
      if (known) {
        if (known.expiresAt > Date.now()) return known.userId;
        sessions.delete(tokenHash);
        return null;
      }
      const before = generation;
      const r = await db.query<{ user_id: number; expires_ms: number }>(
        `SELECT user_id, floor(extract(epoch FROM expires_at) * 1000)::bigint AS expires_ms
           FROM auth_token WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > now()`,
        [tokenHash],
        { name: 'auth_token_lookup' },
      );
      const row = r.rows[0];
      if (!row) return null;
      if (trusted && generation === before) sessions.set(tokenHash, { userId: row.user_id, expiresAt: row.expires_ms });
      return row.user_id;
    },
  };
}
