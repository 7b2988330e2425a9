import { randomBytes } from 'node:crypto';
import type { Db } from '../../external/db';
import { refused } from '../../../lib/errors';
import type { EmailLoginBody, LoginResponse, PhoneCodeLoginBody, PhonePasswordLoginBody } from '../../../schemas/auth';
import { consumeCode } from '../codes/code-store';
import { dialDigits, emailTarget, phoneTarget } from '../codes/targets';
import { startSession } from './login-response';
import { hashPassword, verifyPassword } from './password';
import { findAccountByEmail, findAccountByPhone, type UserRow } from './user-repository';

let dummyHash: Promise<string> | null = null;

/**
 * Checks a password against the account's hash, or against a throwaway hash when there is no such account,
 * so that an unknown account costs the same time as a wrong password and answers the same message.
 */
async function passwordMatches(user: UserRow | null, password: string): Promise<boolean> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  const matches = await verifyPassword(password, user?.password_hash ?? (await dummyHash));
  return user !== null && matches;
}

export interface SignInService {
  withEmail(body: EmailLoginBody): Promise<LoginResponse>;
  withPhonePassword(body: PhonePasswordLoginBody): Promise<LoginResponse>;
  withPhoneCode(body: PhoneCodeLoginBody): Promise<LoginResponse>;
}

export function createSignInService(db: Db): SignInService {
  async function withPassword(user: UserRow | null, password: string, strategy: string): Promise<LoginResponse> {
    if (!(await passwordMatches(user, password))) throw refused('auth.credentials.wrong');
    return db.transaction((tx) => startSession(tx, user!, strategy, 'login'));
  }

  return {
    async withEmail(body) {
      const user = await findAccountByEmail(db, emailTarget(body.email));
      return withPassword(user, body.password, 'email');
    },

    async withPhonePassword(body) {
      const user = await findAccountByPhone(db, dialDigits(body.countryCode), body.phone);
      return withPassword(user, body.password, 'mobile-password');
    },

    async withPhoneCode(body) {
      const outcome = await db.transaction(async (tx) => {
        const check = await consumeCode(tx, phoneTarget(body.countryCode, body.phone), 'login', body.captcha);
        if (!check.ok) return check;
        const user = await findAccountByPhone(tx, dialDigits(body.countryCode), body.phone);
        // Thrown inside the transaction: the code is given back, so it can still register this phone.
        if (!user) throw refused('auth.phone.unknown');
        return { ok: true as const, session: await startSession(tx, user, 'mobile-captcha', 'login') };
      });
      if (!outcome.ok) throw outcome.error;
      return outcome.session;
    },
  };
}
