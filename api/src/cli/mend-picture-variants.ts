// Makes the size variants that stored uploads lack, against DATABASE_URL (or the embedded data folder) and the
// media storage of the configuration (MEDIA_DIR or MEDIA_S3_URL):
//   node dist/api/src/cli/mend-picture-variants.js
// Run it once after an upgrade that adds a width to VARIANT_WIDTHS (docs/pictures.md "Adding a width"): until then
// the storefront's srcset names a variant an older upload does not have, and the browser falls back to the
// original-size picture. Pictures that are whole are only listed, not read; the originals are never rewritten.
import { loadConfig } from '../config';
import { openDb, type Db } from '../infra/db';
import { mediaStorage, type MediaStorage } from '../infra/media-storage';
import { encodePicture } from '../services/upload/picture-pipeline';
import { picturePaths, variantPath } from '../services/upload/picture-variants';

export interface VariantsReport {
  /** Uploads looked at (every stored JPEG of the upload table). */
  pictures: number;
  /** Of those, the ones that lacked a variant and got it. */
  mended: number;
  /** Variant files written. */
  written: number;
  /** Uploads whose original is gone or cannot be read: left as they are. */
  skipped: string[];
}

const nameOf = (path: string) => path.slice(path.lastIndexOf('/') + 1);

async function bytesOf(storage: MediaStorage, path: string): Promise<Buffer | null> {
  const stored = await storage.get(path);
  if (!stored) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stored.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** Writes every missing variant of every upload; one picture at a time (the pipeline's queue bounds memory anyway). */
export async function mendPictureVariants(db: Db, storage: MediaStorage): Promise<VariantsReport> {
  const { rows } = await db.query<{ path: string }>("SELECT path FROM upload WHERE path LIKE '%.jpg' ORDER BY id");
  const report: VariantsReport = { pictures: rows.length, mended: 0, written: 0, skipped: [] };
  const listings = new Map<string, Set<string>>();
  for (const { path } of rows) {
    const folder = path.slice(0, path.lastIndexOf('/') + 1);
    if (!listings.has(folder)) listings.set(folder, await storage.list(folder));
    const present = listings.get(folder)!;
    if (!present.has(nameOf(path))) {
      report.skipped.push(path);
      continue;
    }
    const missing = new Set(picturePaths(path).filter((p) => !present.has(nameOf(p))));
    if (missing.size === 0) continue;
    const original = await bytesOf(storage, path);
    let encoded;
    try {
      encoded = original && (await encodePicture(original));
    } catch {
      encoded = null;
    }
    if (!encoded) {
      report.skipped.push(path);
      continue;
    }
    for (const v of encoded.variants) {
      const at = variantPath(path, v.width, v.format);
      if (!missing.has(at)) continue;
      await storage.put(at, v.body);
      present.add(nameOf(at));
      report.written += 1;
    }
    report.mended += 1;
  }
  return report;
}

async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 1 });
  try {
    const storage = mediaStorage(config);
    const r = await mendPictureVariants(db, storage);
    console.log(`${r.pictures} uploads looked at; ${r.mended} got ${r.written} missing variants.`);
    if (r.skipped.length) console.error(`Left as they are (original missing or unreadable): ${r.skipped.join(', ')}`);
  } finally {
    await db.close();
  }
}

if (require.main === module) {
  main().catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  });
}
