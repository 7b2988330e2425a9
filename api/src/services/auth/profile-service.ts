import type { Db } from '../../infra/db';
import type { Config } from '../../config';
import { badRequest, notFound } from '../../lib/errors';
import { mediaUrl } from '../../lib/format';
import type { UserCenterResponse, UserEditBody, UserMenuResponse } from '../../schemas/user';
import { checkAvatar, storedAvatar } from './avatar-rule';
import type { UserType } from './user-repository';

/** The facts list at most 20 menu entries. */
const MENU_LIMIT = 20;
/** A nickname is 1 to 20 characters once trimmed (the schema lets the spaces around it through). */
const NICKNAME_MAX = 20;

export interface ProfileService {
  userCenter(userId: number): Promise<UserCenterResponse>;
  menu(): Promise<UserMenuResponse>;
  /**
   * Sets the nickname (1–20 characters once trimmed) and the avatar (see avatar-rule: an own upload, the default
   * avatar or the current one); refuses with code 400 and the broken rule's message.
   */
  edit(userId: number, body: UserEditBody): Promise<void>;
}

interface CenterRow {
  nickname: string;
  avatar: string;
  phone: string | null;
  country_code: string | null;
  email: string | null;
  integral: number;
  experience: number;
  user_type: UserType;
  coupon_count: number;
  collect_count: number;
}

export function createProfileService(db: Db, config: Config): ProfileService {
  return {
    async userCenter(userId) {
      const r = await db.query<CenterRow>(
        `SELECT u.nickname, u.avatar, u.phone, u.country_code, u.email, u.integral, u.experience, u.user_type,
                (SELECT count(*)::int FROM user_coupon c WHERE c.uid = u.id AND c.status = 0 AND c.end_time > now()) AS coupon_count,
                (SELECT count(*)::int FROM user_collect_product p WHERE p.uid = u.id) AS collect_count
           FROM app_user u WHERE u.id = $1`,
        [userId],
      );
      const u = r.rows[0];
      if (!u) throw notFound();
      return {
        nickname: u.nickname,
        avatar: mediaUrl(config.publicUrl, u.avatar),
        phone: u.phone ?? '',
        countryCode: u.phone ? (u.country_code ?? '').replace(/^\+/, '') : '',
        email: u.email ?? '',
        integral: u.integral,
        experience: u.experience,
        couponCount: u.coupon_count,
        collectCount: u.collect_count,
        userType: u.user_type,
      };
    },

    async menu() {
      const r = await db.query<{ id: number; name: string; pic: string; url: string; pc_url: string }>(
        'SELECT id, name, pic, url, pc_url FROM user_menu WHERE is_show ORDER BY sort, id LIMIT $1',
        [MENU_LIMIT],
      );
      const menus = r.rows.map((m) => ({ ...m, pic: mediaUrl(config.publicUrl, m.pic) }));
      return { routine_my_menus: menus.length ? menus : null, routine_my_banner: null };
    },

    async edit(userId, body) {
      const nickname = body.nickname.trim();
      const length = [...nickname].length;
      if (length < 1 || length > NICKNAME_MAX) throw badRequest('user.nickname.invalid');
      // Pictures of this server are kept relative, so a change of public address does not break them.
      const avatar = storedAvatar(config.publicUrl, body.avatar);
      await db.transaction(async (tx) => {
        const current = (await tx.query<{ avatar: string }>('SELECT avatar FROM app_user WHERE id = $1 FOR UPDATE', [userId])).rows[0];
        if (!current) throw notFound();
        await checkAvatar(tx, config.publicUrl, userId, avatar, current.avatar);
        await tx.query('UPDATE app_user SET nickname = $2, avatar = $3, updated_at = now() WHERE id = $1', [userId, nickname, avatar]);
      });
    },
  };
}
