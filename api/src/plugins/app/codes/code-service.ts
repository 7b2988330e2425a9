import type { Db } from '../../external/db';
import type { Locale } from '../../../i18n/locale';
import { refused } from '../../../lib/errors';
import { findAccountByEmail } from '../auth/user-repository';
import type { CodeDelivery } from './code-delivery';
import { issueCode, withdrawCode, type IssuedCode } from './code-store';
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

export function createCodeService(db: Db, delivery: CodeDelivery): CodeService {
  /** Sends after the transaction committed; a failed send withdraws the code so the 60 s wait does not apply. */
  async function deliver(issued: IssuedCode, locale: Locale): Promise<void> {
    try {
      await delivery.deliver(issued, locale);
    } catch (err) {
      await withdrawCode(db, issued.id);
      throw err;
    }
  }

  return {
    async sendRegistrationEmail(email, locale) {
      const target = emailTarget(email);
      const issued = await db.transaction(async (tx) => {
        if (await findAccountByEmail(tx, target)) throw refused('auth.email.taken');
        return issueCode(tx, target, 'email', 'register');
      });
      await deliver(issued, locale);
    },

    async sendResetEmail(email, locale) {
      const target = emailTarget(email);
      // An unknown email gets a code too, never sent, so that the 60 s rule and wrong-code answers
      // look the same whether or not the account exists.
      const { issued, known } = await db.transaction(async (tx) => ({
        known: (await findAccountByEmail(tx, target)) !== null,
        issued: await issueCode(tx, target, 'email', 'reset'),
      }));
      if (known) await deliver(issued, locale);
    },

    async sendSettlementEmail(email, locale) {
      const target = emailTarget(email);
      const issued = await db.transaction((tx) => issueCode(tx, target, 'email', 'settle'));
      await deliver(issued, locale);
    },

    async sendSms(countryCode, phone, locale) {
      const target = phoneTarget(countryCode, phone);
      const issued = await db.transaction((tx) => issueCode(tx, target, 'sms', 'login'));
      await deliver(issued, locale);
    },

    async sendPasswordChange(to, locale) {
      const issued = await db.transaction((tx) => ('email' in to
        ? issueCode(tx, emailTarget(to.email), 'email', 'password')
        : issueCode(tx, phoneTarget(to.countryCode, to.phone), 'sms', 'password')));
      await deliver(issued, locale);
    },
  };
}
