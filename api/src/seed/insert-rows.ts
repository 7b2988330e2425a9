import type { Db } from '../infra/db';

const CHUNK = 2000;

/**
 * Inserts many rows in few statements: each chunk travels as one JSON parameter that
 * `json_populate_recordset` turns into typed rows (the same SQL on PGlite and PostgreSQL).
 * Columns are the keys of the first row; the others keep their defaults.
 */
export async function insertRows(db: Db, table: string, rows: object[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0])
    .map((c) => `"${c}"`)
    .join(', ');
  const sql = `INSERT INTO ${table} (${columns}) SELECT ${columns} FROM json_populate_recordset(NULL::${table}, $1::json)`;
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db.query(sql, [JSON.stringify(rows.slice(i, i + CHUNK))]);
  }
}

/** Moves a table's id sequence past the ids the seed chose itself. */
export async function syncSequence(db: Db, table: string): Promise<void> {
  await db.query(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), GREATEST((SELECT max(id) FROM ${table}), 1))`);
}
