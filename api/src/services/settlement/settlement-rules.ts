import type { Db } from '../../infra/db';
import { badRequest, refused } from '../../lib/errors';
import { SETTLEMENT_LIMITS, type SettledApplyBody } from '../../schemas/settlement';
import { dialDigits, emailTarget } from '../codes/targets';
import { ownUploadPaths } from '../upload/upload-references';
import { AuditStatus, type SettlementFields } from './settlement-repository';

/** Serialises submissions and reviews, so the "name / email free" checks cannot race each other. */
export async function lockSettlements(tx: Db): Promise<void> {
  await tx.query("SELECT pg_advisory_xact_lock(hashtext('merchant_settlement'))");
}

/** The picture list of a form: a JSON string of 1..10 URL strings. */
function pictureList(json: string): string[] {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw badRequest('settlement.pictures.invalid');
  }
  if (
    !Array.isArray(value) ||
    value.length < 1 ||
    value.length > SETTLEMENT_LIMITS.pictures ||
    !value.every((v) => typeof v === 'string' && v.trim() !== '')
  ) {
    throw badRequest('settlement.pictures.invalid');
  }
  return value as string[];
}

/**
 * Checks a submitted form against the catalogue and the caller's uploads and returns what to store: the category
 * and type must exist, the handling fee is the category's (never the client's), pictures must be the caller's own
 * uploads. Call inside the use case's transaction.
 */
export async function settlementFields(tx: Db, uid: number, body: SettledApplyBody, publicUrl: string): Promise<SettlementFields> {
  // The contract's clients send no flag (their form checks the box); an explicit refusal is still refused.
  if (body.isAgree === false) throw badRequest('settlement.isAgree.required');
  const urls = pictureList(body.qualificationPicture);
  const category = await tx.query<{ handling_fee: number }>('SELECT handling_fee FROM merchant_category WHERE id = $1 AND NOT is_del', [
    body.categoryId,
  ]);
  if (!category.rows[0]) throw badRequest('settlement.category.unknown');
  const type = await tx.query('SELECT 1 FROM merchant_type WHERE id = $1 AND NOT is_del', [body.typeId]);
  if (!type.rows[0]) throw badRequest('settlement.type.unknown');
  const pictures = await ownUploadPaths(tx, publicUrl, uid, urls);
  const phone = body.phone?.trim() ?? '';
  return {
    name: body.name.trim(),
    realName: body.realName.trim(),
    email: emailTarget(body.email),
    countryCode: phone ? dialDigits(body.countryCode ?? '86') : '',
    phone,
    categoryId: body.categoryId,
    typeId: body.typeId,
    handlingFee: category.rows[0].handling_fee,
    keywords: (body.keywords ?? '').trim(),
    address: body.address.trim(),
    pictures,
  };
}

/** Refuses an email held by a merchant or by an application under review (other than `exceptId`). */
export async function ensureEmailFree(tx: Db, email: string, exceptId = 0): Promise<void> {
  const taken = await tx.query(
    `SELECT 1 FROM merchant WHERE lower(email) = $1
     UNION ALL
     SELECT 1 FROM merchant_settlement WHERE email = $1 AND audit_status = ${AuditStatus.PENDING} AND id <> $2
     LIMIT 1`,
    [emailTarget(email), exceptId],
  );
  if (taken.rows[0]) throw refused('settlement.email.taken');
}

/**
 * Refuses a shop name held by a merchant (open, closed or deleted: merchant names stay unique) or by an application
 * under review (other than `exceptId`), letter case aside.
 */
export async function ensureNameFree(tx: Db, name: string, exceptId = 0): Promise<void> {
  const taken = await tx.query(
    `SELECT 1 FROM merchant WHERE lower(name) = lower($1)
     UNION ALL
     SELECT 1 FROM merchant_settlement WHERE lower(name) = lower($1) AND audit_status = ${AuditStatus.PENDING} AND id <> $2
     LIMIT 1`,
    [name.trim(), exceptId],
  );
  if (taken.rows[0]) throw refused('settlement.name.taken');
}

/** Refuses a second application under review for the same shopper. */
export async function ensureNothingPending(tx: Db, uid: number): Promise<void> {
  const pending = await tx.query(`SELECT 1 FROM merchant_settlement WHERE uid = $1 AND audit_status = ${AuditStatus.PENDING}`, [uid]);
  if (pending.rows[0]) throw refused('settlement.pending');
}
