import type { Db } from '../../infra/db';
import { badRequest, refused } from '../../lib/errors';
import type { ResetPasswordBody } from '../../schemas/auth';
import { consumeCode, MAX_ATTEMPTS } from '../codes/code-store';
import { emailTarget } from '../codes/targets';
import { hashPassword } from './password';
import { revokeUserTokens } from './tokens';
import { findAccountByEmail, setPasswordHash } from './user-repository';

export interface PasswordResetService {
  /** Sets the new password and signs the account out everywhere. */
  reset(body: ResetPasswordBody): Promise<void>;
}

/** `hashCost`: PASSWORD_HASH_COST (config.ts). */
export function createPasswordResetService(db: Db, hashCost: number): PasswordResetService {
  return {
    async reset(body) {
      if (body.newPassword !== body.passwordAgain) throw badRequest('auth.password.mismatch');
      const email = emailTarget(body.email);
      // The code is checked (and used up) before scrypt: a wrong guess never costs a hash.
      const outcome = await db.transaction(async (tx) => {
        const check = await consumeCode(tx, email, 'reset', body.captcha);
        if (!check.ok) return check;
        const user = await findAccountByEmail(tx, email);
        // An unknown email was given a code that was never sent (see sendResetEmail): guessing it right
        // must not tell that the account does not exist.
        if (!user) return { ok: false as const, error: refused('codes.wrong', { left: MAX_ATTEMPTS - 1 }) };
        return { ok: true as const, userId: user.id };
      });
      if (!outcome.ok) throw outcome.error;
      const hash = await hashPassword(body.newPassword, hashCost);
      await db.transaction(async (tx) => {
        await setPasswordHash(tx, outcome.userId, hash);
        await revokeUserTokens(tx, outcome.userId);
      });
    },
  };
}
