import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from './db';
import { apiRoot } from '../lib/paths';

const MIGRATIONS_DIR = join(apiRoot, 'migrations');

/** The `NNN.do.<name>.sql` files of `dir`, in order. */
export function migrationFiles(dir = MIGRATIONS_DIR): { version: number; name: string; file: string }[] {
  return readdirSync(dir)
    .map((f) => /^(\d+)\.do\.(.+)\.sql$/.exec(f))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ version: Number(m[1]), name: m[2], file: m[0] }))
    .sort((a, b) => a.version - b.version);
}

/** How many of `versions` (this build's migrations) the database has not applied; fails when it is unreachable. */
export async function pendingMigrationCount(db: Db, versions: number[]): Promise<number> {
  const r = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM schema_migration WHERE version = ANY($1::int[])', [versions], {
    name: 'pending_migrations',
  });
  return versions.length - (r.rows[0]?.n ?? 0);
}

/** Applies every `NNN.do.<name>.sql` not yet applied, in order, each in its own transaction. */
export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migration (
    version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())`);
  const done = new Set((await db.query<{ version: number }>('SELECT version FROM schema_migration')).rows.map((r) => r.version));
  const files = migrationFiles(dir);
  const applied: string[] = [];
  for (const m of files) {
    if (done.has(m.version)) continue;
    const sql = readFileSync(join(dir, m.file), 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migration (version, name) VALUES ($1, $2)', [m.version, m.name]);
    });
    applied.push(m.file);
  }
  return applied;
}
