import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../../infra/db';
import { badRequest, refused } from '../../lib/errors';
import type { EmailRegisterBody, LoginResponse, PhoneRegisterBody, VisitorRegisterBody } from '../../schemas/auth';
import { consumeCode, type CodeCheck } from '../codes/code-store';
import { dialDigits, emailTarget, phoneTarget } from '../codes/targets';
import { startSession } from './login-response';
import { hashPassword } from './password';
import { isVisitorOpen } from './login-settings';
import { findAccountByEmail, findAccountByPhone, insertUser, isUniqueViolation, type NewUser } from './user-repository';

export interface RegistrationService {
  withEmail(body: EmailRegisterBody): Promise<LoginResponse>;
  withPhone(body: PhoneRegisterBody): Promise<LoginResponse>;
  asVisitor(body: VisitorRegisterBody): Promise<LoginResponse>;
}

/** "13800000000" → "138****0000": the starting nickname of a phone account. */
function maskedPhone(phone: string): string {
  return phone.length > 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : phone;
}

/** The part before the @, cut to the 32 characters a nickname may have. */
function emailName(email: string): string {
  return email.split('@')[0].slice(0, 32);
}

/** `hashCost`: PASSWORD_HASH_COST (config.ts). */
export function createRegistrationService(db: Db, hashCost: number): RegistrationService {
  /**
   * Creates the account once the code checks out. The cheap checks come first and scrypt (~0.8 s of CPU) only after
   * them: the address is free and the code right (used up) in one transaction, then the password is hashed, then
   * the account is made in a second one — a wrong code or a taken address never costs a hash. A refused code keeps
   * its counted attempt.
   */
  async function register(
    takenKey: string,
    exists: (tx: Db) => Promise<boolean>,
    checkCode: (tx: Db) => Promise<CodeCheck>,
    password: string,
    user: Omit<NewUser, 'passwordHash'>,
    strategy: string,
  ): Promise<LoginResponse> {
    const check = await db.transaction(async (tx) => {
      if (await exists(tx)) throw refused(takenKey);
      return checkCode(tx);
    });
    if (!check.ok) throw check.error;
    const passwordHash = await hashPassword(password, hashCost);
    try {
      return await db.transaction(async (tx) => {
        const created = await insertUser(tx, { ...user, passwordHash });
        return startSession(tx, created, strategy, 'register');
      });
    } catch (err) {
      // The same address registered meanwhile (its code was used by the other registration or this one).
      if (isUniqueViolation(err)) throw refused(takenKey);
      throw err;
    }
  }

  return {
    async withEmail(body) {
      const email = emailTarget(body.email);
      return register(
        'auth.email.taken',
        async (tx) => (await findAccountByEmail(tx, email)) !== null,
        (tx) => consumeCode(tx, email, 'register', body.captcha),
        body.password,
        { email, countryCode: null, phone: null, nickname: emailName(email), userType: 'email', identity: null },
        'register-email',
      );
    },

    async withPhone(body) {
      const dial = dialDigits(body.countryCode);
      return register(
        'auth.phone.taken',
        async (tx) => (await findAccountByPhone(tx, dial, body.phone)) !== null,
        (tx) => consumeCode(tx, phoneTarget(dial, body.phone), 'login', body.captcha),
        body.password,
        { email: null, countryCode: dial, phone: body.phone, nickname: maskedPhone(body.phone), userType: 'phone', identity: null },
        'register-mobile',
      );
    },

    async asVisitor(body) {
      const phone = body.phone ? body.phone : null;
      const dial = dialDigits(body.countryCode);
      if (phone && !dial) throw badRequest('auth.countryCode.required');
      if (!(await isVisitorOpen(db))) throw refused('auth.visitor.closed');
      // A throwaway account: it has no password (nobody could ever type one; no scrypt spent on it), the token is
      // the guest's only key, and password sign-in never finds a guest.
      const identity = randomUUID().replace(/-/g, '');
      return db.transaction(async (tx) => {
        const created = await insertUser(tx, {
          email: emailTarget(body.email),
          countryCode: phone ? dial : null,
          phone,
          passwordHash: null,
          nickname: `Guest-${randomBytes(4).toString('hex')}`,
          userType: 'visitor',
          identity,
        });
        return startSession(tx, created, 'visitor', 'register');
      });
    },
  };
}
