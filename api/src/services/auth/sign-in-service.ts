import type { Db } from '../../infra/db';
import { refused } from '../../lib/errors';
import type { EmailLoginBody, LoginResponse, PhoneCodeLoginBody, PhonePasswordLoginBody } from '../../schemas/auth';
import { consumeCode } from '../codes/code-store';
import { dialDigits, emailTarget, phoneTarget } from '../codes/targets';
import { startSession } from './login-response';
import { verifyPassword } from './password';
import type { SignInThrottle } from './sign-in-throttle';
import { findAccountByEmail, findAccountByPhone, type UserRow } from './user-repository';

export interface SignInService {
  withEmail(body: EmailLoginBody): Promise<LoginResponse>;
  withPhonePassword(body: PhonePasswordLoginBody): Promise<LoginResponse>;
  withPhoneCode(body: PhoneCodeLoginBody): Promise<LoginResponse>;
}

export function createSignInService(db: Db, throttle: SignInThrottle): SignInService {
  /**
   * The cheap checks come before scrypt (~0.8 s of CPU a try): an unknown account or one without a password (a
   * guest) is refused at once, with the same message as a wrong password, and an account waiting out its sign-in
   * delay is refused without hashing. (An unknown account no longer costs a throwaway hash: registration and SMS
   * sign-in already tell whether an email or phone has an account, so equal timing hid nothing, and those hashes
   * were free CPU for anyone with a list of made-up addresses.)
   */
  async function withPassword(user: UserRow | null, password: string, strategy: string): Promise<LoginResponse> {
    if (!user?.password_hash) throw refused('auth.credentials.wrong');
    const key = await throttle.keyOf(user);
    await throttle.check(key);
    if (!(await verifyPassword(password, user.password_hash))) {
      await throttle.failed(key);
      throw refused('auth.credentials.wrong');
    }
    return db.transaction((tx) => startSession(tx, user, strategy, 'login'));
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
