import type { Db } from '../infra/db';
import { hashPassword } from '../services/auth/password';

/** The documented demo shopper (README): demo@mall.test / Demo12345! / +86 13800000000. */
export const DEMO_SHOPPER = {
  email: 'demo@mall.test',
  password: 'Demo12345!',
  countryCode: '86',
  phone: '13800000000',
  nickname: 'Demo Shopper',
};

/** `hashCost`: PASSWORD_HASH_COST (config.ts), as for any password the API hashes. */
export async function seedShoppers(db: Db, hashCost: number): Promise<number> {
  const hash = await hashPassword(DEMO_SHOPPER.password, hashCost);
  const r = await db.query<{ id: number }>(
    `INSERT INTO app_user (email, country_code, phone, password_hash, nickname, avatar, user_type, integral)
     VALUES ($1, $2, $3, $4, $5, '/media/brand/avatar.svg', 'email', 1200) RETURNING id`,
    [DEMO_SHOPPER.email, DEMO_SHOPPER.countryCode, DEMO_SHOPPER.phone, hash, DEMO_SHOPPER.nickname],
  );
  return r.rows[0].id;
}
