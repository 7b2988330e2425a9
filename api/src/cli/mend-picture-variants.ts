// Makes the size variants that stored uploads lack, against DATABASE_URL (or the embedded data folder) and the
// media storage of the configuration (MEDIA_DIR or MEDIA_S3_URL):
//   node dist/api/src/cli/mend-picture-variants.js
// Run it once after an upgrade that adds a width to PICTURE_WIDTHS (docs/pictures.md "Adding a width"): until then
// the storefront's srcset names a variant an older upload does not have, and the browser falls back to the
// original-size picture. Pictures that are whole are only listed, not read; the originals are never rewritten.
import { posix } from 'node:path';
import { buffer } from 'node:stream/consumers';
import type { Db } from '../infra/db';
import { mediaStorage, type MediaStorage } from '../infra/media-storage';
import { encodePicture } from '../services/upload/picture-pipeline';
import { variantPath } from '../lib/picture-variants';
import { picturePaths } from '../services/upload/picture-variants';
import { runWithDb } from './run-with-db';

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

async function bytesOf(storage: MediaStorage, path: string): Promise<Buffer | null> {
  const stored = await storage.get(path);
  return stored && buffer(stored.body);
}

/** Writes every missing variant of every upload; one picture at a time (the pipeline's queue bounds memory anyway). */
export async function mendPictureVariants(db: Db, storage: MediaStorage): Promise<VariantsReport> {
  const { rows } = await db.query<{ path: string }>("SELECT path FROM upload WHERE path LIKE '%.jpg' ORDER BY id");
  const report: VariantsReport = { pictures: rows.length, mended: 0, written: 0, skipped: [] };
  const listings = new Map<string, Set<string>>();
  for (const { path } of rows) {
    const folder = `${posix.dirname(path)}/`;
    if (!listings.has(folder)) listings.set(folder, await storage.list(folder));
    const present = listings.get(folder)!;
    if (!present.has(posix.basename(path))) {
      report.skipped.push(path);
      continue;
    }
    const missing = new Set(picturePaths(path).filter((p) => !present.has(posix.basename(p))));
    if (missing.size === 0) continue;
    const original = await bytesOf(storage, path);
    const encoded = original && (await encodePicture(original).catch(() => null));
    if (!encoded) {
      report.skipped.push(path);
      continue;
    }
    for (const v of encoded.variants) {
      const at = variantPath(path, v.width, v.format);
      if (!missing.has(at)) continue;
      await storage.put(at, v.body);
      present.add(posix.basename(at));
      report.written += 1;
    }
    report.mended += 1;
  }
  return report;
}

if (require.main === module) {
  runWithDb(async (db, config) => {
    const r = await mendPictureVariants(db, mediaStorage(config));
    console.log(`${r.pictures} uploads looked at; ${r.mended} got ${r.written} missing variants.`);
    if (r.skipped.length) console.error(`Left as they are (original missing or unreadable): ${r.skipped.join(', ')}`);
  });
}
