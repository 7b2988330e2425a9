import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../infra/db';

/** A picture challenge lives 5 minutes. */
const CAPTCHA_TTL_SECONDS = 300;

export type CaptchaCheck = 'right' | 'wrong' | 'expired';

const hashAnswer = (key: string, code: string) => createHash('sha256').update(`${key}:${code.toUpperCase()}`).digest('hex');

/**
 * Stores a challenge for the store `merId` and returns its key. Only a hash of the answer is kept; `keepCode`
 * (development mode only) also keeps the code for the dev route that journeys read it from. Expired challenges
 * are swept on the way.
 */
export async function storeCaptcha(tx: Db, merId: number, code: string, keepCode: boolean): Promise<string> {
  await tx.query(`DELETE FROM merchant_captcha WHERE expires_at < now() - interval '1 hour'`);
  const key = randomBytes(16).toString('hex');
  await tx.query(
    `INSERT INTO merchant_captcha (key, mer_id, code_hash, dev_code, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
    [key, merId, hashAnswer(key, code), keepCode ? code : null, CAPTCHA_TTL_SECONDS],
  );
  return key;
}

/**
 * Uses up the challenge `key` of the store `merId` whatever the answer — one guess per picture — and says whether
 * the answer (any case) was right. An unknown, used, expired challenge, or one drawn for another store, is 'expired'.
 * The caller must commit this even when the answer is wrong.
 */
export async function answerCaptcha(tx: Db, merId: number, key: string, answer: string): Promise<CaptchaCheck> {
  const r = await tx.query<{ code_hash: string; live: boolean }>(
    `UPDATE merchant_captcha SET used_at = now()
      WHERE key = $1 AND mer_id = $2 AND used_at IS NULL
      RETURNING code_hash, expires_at > now() AS live`,
    [key, merId],
  );
  const row = r.rows[0];
  if (!row || !row.live) return 'expired';
  const expected = Buffer.from(row.code_hash, 'hex');
  const given = Buffer.from(hashAnswer(key, answer), 'hex');
  return timingSafeEqual(expected, given) ? 'right' : 'wrong';
}

/** The code of a live challenge, only where it was kept (development mode). */
export async function keptCaptchaCode(db: Db, key: string): Promise<string | null> {
  const r = await db.query<{ dev_code: string | null }>(
    'SELECT dev_code FROM merchant_captcha WHERE key = $1 AND used_at IS NULL AND expires_at > now()',
    [key],
  );
  return r.rows[0]?.dev_code ?? null;
}
