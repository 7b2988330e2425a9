import type { Db } from '../../infra/db';
import { pageInfo, pageParams, type PageInfo } from '../../lib/paging';
import type { AddressEditBody, AddressListQuery, UserAddress } from '../../schemas/address';
import { ADDRESS_COLUMNS, toUserAddress, type AddressRow } from './address-row';
import { defaultAddress, ownAddress } from './address-store';
import { checkAddressPhone } from './phone-rule';

export interface AddressService {
  list(uid: number, query: AddressListQuery): Promise<PageInfo<UserAddress>>;
  all(uid: number): Promise<UserAddress[]>;
  detail(uid: number, id: number): Promise<UserAddress>;
  /**
   * Creates (no id) or updates the caller's address; the first address, or one marked default, becomes the default.
   * With the dial code 86 the phone must be a Chinese mobile number.
   */
  save(uid: number, body: AddressEditBody): Promise<UserAddress>;
  /** Deletes the caller's address; when it was the default, the newest remaining address takes its place. */
  remove(uid: number, id: number): Promise<void>;
  setDefault(uid: number, id: number): Promise<void>;
  /** The default address, or null when the caller has none. */
  getDefault(uid: number): Promise<UserAddress | null>;
}

const ORDER = 'ORDER BY is_default DESC, id DESC';

const dialDigits = (code: string | undefined) => (code ?? '').replace(/^\+/, '');

export function createAddressService(db: Db): AddressService {
  /** One shopper's address changes run one at a time (the default flag moves between rows). */
  const lockShopper = (tx: Db, uid: number) => tx.query('SELECT id FROM app_user WHERE id = $1 FOR UPDATE', [uid]);

  async function makeDefault(tx: Db, uid: number, id: number) {
    await tx.query('UPDATE user_address SET is_default = FALSE, updated_at = now() WHERE uid = $1 AND is_default AND id <> $2', [uid, id]);
    await tx.query('UPDATE user_address SET is_default = TRUE, updated_at = now() WHERE id = $1 AND uid = $2 AND NOT is_default', [
      id,
      uid,
    ]);
  }

  return {
    async list(uid, query) {
      const { page, limit, offset } = pageParams(query);
      const rows = (
        await db.query<AddressRow & { total: number }>(
          `SELECT ${ADDRESS_COLUMNS}, count(*) OVER ()::int AS total FROM user_address WHERE uid = $1 ${ORDER} LIMIT $2 OFFSET $3`,
          [uid, limit, offset],
        )
      ).rows;
      const total =
        rows[0]?.total ??
        (offset > 0 ? (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM user_address WHERE uid = $1', [uid])).rows[0].n : 0);
      return pageInfo(rows.map(toUserAddress), total, page, limit);
    },

    async all(uid) {
      const rows = (await db.query<AddressRow>(`SELECT ${ADDRESS_COLUMNS} FROM user_address WHERE uid = $1 ${ORDER}`, [uid])).rows;
      return rows.map(toUserAddress);
    },

    async detail(uid, id) {
      return toUserAddress(await ownAddress(db, uid, id));
    },

    save(uid, body) {
      checkAddressPhone(dialDigits(body.countryCode), body.phone?.trim() ?? '');
      return db.transaction(async (tx) => {
        await lockShopper(tx, uid);
        const fields = [
          body.realName.trim(),
          body.phone?.trim() ?? '',
          dialDigits(body.countryCode),
          body.country?.trim() ?? '',
          body.email?.trim().toLowerCase() ?? '',
          body.detail.trim(),
          body.postCode.trim(),
        ];
        let id: number;
        if (body.id) {
          await ownAddress(tx, uid, body.id);
          id = body.id;
          await tx.query(
            `UPDATE user_address SET real_name = $3, phone = $4, country_code = $5, country = $6, email = $7, detail = $8,
                    post_code = $9, updated_at = now() WHERE id = $1 AND uid = $2`,
            [id, uid, ...fields],
          );
          if (body.isDefault === true) await makeDefault(tx, uid, id);
          if (body.isDefault === false) {
            await tx.query('UPDATE user_address SET is_default = FALSE WHERE id = $1 AND uid = $2', [id, uid]);
          }
        } else {
          const first =
            (await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM user_address WHERE uid = $1', [uid])).rows[0].n === 0;
          id = (
            await tx.query<{ id: number }>(
              `INSERT INTO user_address (uid, real_name, phone, country_code, country, email, detail, post_code)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
              [uid, ...fields],
            )
          ).rows[0].id;
          if (first || body.isDefault) await makeDefault(tx, uid, id);
        }
        return toUserAddress(await ownAddress(tx, uid, id));
      });
    },

    remove(uid, id) {
      return db.transaction(async (tx) => {
        await lockShopper(tx, uid);
        const gone = await ownAddress(tx, uid, id);
        await tx.query('DELETE FROM user_address WHERE id = $1 AND uid = $2', [id, uid]);
        if (gone.is_default) {
          const next = (await tx.query<{ id: number }>('SELECT id FROM user_address WHERE uid = $1 ORDER BY id DESC LIMIT 1', [uid]))
            .rows[0];
          if (next) await makeDefault(tx, uid, next.id);
        }
      });
    },

    setDefault(uid, id) {
      return db.transaction(async (tx) => {
        await lockShopper(tx, uid);
        await ownAddress(tx, uid, id);
        await makeDefault(tx, uid, id);
      });
    },

    async getDefault(uid) {
      const r = await defaultAddress(db, uid);
      return r ? toUserAddress(r) : null;
    },
  };
}
