import type { Db } from '../../infra/db';
import { notFound } from '../../lib/errors';
import { ADDRESS_COLUMNS, type AddressRow } from './address-row';
import './messages';

/** The caller's address; another shopper's (or an unknown) id is not found. */
export async function ownAddress(tx: Db, uid: number, id: number): Promise<AddressRow> {
  const r = (await tx.query<AddressRow>(`SELECT ${ADDRESS_COLUMNS} FROM user_address WHERE id = $1 AND uid = $2`, [id, uid])).rows[0];
  if (!r) throw notFound('address.notFound');
  return r;
}

export async function defaultAddress(tx: Db, uid: number): Promise<AddressRow | null> {
  const r = await tx.query<AddressRow>(`SELECT ${ADDRESS_COLUMNS} FROM user_address WHERE uid = $1 AND is_default`, [uid]);
  return r.rows[0] ?? null;
}
