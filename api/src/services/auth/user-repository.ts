import { notFound } from '../../lib/errors';
import type { Db } from '../../infra/db';

export type UserType = 'email' | 'phone' | 'visitor' | 'twitter' | 'google' | 'facebook';

export interface UserRow {
  id: number;
  email: string | null;
  country_code: string | null;
  phone: string | null;
  password_hash: string | null;
  nickname: string;
  avatar: string;
  user_type: UserType;
  identity: string | null;
}

/** The picture every new account starts with. */
export const DEFAULT_AVATAR = '/media/brand/avatar.svg';

const COLUMNS = 'id, email, country_code, phone, password_hash, nickname, avatar, user_type, identity';

/** A registered account (never a guest) by its lower-cased email. */
export async function findAccountByEmail(db: Db, email: string): Promise<UserRow | null> {
  const r = await db.query<UserRow>(`SELECT ${COLUMNS} FROM app_user WHERE email = $1 AND user_type <> 'visitor'`, [email]);
  return r.rows[0] ?? null;
}

/** A registered account (never a guest) by dial code digits and national number. */
export async function findAccountByPhone(db: Db, dial: string, phone: string): Promise<UserRow | null> {
  const r = await db.query<UserRow>(`SELECT ${COLUMNS} FROM app_user WHERE country_code = $1 AND phone = $2 AND user_type <> 'visitor'`, [
    dial,
    phone,
  ]);
  return r.rows[0] ?? null;
}

export interface NewUser {
  email: string | null;
  countryCode: string | null;
  phone: string | null;
  /** null for a guest account, which has no password. */
  passwordHash: string | null;
  nickname: string;
  userType: UserType;
  identity: string | null;
}

export async function insertUser(db: Db, u: NewUser): Promise<UserRow> {
  const r = await db.query<UserRow>(
    `INSERT INTO app_user (email, country_code, phone, password_hash, nickname, avatar, user_type, identity)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${COLUMNS}`,
    [u.email, u.countryCode, u.phone, u.passwordHash, u.nickname, DEFAULT_AVATAR, u.userType, u.identity],
  );
  return r.rows[0];
}

/** The columns a contact or password change reads of the signed-in account. */
export type ContactAccount = Pick<UserRow, 'id' | 'email' | 'country_code' | 'phone' | 'user_type'>;

/** The signed-in account's contact columns (locked for the transaction when `lock`); 404 when it is gone. */
export async function contactAccount(db: Db, userId: number, lock: boolean): Promise<ContactAccount> {
  const r = await db.query<ContactAccount>(
    `SELECT id, email, country_code, phone, user_type FROM app_user WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [userId],
  );
  if (!r.rows[0]) throw notFound();
  return r.rows[0];
}

export async function setPasswordHash(db: Db, userId: number, hash: string): Promise<void> {
  await db.query('UPDATE app_user SET password_hash = $2, updated_at = now() WHERE id = $1', [userId, hash]);
}

/** PostgreSQL's unique_violation: two registrations of the same email or phone raced each other. */
export function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';
}
