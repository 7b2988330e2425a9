import type { Db } from '../../infra/db';
import type { Locale } from '../../i18n/locale';
import { badRequest, refused } from '../../lib/errors';
import type { UpdatePasswordBody } from '../../schemas/user';
import { contactTarget, type CodeService } from '../codes/code-service';
import { consumeCode } from '../codes/code-store';
import { hashPassword } from './password';
import { revokeOtherTokens } from './tokens';
import { contactAccount, type ContactAccount, setPasswordHash } from './user-repository';
import './messages';

/** Where the code goes: the account's own email, or its own phone by SMS. */
export type PasswordChannel = 'email' | 'phone';

export interface PasswordChangeService {
  /** Sends a code to the caller's own email or phone (one per 60 s per address; the outbox offline). */
  sendCode(userId: number, channel: PasswordChannel, locale: Locale): Promise<void>;
  /** Checks the code, sets the new password and ends every other session of the caller; `keepTokenHash` stays valid. */
  change(userId: number, keepTokenHash: string, channel: PasswordChannel, body: UpdatePasswordBody): Promise<void>;
}

/** The account's own address for `channel`, or the refusal that says why there is none. */
function addressOf(user: ContactAccount, channel: PasswordChannel): { email: string } | { countryCode: string; phone: string } {
  // A guest (visitor) account was made for one purchase: it has no password, so there is none to change.
  if (user.user_type === 'visitor') throw refused('user.password.visitor');
  if (channel === 'email') {
    if (!user.email) throw refused('user.password.noEmail');
    return { email: user.email };
  }
  if (!user.phone || !user.country_code) throw refused('user.password.noPhone');
  return { countryCode: user.country_code, phone: user.phone };
}

const targetOf = (to: ReturnType<typeof addressOf>) => contactTarget(to)[0];

/** `hashCost`: PASSWORD_HASH_COST (config.ts). */
export function createPasswordChangeService(db: Db, codes: CodeService, hashCost: number): PasswordChangeService {
  return {
    async sendCode(userId, channel, locale) {
      await codes.sendPasswordChange(addressOf(await contactAccount(db, userId, false), channel), locale);
    },

    async change(userId, keepTokenHash, channel, body) {
      // A typo in the repeated password must not cost the shopper the code: checked before the code is used.
      if (body.newPassword !== body.passwordAgain) throw badRequest('auth.password.mismatch');
      // The code is checked (and used up) before scrypt: a wrong guess never costs a hash.
      const outcome = await db.transaction(async (tx) => {
        const user = await contactAccount(tx, userId, true);
        return consumeCode(tx, targetOf(addressOf(user, channel)), 'password', body.captcha);
      });
      // Thrown after the commit, so a wrong guess is counted (consumeCode's attempt cap).
      if (!outcome.ok) throw outcome.error;
      const hash = await hashPassword(body.newPassword, hashCost);
      await db.transaction(async (tx) => {
        await setPasswordHash(tx, userId, hash);
        await revokeOtherTokens(tx, userId, keepTokenHash);
      });
    },
  };
}
