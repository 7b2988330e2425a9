import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { loadConfig, type Config } from '../config';
import type { Db } from '../plugins/external/db';
import { buildCatalogue } from './build/catalogue';
import { mediaJobs } from './media/jobs';
import { mediaRowsFromDb, mediaRowsFromModel } from './media/media-rows';

/** The folders under the media root whose pictures the seed draws; uploads live elsewhere and are never touched. */
const GENERATED = ['products', 'merchants', 'categories', 'banners', 'activities', 'guarantees', 'avatars', 'brand'];

export interface MediaReport {
  total: number;
  written: number;
  ms: number;
}

/**
 * Draws every demo picture that is missing from `config.mediaDir` (SVG, offline). With a database it draws what
 * the database points at (product names, merchants, banners …); without one, what the demo seed would create.
 * Existing files are kept, so this is cheap on every start.
 */
export async function ensureMedia(config: Pick<Config, 'mediaDir'>, db?: Db): Promise<MediaReport> {
  const started = Date.now();
  const rows = db ? await mediaRowsFromDb(db) : mediaRowsFromModel(buildCatalogue());
  const root = config.mediaDir;
  const present = new Map<string, Set<string>>();
  const filesIn = (dir: string) => {
    let set = present.get(dir);
    if (!set) {
      set = new Set(existsSync(dir) ? readdirSync(dir) : []);
      present.set(dir, set);
    }
    return set;
  };
  const seen = new Set<string>();
  let written = 0;
  for (const job of mediaJobs(rows)) {
    if (!job.path.startsWith('/media/') || seen.has(job.path)) continue;
    const file = join(root, job.path.slice('/media/'.length));
    const rel = relative(root, file);
    if (rel.startsWith('..') || !GENERATED.includes(rel.split(sep)[0])) continue;
    seen.add(job.path);
    const dir = dirname(file);
    const name = file.slice(dir.length + 1);
    const files = filesIn(dir);
    if (files.has(name)) continue;
    if (files.size === 0) mkdirSync(dir, { recursive: true });
    writeFileSync(file, job.draw());
    files.add(name);
    written++;
  }
  return { total: seen.size, written, ms: Date.now() - started };
}

if (require.main === module) {
  // `pnpm --filter @mall/api seed:pictures`: draws the demo pictures into MEDIA_DIR without a database.
  const config = loadConfig();
  void ensureMedia(config).then((r) => console.log(`${r.written} of ${r.total} pictures written to ${config.mediaDir} in ${r.ms} ms`));
}
