import type { Db } from '../../external/db';
import type { Locale } from '../../../i18n/locale';
import { refused } from '../../../lib/errors';
import { findAccountByEmail } from '../auth/user-repository';
import type { CodeBudget } from './code-budget';
import type { CodeDelivery } from './code-delivery';
import { issueCode, withdrawCode, type CodeChannel, type IssuedCode } from './code-store';
import { emailTarget, phoneTarget } from './targets';

export interface CodeService {
  /** Registration code by email; refused when the email already has an account. */
  sendRegistrationEmail(email: string, locale: Locale): Promise<void>;
  /** Password reset code by email; answers alike for unknown emails but sends only to accounts. */
  sendResetEmail(email: string, locale: Locale): Promise<void>;
  /** Code for the email of a merchant application (the caller checks the email may apply). */
  sendSettlementEmail(email: string, locale: Locale): Promise<void>;
  /** SMS code for phone sign-in and phone registration. */
  sendSms(countryCode: string | number, phone: string, locale: Locale): Promise<void>;
  /**
   * Password change code of a signed-in shopper, to the account's own email or phone (the caller reads them from the
   * account, never from the request). Checked by consumeCode(…, 'password', …).
   */
  sendPasswordChange(to: { email: string } | { countryCode: string; phone: string }, locale: Locale): Promise<void>;
}

export function createCodeService(db: Db, delivery: CodeDelivery, budget: CodeBudget): CodeService {
  /** Sends after the transaction committed; a failed send withdraws the code so the 60 s wait does not apply. */
  async function deliver(issued: IssuedCode, locale: Locale): Promise<void> {
    try {
      await delivery.deliver(issued, locale);
    } catch (err) {
      await withdrawCode(db, issued.id);
      throw err;
    }
  }

  /**
   * Issues a code to `target` within its daily budget: checked before anything is written (a refused request
   * leaves the target's live code alone), spent once the code is issued and, when `send`, delivered.
   */
  async function issue(target: string, channel: CodeChannel, locale: Locale, make: (tx: Db) => Promise<{ issued: IssuedCode; send: boolean }>): Promise<void> {
    await budget.check(target, channel);
    const { issued, send } = await db.transaction(make);
    if (send) await deliver(issued, locale);
    await budget.spend(target, channel);
  }

  return {
    sendRegistrationEmail(email, locale) {
      const target = emailTarget(email);
      return issue(target, 'email', locale, async (tx) => {
        if (await findAccountByEmail(tx, target)) throw refused('auth.email.taken');
        return { issued: await issueCode(tx, target, 'email', 'register'), send: true };
      });
    },

    sendResetEmail(email, locale) {
      const target = emailTarget(email);
      // An unknown email gets a code too, never sent (nor its budget spared), so that the 60 s rule, the daily
      // budget and wrong-code answers look the same whether or not the account exists.
      return issue(target, 'email', locale, async (tx) => ({
        send: (await findAccountByEmail(tx, target)) !== null,
        issued: await issueCode(tx, target, 'email', 'reset'),
      }));
    },

    sendSettlementEmail(email, locale) {
      const target = emailTarget(email);
      return issue(target, 'email', locale, async (tx) => ({ issued: await issueCode(tx, target, 'email', 'settle'), send: true }));
    },

    sendSms(countryCode, phone, locale) {
      const target = phoneTarget(countryCode, phone);
      return issue(target, 'sms', locale, async (tx) => ({ issued: await issueCode(tx, target, 'sms', 'login'), send: true }));
    },

    sendPasswordChange(to, locale) {
      const [target, channel]: [string, CodeChannel] = 'email' in to
        ? [emailTarget(to.email), 'email']
        : [phoneTarget(to.countryCode, to.phone), 'sms'];
      return issue(target, channel, locale, async (tx) => ({ issued: await issueCode(tx, target, channel, 'password'), send: true }));
    },
  };
}
