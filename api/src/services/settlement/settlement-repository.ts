import type { Db } from '../../infra/db';
import { formatDate, mediaUrl } from '../../lib/format';
import type { MerchantSettledResponse, SettlementEvent } from '../../schemas/settlement';

/** audit_status of merchant_settlement: the contract's values (1 waiting, 2 approved, 3 rejected). */
export const AuditStatus = { PENDING: 1, APPROVED: 2, REJECTED: 3 } as const;
export type AuditStatus = (typeof AuditStatus)[keyof typeof AuditStatus];

export type SettlementEventName = SettlementEvent['event'];

export interface SettlementRow {
  id: number;
  uid: number;
  name: string;
  real_name: string;
  email: string;
  country_code: string;
  phone: string;
  category_id: number;
  type_id: number;
  handling_fee: number;
  keywords: string;
  address: string;
  qualification_picture: string;
  audit_status: AuditStatus;
  denial_reason: string | null;
  mer_id: number | null;
  created_at: Date | string;
  updated_at: Date | string;
}

/** What a submission (first or again) writes. */
export interface SettlementFields {
  name: string;
  realName: string;
  email: string;
  countryCode: string;
  phone: string;
  categoryId: number;
  typeId: number;
  handlingFee: number;
  keywords: string;
  address: string;
  /** Media paths of the caller's own uploads. */
  pictures: string[];
}

const COLUMNS = `id, uid, name, real_name, email, country_code, phone, category_id, type_id, handling_fee, keywords, address,
  qualification_picture, audit_status, denial_reason, mer_id, created_at, updated_at`;

export async function findSettlement(tx: Db, id: number, opts: { uid?: number; lock?: boolean } = {}): Promise<SettlementRow | null> {
  const params: unknown[] = [id];
  let where = 'id = $1';
  if (opts.uid !== undefined) {
    params.push(opts.uid);
    where += ' AND uid = $2';
  }
  const r = await tx.query<SettlementRow>(
    `SELECT ${COLUMNS} FROM merchant_settlement WHERE ${where}${opts.lock ? ' FOR UPDATE' : ''}`,
    params,
  );
  return r.rows[0] ?? null;
}

/** One page of applications, newest first, with the total: a shopper's (uid) or, for operators, by status. */
export async function listSettlements(
  db: Db,
  filter: { uid?: number; status?: AuditStatus },
  page: { limit: number; offset: number },
): Promise<{ rows: SettlementRow[]; total: number }> {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (filter.uid !== undefined) {
    params.push(filter.uid);
    conditions.push(`uid = $${params.length}`);
  }
  if (filter.status !== undefined) {
    params.push(filter.status);
    conditions.push(`audit_status = $${params.length}`);
  }
  const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
  const total = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM merchant_settlement ${where}`, params);
  const rows = await db.query<SettlementRow>(
    `SELECT ${COLUMNS} FROM merchant_settlement ${where} ORDER BY id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, page.limit, page.offset],
  );
  return { rows: rows.rows, total: total.rows[0].n };
}

/** The application's fields in the column order of both statements below ($2..$12). */
function fieldValues(f: SettlementFields): unknown[] {
  return [
    f.name,
    f.realName,
    f.email,
    f.countryCode,
    f.phone,
    f.categoryId,
    f.typeId,
    f.handlingFee,
    f.keywords,
    f.address,
    JSON.stringify(f.pictures),
  ];
}

export async function insertSettlement(tx: Db, uid: number, f: SettlementFields): Promise<number> {
  const r = await tx.query<{ id: number }>(
    `INSERT INTO merchant_settlement (uid, name, real_name, email, country_code, phone, category_id, type_id, handling_fee,
       keywords, address, qualification_picture)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
    [uid, ...fieldValues(f)],
  );
  return r.rows[0].id;
}

/** A rejected application edited and sent again: back to pending, the last reason kept only in the history. */
export async function resubmitSettlement(tx: Db, id: number, f: SettlementFields): Promise<void> {
  await tx.query(
    `UPDATE merchant_settlement SET name = $2, real_name = $3, email = $4, country_code = $5, phone = $6, category_id = $7,
       type_id = $8, handling_fee = $9, keywords = $10, address = $11, qualification_picture = $12,
       audit_status = ${AuditStatus.PENDING}, denial_reason = NULL, updated_at = now()
     WHERE id = $1`,
    [id, ...fieldValues(f)],
  );
}

export async function setReviewOutcome(
  tx: Db,
  id: number,
  outcome: { status: typeof AuditStatus.APPROVED; merId: number } | { status: typeof AuditStatus.REJECTED; reason: string },
): Promise<void> {
  if (outcome.status === AuditStatus.APPROVED) {
    await tx.query(
      'UPDATE merchant_settlement SET audit_status = $2, mer_id = $3, denial_reason = NULL, updated_at = now() WHERE id = $1',
      [id, outcome.status, outcome.merId],
    );
  } else {
    await tx.query('UPDATE merchant_settlement SET audit_status = $2, denial_reason = $3, updated_at = now() WHERE id = $1', [
      id,
      outcome.status,
      outcome.reason,
    ]);
  }
}

export async function addHistory(tx: Db, id: number, event: SettlementEventName, reason: string | null = null): Promise<void> {
  await tx.query('INSERT INTO settlement_history (settlement_id, event, reason) VALUES ($1, $2, $3)', [id, event, reason]);
}

/** The history of each application in `ids`, oldest first. */
async function historiesOf(db: Db, ids: number[]): Promise<Map<number, SettlementEvent[]>> {
  const byId = new Map<number, SettlementEvent[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byId;
  const r = await db.query<{ settlement_id: number; event: SettlementEventName; reason: string | null; created_at: Date | string }>(
    'SELECT settlement_id, event, reason, created_at FROM settlement_history WHERE settlement_id = ANY($1) ORDER BY id',
    [ids],
  );
  for (const h of r.rows) {
    byId.get(h.settlement_id)?.push({ event: h.event, reason: h.reason, createTime: formatDate(h.created_at)! });
  }
  return byId;
}

function pictureUrls(json: string, publicUrl: string): string {
  let paths: unknown;
  try {
    paths = JSON.parse(json);
  } catch {
    paths = [];
  }
  const list = Array.isArray(paths) ? paths.filter((p): p is string => typeof p === 'string') : [];
  return JSON.stringify(list.map((p) => mediaUrl(publicUrl, p)));
}

/** The wire shape (MerchantSettledResponse) of a row and its history. */
function toSettledResponse(row: SettlementRow, history: SettlementEvent[], publicUrl: string): MerchantSettledResponse {
  return {
    id: row.id,
    name: row.name,
    categoryId: row.category_id,
    typeId: row.type_id,
    realName: row.real_name,
    email: row.email,
    countryCode: row.country_code ? `+${row.country_code}` : '',
    phone: row.phone,
    handlingFee: row.handling_fee,
    keywords: row.keywords,
    address: row.address,
    auditStatus: row.audit_status,
    denialReason: row.denial_reason ?? '',
    qualificationPicture: pictureUrls(row.qualification_picture, publicUrl),
    createTime: formatDate(row.created_at)!,
    updateTime: formatDate(row.updated_at)!,
    merId: row.mer_id,
    history,
  };
}

/** Rows to their wire shape, with each one's history (one query for the page). */
export async function withHistories(db: Db, rows: SettlementRow[], publicUrl: string): Promise<MerchantSettledResponse[]> {
  const histories = await historiesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toSettledResponse(row, histories.get(row.id) ?? [], publicUrl));
}
