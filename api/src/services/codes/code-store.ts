import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../infra/db';
import { refused, type AppError } from '../../lib/errors';

export const CODE_TTL_MINUTES = 10;
const RESEND_SECONDS = 60;
export const MAX_ATTEMPTS = 5;

/**
 * register: email registration; login: SMS sign-in or phone registration; reset: forgotten password;
 * settle: the email of a merchant application; password: a signed-in shopper changing their password;
 * change:<uid>: the new email or phone of account <uid> (bound to the account: no other account can use it, and
 * another account asking for the same address does not retire it).
 */
export type CodePurpose = 'register' | 'login' | 'reset' | 'settle' | 'password' | `change:${number}`;

/** The purpose of a code that proves account `userId` holds a new email or phone. */
export const changePurpose = (userId: number): CodePurpose => `change:${userId}`;
export type CodeChannel = 'email' | 'sms';

export interface IssuedCode {
  id: number;
  target: string;
  channel: CodeChannel;
  purpose: CodePurpose;
  code: string;
}

export type CodeCheck = { ok: true } | { ok: false; error: AppError };

/** Six random digits from the CSPRNG. */
function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * Only a hash is stored. Six digits cannot resist a brute force of the hash itself; what protects a code is its
 * short life, single use and the attempt cap. The hash keeps live codes out of dumps, backups and logs.
 */
function hashCode(target: string, purpose: CodePurpose, code: string): string {
  return createHash('sha256').update(`${purpose}:${target}:${code}`).digest('hex');
}

/**
 * Stores a fresh code for `target`, unless one was sent to it less than RESEND_SECONDS ago (whatever its purpose),
 * and retires the target's older codes of the same purpose. Call inside the use case's transaction.
 */
export async function issueCode(tx: Db, target: string, channel: CodeChannel, purpose: CodePurpose): Promise<IssuedCode> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`verification_code:${target}`]);
  const last = await tx.query<{ wait: number }>(
    `SELECT ceil($2 - extract(epoch FROM now() - max(created_at)))::int AS wait
       FROM verification_code WHERE target = $1`,
    [target, RESEND_SECONDS],
  );
  const wait = last.rows[0]?.wait ?? 0;
  if (wait > 0) throw refused('codes.tooSoon', { seconds: Math.min(wait, RESEND_SECONDS) });

  await tx.query('UPDATE verification_code SET used_at = now() WHERE target = $1 AND purpose = $2 AND used_at IS NULL', [target, purpose]);
  const code = newCode();
  const r = await tx.query<{ id: number }>(
    `INSERT INTO verification_code (target, channel, purpose, code_hash, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(mins => $5)) RETURNING id`,
    [target, channel, purpose, hashCode(target, purpose, code), CODE_TTL_MINUTES],
  );
  return { id: r.rows[0].id, target, channel, purpose, code };
}

/** Undoes a code whose message could not be sent, so the shopper may ask again at once. */
export async function withdrawCode(db: Db, id: number): Promise<void> {
  await db.query('DELETE FROM verification_code WHERE id = $1', [id]);
}

interface CodeRow {
  id: number;
  code_hash: string;
  attempts: number;
  used: boolean;
  expired: boolean;
}

/**
 * Checks `code` against the target's latest code of `purpose` and uses it up when it matches.
 * A wrong guess counts an attempt; the MAX_ATTEMPTS-th burns the code. The answer is a value, not a throw,
 * so that the caller's transaction commits the counted attempt before the caller refuses.
 */
export async function consumeCode(tx: Db, target: string, purpose: CodePurpose, code: string): Promise<CodeCheck> {
  const r = await tx.query<CodeRow>(
    `SELECT id, code_hash, attempts, used_at IS NOT NULL AS used, expires_at <= now() AS expired
       FROM verification_code WHERE target = $1 AND purpose = $2
      ORDER BY id DESC LIMIT 1 FOR UPDATE`,
    [target, purpose],
  );
  const row = r.rows[0];
  if (!row) return { ok: false, error: refused('codes.missing') };
  if (row.used) return { ok: false, error: refused(row.attempts >= MAX_ATTEMPTS ? 'codes.burnt' : 'codes.used') };
  if (row.expired) return { ok: false, error: refused('codes.expired') };

  const expected = Buffer.from(row.code_hash, 'hex');
  const given = Buffer.from(hashCode(target, purpose, code), 'hex');
  if (expected.length === given.length && timingSafeEqual(expected, given)) {
    await tx.query('UPDATE verification_code SET used_at = now() WHERE id = $1', [row.id]);
    return { ok: true };
  }
  const attempts = row.attempts + 1;
  const burnt = attempts >= MAX_ATTEMPTS;
  await tx.query(`UPDATE verification_code SET attempts = $2, used_at = CASE WHEN $3::boolean THEN now() ELSE used_at END WHERE id = $1`, [
    row.id,
    attempts,
    burnt,
  ]);
  return { ok: false, error: burnt ? refused('codes.burnt') : refused('codes.wrong', { left: MAX_ATTEMPTS - attempts }) };
}
