import { randomBytes } from 'node:crypto';
import { basename } from 'node:path';
import type { Config } from '../../config';
import type { Db } from '../../infra/db';
import { mediaStorage } from '../../infra/media-storage';
import { AppError, Code, badRequest } from '../../lib/errors';
import { mediaUrl } from '../../lib/format';
import type { FileResultVo } from '../../schemas/upload';
import { sniffImage } from './image-type';
import { UPLOAD_PATH_PREFIX, type UploadModel } from './limits';
import { encodePicture } from './picture-pipeline';
import { variantPath } from '../../lib/picture-variants';
import type { ReceivedFile } from './read-upload';

export interface UploadTarget {
  model: UploadModel;
  pid: number;
}

export interface UploadService {
  /** Stores one picture of the shopper `uid` and answers where it is served. */
  storeImage(uid: number, target: UploadTarget, file: ReceivedFile): Promise<FileResultVo>;
}

/** C0 control characters and DEL: a file name shown to people never carries them. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/** The name the browser gave, without folders or control characters, cut to 120 characters. */
function displayName(raw: string, ext: string): string {
  const name = basename(raw.replace(/\\/g, '/')).replace(CONTROL_CHARACTERS, '').trim().slice(0, 120);
  return name || `picture.${ext}`;
}

/** "2025-06": uploads are kept in one folder per month. */
const monthFolder = (now: Date) => now.toISOString().slice(0, 7);

export function createUploadService(db: Db, config: Pick<Config, 'mediaDir' | 'media' | 'publicUrl' | 'limits'>): UploadService {
  const storage = mediaStorage(config);
  return {
    async storeImage(uid, target, file) {
      if (!sniffImage(file.content)) throw badRequest('upload.notImage');
      // Re-encoded before anything is stored: orientation applied, every metadata byte (GPS …) gone, and the
      // variants the storefront's srcset asks for. What is stored and served is always a JPEG.
      const picture = await encodePicture(file.content);
      const kind = { ext: 'jpg', mime: 'image/jpeg' } as const;
      const folder = monthFolder(new Date());
      const stored = `${randomBytes(16).toString('hex')}.${kind.ext}`;
      const path = `${UPLOAD_PATH_PREFIX}${folder}/${stored}`;
      const fileName = displayName(file.fileName, kind.ext);
      const files = [
        { path, body: picture.original },
        ...picture.variants.map((v) => ({ path: variantPath(path, v.width, v.format), body: v.body })),
      ];
      const size = picture.original.length;
      // The day's budget counts what the shopper sent (its bytes cost the transfer and the re-encoding), not the
      // smaller JPEG kept: a 4 MB upload fills 4 MB of the day however well it compresses.
      const received = file.content.length;

      await db.transaction(async (tx) => {
        // One upload of a shopper at a time, so the daily count cannot be overrun by parallel requests.
        await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`upload:${uid}`]);
        // The day's budget, smaller for a guest (tourist) account: anyone can make one, so its allowance is what
        // the guest's own order needs (a refund or review picture or two), not a free picture host.
        const today = (
          await tx.query<{ n: number; bytes: number; guest: boolean }>(
            `SELECT count(*)::int AS n, COALESCE(sum(size), 0)::bigint::float8 AS bytes,
                  (SELECT user_type = 'visitor' FROM app_user WHERE id = $1) AS guest
             FROM upload WHERE uid = $1 AND created_at > now() - interval '24 hours'`,
            [uid],
          )
        ).rows[0];
        const { limits } = config;
        const most = today.guest ? limits.guestUploadsPerDay : limits.uploadsPerDay;
        const mostBytes = today.guest ? limits.guestUploadBytesPerDay : limits.uploadBytesPerDay;
        if (today.n >= most) throw new AppError(Code.TOO_MANY, 'upload.dailyLimit', { limit: most });
        if (today.bytes + received > mostBytes) {
          throw new AppError(Code.TOO_MANY, 'upload.dailyBytes', { mb: Math.floor(mostBytes / (1024 * 1024)) });
        }
        // The variants first, the original last: a picture URL only ever names a picture whose variants exist.
        const written: string[] = [];
        const removeStored = () => Promise.all(written.map((p) => storage.remove(p).catch(() => undefined)));
        try {
          for (const f of files.slice(1).concat(files[0])) {
            await storage.put(f.path, f.body, { exclusive: true });
            written.push(f.path);
          }
          await tx.query(`INSERT INTO upload (uid, path, model, pid, file_name, ext, mime, size) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`, [
            uid,
            path,
            target.model,
            target.pid,
            fileName,
            kind.ext,
            kind.mime,
            received,
          ]);
        } catch (err) {
          await removeStored();
          throw err;
        }
      });

      return {
        fileName,
        extName: kind.ext,
        fileSize: size,
        url: mediaUrl(config.publicUrl, path),
        type: kind.mime,
      };
    },
  };
}
