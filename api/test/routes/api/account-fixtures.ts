import { TEST_HASH_COST, type ApiLike } from '../../helper';
import { hashPassword } from '../../../src/services/auth/password';
import { issueToken } from '../../../src/services/auth/tokens';

export interface Account {
  uid: number;
  email: string | null;
  phone: string | null;
  token: string;
}

export type AccountKind = { email?: boolean; phone?: boolean; visitor?: boolean };

/**
 * A registered account signed in once: with an email, a Chinese phone (+86) or both, and `password`; or a guest
 * (`visitor`: an email, no password). `contact` makes the fresh email and phone number each file uses.
 */
export async function account(
  api: ApiLike,
  kind: AccountKind,
  password: string,
  contact: { email: () => string; phone: () => string; nickname: string },
): Promise<Account> {
  const email = kind.email || kind.visitor ? contact.email() : null;
  const phone = kind.phone ? contact.phone() : null;
  const type = kind.visitor ? 'visitor' : kind.email ? 'email' : 'phone';
  const r = await api.db.query<{ id: number }>(
    `INSERT INTO app_user (email, country_code, phone, password_hash, nickname, user_type)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [email, phone ? '86' : null, phone, kind.visitor ? null : await hashPassword(password, TEST_HASH_COST), contact.nickname, type],
  );
  const uid = r.rows[0].id;
  return { uid, email, phone, token: await issueToken(api.db, uid, 'local2') };
}
