import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { loadConfig } from '../src/config';
import { openDb, openPglite, openPostgres, type Db } from '../src/infra/db';
import { migrate } from '../src/infra/migrate';
import { seedIfEmpty } from '../src/seed';

/**
 * Tests run against a real database: PGlite by default, or the PostgreSQL server in TEST_DATABASE_URL (CI).
 * The schema is migrated and the demo mall seeded once into a template; every test file gets its own copy.
 */
export const TEMPLATE_DB = 'mall_test_template';

function adminUrl(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export async function buildTemplate(): Promise<void> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const config = loadConfig({ ...process.env, DATABASE_URL: '' });
  if (serverUrl) {
    const admin = new pg.Client({ connectionString: adminUrl(serverUrl, 'postgres') });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB}`);
    await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
    await admin.end();
    const db = await openPostgres(adminUrl(serverUrl, TEMPLATE_DB));
    await migrate(db);
    // The pictures the seed draws go to a template media folder that every test copy gets, as with PGlite.
    const media = mkdtempSync(join(tmpdir(), 'mall-test-media-'));
    await seedIfEmpty(db, { ...config, dataDir: media, mediaDir: media });
    await db.close();
    process.env.MALL_TEST_MEDIA_DIR = media;
    process.env.MALL_TEST_DB = 'postgres';
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'mall-test-template-'));
    const db = await openPglite(dir);
    await migrate(db);
    await seedIfEmpty(db, { ...config, dataDir: dir, mediaDir: join(dir, 'media') });
    await db.close();
    process.env.MALL_TEST_TEMPLATE_DIR = dir;
    process.env.MALL_TEST_DB = 'pglite';
  }
}

export async function dropTemplate(): Promise<void> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const admin = new pg.Client({ connectionString: adminUrl(serverUrl, 'postgres') });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB}`);
    await admin.end();
    if (process.env.MALL_TEST_MEDIA_DIR) rmSync(process.env.MALL_TEST_MEDIA_DIR, { recursive: true, force: true });
  } else if (process.env.MALL_TEST_TEMPLATE_DIR) {
    rmSync(process.env.MALL_TEST_TEMPLATE_DIR, { recursive: true, force: true });
  }
}

/**
 * Copies the template's media folder for one test file. The seed's photos (~39 MB with their variants; no test
 * writes them) are linked, not copied, so a test file starts as fast as before they were photos.
 */
function copyMedia(from: string, to: string): void {
  if (!existsSync(from)) return;
  const photos = join(from, 'photos');
  cpSync(from, to, { recursive: true, filter: (src) => src !== photos });
  if (existsSync(photos)) symlinkSync(photos, join(to, 'photos'), 'dir');
}

/** How many databases this process has made from the template. */
let databases = 0;

/** A private copy of the seeded template for one test file. */
export async function openTestDb(): Promise<{ db: Db; dataDir: string; databaseUrl: string | null; dispose: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const dataDir = mkdtempSync(join(tmpdir(), 'mall-test-'));
  if (serverUrl) {
    // Unique within the run: a file may open several at once (Promise.all of startApi), all in the same millisecond.
    const name = `mall_test_${process.pid}_${Date.now()}_${(databases += 1)}`;
    const admin = new pg.Client({ connectionString: adminUrl(serverUrl, 'postgres') });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}`);
    await admin.end();
    if (process.env.MALL_TEST_MEDIA_DIR) copyMedia(process.env.MALL_TEST_MEDIA_DIR, join(dataDir, 'media'));
    const databaseUrl = adminUrl(serverUrl, name);
    const db = await openDb({ databaseUrl, dataDir: null });
    return {
      db,
      dataDir,
      databaseUrl,
      dispose: async () => {
        await db.close();
        const a = new pg.Client({ connectionString: adminUrl(serverUrl, 'postgres') });
        await a.connect();
        await a.query(`DROP DATABASE IF EXISTS ${name}`);
        await a.end();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const template = process.env.MALL_TEST_TEMPLATE_DIR;
  if (!template) throw new Error('the test template database is missing (jest globalSetup did not run)');
  cpSync(template, dataDir, { recursive: true, filter: (src) => src !== join(template, 'media') });
  copyMedia(join(template, 'media'), join(dataDir, 'media'));
  const db = await openPglite(dataDir);
  return {
    db,
    dataDir,
    databaseUrl: null,
    dispose: async () => {
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
