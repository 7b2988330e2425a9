import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AbuseLimits } from '../../config';
import type { Db } from '../../infra/db';
import { AppError, Code } from '../../lib/errors';
import type { UserRow } from './user-repository';
import './messages';

/** Wrong passwords are counted per account over this long (from the first one); a good sign-in starts afresh. */
const FAILURE_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * Per-account sign-in throttling with growing delays (issue 14): the first `signInFreeFailures` wrong passwords in a
 * row cost nothing; after that each further try waits `signInDelaySeconds`, doubled with every further wrong
 * password, up to `signInMaxDelaySeconds`. It is a delay, never a lockout: a try is only refused while its wait
 * runs, refused tries neither count nor lengthen it, so someone guessing at a shopper's account can hold them back
 * by at most the longest wait, and a good sign-in, a password reset or change start the count afresh. Counted in
 * the shared rate-limit store, so every API process sees the same count.
 */
export interface SignInThrottle {
  /** The account's counting key: changes with every good sign-in and every new password (the count starts afresh). */
  keyOf(user: UserRow): Promise<string>;
  /** Refuses (code 429, "try again in N s") while the account's wait runs; otherwise lets one try through. */
  check(key: string): Promise<void>;
  /** Counts a wrong password; from the free ones on, the next try waits. */
  failed(key: string): Promise<void>;
}

/** Seconds the try after `failures` wrong passwords in a row must wait (0: none). */
function signInDelaySeconds(failures: number, limits: AbuseLimits): number {
  if (failures < limits.signInFreeFailures) return 0;
  const doubled = limits.signInDelaySeconds * 2 ** Math.min(failures - limits.signInFreeFailures, 30);
  return Math.min(doubled, limits.signInMaxDelaySeconds);
}

export function createSignInThrottle(app: FastifyInstance, db: Db): SignInThrottle {
  const limits = app.config.limits;
  const failures = app.counters('signin-failures', FAILURE_WINDOW_MS);
  // One gate per level of failures: armed by the wrong password that reached the level, for that level's wait. A
  // try while it runs is refused; the first try after it ends takes the gate again (for the same wait), so tries
  // sent together are let through one at a time.
  const gates = app.counters('signin-wait', 1000);
  const gateKey = (key: string, level: number) => `${key}:${level}`;
  const waitMs = (level: number) => signInDelaySeconds(level, limits) * 1000;

  return {
    async keyOf(user) {
      const r = await db.query<{ at: string | null }>('SELECT max(created_at)::text AS at FROM auth_token WHERE user_id = $1', [user.id]);
      const generation = createHash('sha256')
        .update(`${user.password_hash ?? ''}|${r.rows[0]?.at ?? ''}`)
        .digest('base64url');
      return `${user.id}:${generation.slice(0, 16)}`;
    },

    async check(key) {
      const level = (await failures.peek(key)).count;
      if (waitMs(level) === 0) return;
      const gate = await gates.hit(gateKey(key, level), waitMs(level));
      if (gate.count > 1) {
        throw new AppError(Code.TOO_MANY, 'auth.signIn.throttled', { seconds: Math.max(1, gate.secondsLeft) });
      }
    },

    async failed(key) {
      const level = (await failures.hit(key)).count;
      if (waitMs(level) > 0) await gates.hit(gateKey(key, level), waitMs(level));
    },
  };
}
