import type { Db } from '../../infra/db';
import type { Locale } from '../../i18n/locale';
import { translate } from '../../i18n/messages';
import { refused } from '../../lib/errors';
import { contactHolder, contactTarget, type CodeService, type ContactAddress } from '../codes/code-service';
import { changePurpose, consumeCode } from '../codes/code-store';
import { dialDigits, emailTarget } from '../codes/targets';
import type { Mailer } from '../messaging/mailer';
import { contactAccount, type ContactAccount, isUniqueViolation } from './user-repository';
import './messages';

/**
 * Changing the email or the phone of the signed-in shopper (issue 18, item 2): a code goes to the NEW address (the
 * same codes, 60 s rule and daily budgets as every other code), the change needs it, and the address the account
 * had before is told afterwards.
 */
export interface ContactChangeService {
  /** Sends the code to the new address; refused for a guest, for the account's own address and for a taken one. */
  sendCode(userId: number, to: ContactAddress, locale: Locale): Promise<void>;
  /** Checks the code sent to `to`, sets it on the account and tells the old address. */
  change(userId: number, to: ContactAddress, code: string, locale: Locale): Promise<void>;
  /** The dial code a phone change takes when the request gives none: the account's own, else 86 (the contract's default). */
  dialCodeOf(userId: number): Promise<string>;
}

const phoneOf = (user: ContactAccount) => (user.phone && user.country_code ? `+${user.country_code} ${user.phone}` : null);
const printed = (to: ContactAddress) => ('email' in to ? emailTarget(to.email) : `+${dialDigits(to.countryCode)} ${to.phone.trim()}`);
const takenKey = (to: ContactAddress) => ('email' in to ? 'user.contact.emailTaken' : 'user.contact.phoneTaken');

/** Refuses what no code should be sent for: a guest account, and the address the account already has. */
function checkChange(user: ContactAccount, to: ContactAddress): void {
  if (user.user_type === 'visitor') throw refused('user.contact.visitor');
  const same =
    'email' in to
      ? user.email === emailTarget(to.email)
      : user.country_code === dialDigits(to.countryCode) && user.phone === to.phone.trim();
  if (same) throw refused('user.contact.same');
}

export function createContactChangeService(db: Db, codes: CodeService, mailer: Mailer): ContactChangeService {
  /**
   * Tells the account's former contact: its email (whichever of the two changed), or, for an account that had no
   * email, its phone by SMS. Sent after the commit; a failed notice does not undo the change.
   */
  async function notify(before: ContactAccount, to: ContactAddress, locale: Locale): Promise<void> {
    const isEmail = 'email' in to;
    const old = (isEmail ? before.email : phoneOf(before)) ?? translate(locale, 'user.contact.none');
    const body = translate(locale, isEmail ? 'user.contact.notice.email' : 'user.contact.notice.phone', { old, new: printed(to) });
    const subject = translate(locale, 'user.contact.notice.subject');
    if (before.email) await mailer.send({ to: before.email, channel: 'email', subject, body });
    else if (before.phone && before.country_code)
      await mailer.send({ to: `+${before.country_code}${before.phone}`, channel: 'sms', subject, body });
  }

  return {
    async sendCode(userId, to, locale) {
      checkChange(await contactAccount(db, userId, false), to);
      await codes.sendContactChange(userId, to, locale);
    },

    async change(userId, to, code, locale) {
      const [target] = contactTarget(to);
      const before = await contactAccount(db, userId, false);
      checkChange(before, to);
      const outcome = await db
        .transaction(async (tx) => {
          const user = await contactAccount(tx, userId, true);
          checkChange(user, to);
          const check = await consumeCode(tx, target, changePurpose(userId), code);
          if (!check.ok) return check;
          // Checked again at the change: another account may have taken the address since the code was sent.
          if (await contactHolder(tx, userId, to)) return { ok: false as const, error: refused(takenKey(to)) };
          if ('email' in to) {
            await tx.query('UPDATE app_user SET email = $2, updated_at = now() WHERE id = $1', [userId, target]);
          } else {
            await tx.query('UPDATE app_user SET country_code = $2, phone = $3, updated_at = now() WHERE id = $1', [
              userId,
              dialDigits(to.countryCode),
              to.phone.trim(),
            ]);
          }
          return { ok: true as const, before: user };
        })
        .catch((err: unknown) => {
          // Two accounts confirming the same address at once: the unique index lets one through.
          if (isUniqueViolation(err)) return { ok: false as const, error: refused(takenKey(to)) };
          throw err;
        });
      // Thrown after the commit, so a wrong guess is counted (consumeCode's attempt cap).
      if (!outcome.ok) throw outcome.error;
      await notify(outcome.before, to, locale);
    },

    async dialCodeOf(userId) {
      return (await contactAccount(db, userId, false)).country_code || '86';
    },
  };
}
