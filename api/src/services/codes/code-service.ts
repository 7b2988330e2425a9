import type { Db } from '../../infra/db';
import type { Locale } from '../../i18n/locale';
import { refused } from '../../lib/errors';
import { findAccountByEmail, findAccountByPhone } from '../auth/user-repository';
import type { CodeBudget } from './code-budget';
import type { CodeDelivery } from './code-delivery';
import { changePurpose, issueCode, withdrawCode, type CodeChannel, type IssuedCode } from './code-store';
import { dialDigits, emailTarget, phoneTarget } from './targets';

/** An email address, or a phone number with its dial code. */
export type ContactAddress = { email: string } | { countryCode: string | number; phone: string };

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
  sendPasswordChange(to: ContactAddress, locale: Locale): Promise<void>;
  /**
   * The code that proves account `userId` holds a new email or phone, sent to that new address; refused when another
   * registered account has it. Checked by consumeCode(…, changePurpose(userId), …).
   */
  sendContactChange(userId: number, to: ContactAddress, locale: Locale): Promise<void>;
}

/** Where a code to `to` goes, and by which channel. */
export function contactTarget(to: ContactAddress): [string, CodeChannel] {
  return 'email' in to ? [emailTarget(to.email), 'email'] : [phoneTarget(to.countryCode, to.phone), 'sms'];
}

/** The other registered account (not `userId`) that has `to`, if any. */
export async function contactHolder(db: Db, userId: number, to: ContactAddress): Promise<number | null> {
  const holder =
    'email' in to
      ? await findAccountByEmail(db, emailTarget(to.email))
      : await findAccountByPhone(db, dialDigits(to.countryCode), to.phone.trim());
  return holder && holder.id !== userId ? holder.id : null;
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
  async function issue(
    target: string,
    channel: CodeChannel,
    locale: Locale,
    make: (tx: Db) => Promise<{ issued: IssuedCode; send: boolean }>,
  ): Promise<void> {
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
      const [target, channel] = contactTarget(to);
      return issue(target, channel, locale, async (tx) => ({ issued: await issueCode(tx, target, channel, 'password'), send: true }));
    },

    sendContactChange(userId, to, locale) {
      const [target, channel] = contactTarget(to);
      return issue(target, channel, locale, async (tx) => {
        if (await contactHolder(tx, userId, to)) throw refused('email' in to ? 'user.contact.emailTaken' : 'user.contact.phoneTaken');
        return { issued: await issueCode(tx, target, channel, changePurpose(userId)), send: true };
      });
    },
  };
}
