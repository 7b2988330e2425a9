import { availableParallelism } from 'node:os';
import { posix } from 'node:path';
import { loadConfig } from '../config';
import type { Db } from '../infra/db';
import { checkedMediaPath, mediaStorage, type MediaSettings } from '../infra/media-storage';
import { picturePaths } from '../services/upload/picture-variants';
import { buildCatalogue } from './build/catalogue';
import { mediaJobs, type MediaJob } from './media/jobs';
import { cachedPhoto, photoFiles, photograph } from './media/photos';
import { mediaRowsFromDb, mediaRowsFromModel } from './media/media-rows';

/** The folders under the media root whose pictures the seed draws; uploads live elsewhere and are never touched. */
const GENERATED = ['products', 'merchants', 'categories', 'banners', 'activities', 'guarantees', 'avatars', 'brand', 'photos'];

/** Pictures written at once (the S3 driver sends each as a request; a photo's encoding takes a core). */
const WRITERS = Math.max(2, Math.min(8, availableParallelism()));

export interface MediaReport {
  total: number;
  written: number;
  /** Of `written`, the photo-weight pictures (each stored with its size variants). */
  photos: number;
  ms: number;
}

/**
 * Draws every demo picture that is missing from the media storage (SVG, offline): the MEDIA_DIR folder, or the
 * bucket with the S3 driver. With a database it draws what the database points at (product names, merchants,
 * banners …); without one, what the demo seed would create. Existing pictures are kept (one listing per folder),
 * so this is cheap on every start.
 */
export async function ensureMedia(config: MediaSettings, db?: Db): Promise<MediaReport> {
  const started = Date.now();
  const storage = mediaStorage(config);
  await storage.prepare();
  const rows = db ? await mediaRowsFromDb(db) : mediaRowsFromModel(buildCatalogue());
  const present = new Map<string, Promise<Set<string>>>();
  const seen = new Set<string>();
  const missing: MediaJob[] = [];
  for (const job of mediaJobs(rows)) {
    if (seen.has(job.path)) continue;
    let path: string;
    try {
      path = checkedMediaPath(job.path);
    } catch {
      continue;
    }
    const parts = path.split('/'); // ['', 'media', folder, …, name]
    if (parts.length < 4 || !GENERATED.includes(parts[2])) continue;
    seen.add(path);
    const folder = parts.slice(0, -1).join('/') + '/';
    if (!present.has(folder)) present.set(folder, storage.list(folder));
    // A photo is whole when its original and every variant of today's widths are there (a width added since it was
    // drawn makes it missing: it is drawn again, the same bytes plus the new width).
    const names = (job.photo ? picturePaths(path) : [path]).map((p) => posix.basename(p));
    const inFolder = await present.get(folder)!;
    if (names.some((name) => !inFolder.has(name))) missing.push({ ...job, path });
  }
  let next = 0;
  const writer = async () => {
    while (next < missing.length) {
      const job = missing[next++];
      if (!job.photo) {
        await storage.put(job.path, job.draw());
        continue;
      }
      const [original, ...variants] = await cachedPhoto(job.path, () =>
        photograph(job.path, job.draw(), job.photo!.width, job.photo!.height).then((p) => photoFiles(job.path, p)),
      );
      await Promise.all(variants.map((f) => storage.put(f.path, f.body)));
      await storage.put(original.path, original.body);
    }
  };
  await Promise.all(Array.from({ length: WRITERS }, writer));
  return { total: seen.size, written: missing.length, photos: missing.filter((j) => j.photo).length, ms: Date.now() - started };
}

if (require.main === module) {
  // `pnpm --filter @mall/api seed:pictures`: draws the demo pictures into MEDIA_DIR (or the bucket) without a database.
  const config = loadConfig();
  void ensureMedia(config).then((r) =>
    console.log(
      `${r.written} of ${r.total} pictures (${r.photos} photos with their variants) written to ${config.media.driver === 's3' ? `bucket ${config.media.s3?.bucket}` : config.mediaDir} in ${r.ms} ms`,
    ),
  );
}
